import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryFilePath, readGlossary, glossaryLineSchema } from './glossary.ts';
import { starterSet, wordsOfTheDay } from './index.ts';

/**
 * Common English words that give away an English definition ("a", "an", "to" are also Vietnamese
 * syllables, so they are not among them). Unicode-aware edges: `\b` treats
 * Vietnamese letters as non-word characters, so it would find "a" inside "mưa".
 */
const ENGLISH_WORD =
  /(?<![\p{L}\p{M}-])(the|of|and|which|with|someone|something)(?![\p{L}\p{M}-])/u;

/** A headword's word: lowercase, a proper noun or adjective ("Monday"), or an acronym ("DNA"). */
const HEADWORD_WORD = /^(?:[a-z0-9à-öø-ÿ'-]+|[A-Z][a-zà-öø-ÿ'-]*[a-zà-öø-ÿ]|[A-Z][A-Z0-9]+)$/;
/** Names that are always capitalised in English. */
const ALWAYS_CAPITALISED = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'English',
  'Vietnam',
  'Vietnamese',
  'DNA',
  'TV',
  'CCTV',
];
/**
 * A meaning that names a month, a day, a language, a people or a country ("tháng Ba", "thứ Hai",
 * "tiếng Anh", "người Mỹ", "thuộc châu Á"): a line whose every meaning is one is a proper noun
 * or adjective, so its headword has a capital.
 */
const PROPER_MEANING =
  /^(?:tháng|thứ|tiếng|người|dân tộc|nước|châu|thuộc(?: nước| châu| người| dân tộc)?) \p{Lu}/u;

/** Derived adjectives usually written lowercase although their meaning names a proper noun. */
const LOWERCASE_ALLOWED = new Set(['biblical']);

/** A comma outside parentheses: it would separate meanings, which "; " does. */
function hasTopLevelComma(meaning: string): boolean {
  let depth = 0;
  for (const ch of meaning) {
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 0) return true;
  }
  return false;
}

/** Issue 9: the EN–VI glossary, written for this project. */
describe('glossary (content/glossary/en-vi.tsv)', () => {
  const lines = readGlossary();
  const headwords = new Set(lines.map((l) => l.headword));

  it('every line has a headword, a part of speech and Vietnamese meanings', () => {
    const bad = lines.filter((l) => !glossaryLineSchema.safeParse(l).success);
    expect(bad.map((l) => `line ${l.line}: ${l.headword}`)).toEqual([]);
  });

  it('has no headword twice with the same part of speech, and no duplicate meaning', () => {
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const l of lines) {
      const key = `${l.headword}\t${l.pos}`;
      if (seen.has(key)) repeated.push(`line ${l.line}: ${l.headword} (${l.pos})`);
      seen.add(key);
      if (new Set(l.meanings).size !== l.meanings.length) repeated.push(`line ${l.line}: meanings`);
    }
    expect(repeated).toEqual([]);
  });

  it('meanings are Vietnamese text, normalised (NFC), without English definitions', () => {
    const odd = lines.filter((l) =>
      l.meanings.some((m) => m !== m.normalize('NFC') || ENGLISH_WORD.test(m)),
    );
    expect(odd.map((l) => `line ${l.line}: ${l.headword}`)).toEqual([]);
  });

  it('keeps capitals for proper nouns and acronyms only (issue 23 §5)', () => {
    const odd = lines.filter((l) => !l.headword.split(' ').every((w) => HEADWORD_WORD.test(w)));
    expect(odd.map((l) => `line ${l.line}: ${l.headword}`)).toEqual([]);
    const lowercase = lines.filter(
      (l) =>
        l.headword === l.headword.toLowerCase() &&
        !LOWERCASE_ALLOWED.has(l.headword) &&
        l.meanings.every((m) => PROPER_MEANING.test(m)),
    );
    expect(lowercase.map((l) => `line ${l.line}: ${l.headword} (${l.meanings[0]})`)).toEqual([]);
    expect(ALWAYS_CAPITALISED.filter((w) => !headwords.has(w))).toEqual([]);
  });

  it('gives every headword of more than one word the part of speech phr (issue 23 §5)', () => {
    const odd = lines.filter((l) => l.headword.includes(' ') && l.pos !== 'phr');
    expect(odd.map((l) => `line ${l.line}: ${l.headword} (${l.pos})`)).toEqual([]);
  });

  it('separates meanings by "; " only, a comma only inside a note (issue 23 §5)', () => {
    const raw = readFileSync(glossaryFilePath, 'utf8').split('\n');
    const spacing = raw.flatMap((line, i) => {
      const meanings = line.startsWith('#') ? undefined : line.split('\t')[2];
      return meanings !== undefined && /;(?! \S)|\s;|\s{2}/.test(meanings) ? [`line ${i + 1}`] : [];
    });
    expect(spacing).toEqual([]);
    const commas = lines.filter((l) => l.meanings.some(hasTopLevelComma));
    expect(commas.map((l) => `line ${l.line}: ${l.headword}`)).toEqual([]);
  });

  it('is sorted by headword, case aside', () => {
    const keys = lines.map((l) => l.headword.toLowerCase());
    const unsorted = keys.flatMap((k, i) => (i > 0 && keys[i - 1]! > k ? [lines[i]!.line] : []));
    expect(unsorted).toEqual([]);
  });

  it('has at least 5,000 headwords', () => {
    expect(headwords.size).toBeGreaterThanOrEqual(5000);
  });

  it('holds every word of the starter set and of the word-of-the-day list', () => {
    const wanted = [
      ...starterSet.cards.flatMap((c) => c.front.toLowerCase().split('/')),
      ...wordsOfTheDay.map((w) => w.word),
    ].map((w) => w.trim());
    expect(wanted.filter((w) => !headwords.has(w))).toEqual([]);
  });

  it('holds every headword of the Academic Word List', () => {
    const awl = readFileSync(new URL('./glossary/awl-headwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(awl).toHaveLength(570);
    // The AWL lists 'criteria'; a glossary may give its singular.
    const present = (w: string) =>
      headwords.has(w) || (w === 'criteria' && headwords.has('criterion'));
    expect(awl.filter((w) => !present(w))).toEqual([]);
  });
});
