import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { misplacedToneMarks } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en/index.ts';
import { flatten } from './messages/types.ts';
import { vi } from './messages/vi/index.ts';

const viFlat = flatten(vi);
const enFlat = flatten(en);

/** The argument names an ICU message uses (`{n}`, `{n, plural, …}`, tags), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Vietnamese letters that English never has (proper names excepted: a language's, a browser's). */
const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;
const PROPER_NAMES = new Set(['common.language.vi', 'settings.userAgent.cocCoc']);

describe('the message catalogues (issue 18)', () => {
  it('have exactly the same keys in Vietnamese and English', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(viFlat).sort());
  });

  it('parse as ICU messages and take the same arguments in both languages', () => {
    for (const [id, message] of Object.entries(viFlat)) {
      const english = enFlat[id] ?? '';
      expect({ id, args: argumentsOf(english) }).toEqual({ id, args: argumentsOf(message) });
    }
  });

  it('hold no empty text and no Vietnamese in English', () => {
    for (const [id, message] of Object.entries(viFlat)) {
      expect({ id, empty: message.trim() === '' }).toEqual({ id, empty: false });
    }
    for (const [id, message] of Object.entries(enFlat)) {
      expect({ id, empty: message.trim() === '' }).toEqual({ id, empty: false });
      if (!PROPER_NAMES.has(id))
        expect({ id, vietnamese: VIETNAMESE.test(message) }).toEqual({ id, vietnamese: false });
    }
  });

  it('write the tone mark on the first vowel of an open oa, oe, uy ("xóa", "Hủy": docs/architecture.md)', () => {
    for (const [id, message] of Object.entries(viFlat)) {
      expect({ id, words: misplacedToneMarks(message) }).toEqual({ id, words: [] });
    }
  });
});
