import { describe, expect, it } from 'vitest';
import { loadMessages, loadedMessages } from '../../../i18n/catalogues.ts';
import { makeIntl } from '../../../i18n/translate.ts';
import { draftAge } from './draft-choice.tsx';

const vi = makeIntl('vi', loadedMessages('vi')!);
const en = makeIntl('en', await loadMessages('en'));
const now = Date.UTC(2026, 10, 26, 10, 0, 0);
const ago = (ms: number) => now - ms;

describe('draftAge', () => {
  it('says how long ago the draft was saved, in the largest unit, in both languages', () => {
    expect(draftAge(vi, ago(5 * 60_000), now)).toBe('5 phút trước');
    expect(draftAge(en, ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(draftAge(vi, ago(0), now)).toBe('1 giây trước');
    expect(draftAge(en, ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(draftAge(en, ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(draftAge(vi, ago(3 * 86_400_000), now)).toBe('3 ngày trước');
  });
});
