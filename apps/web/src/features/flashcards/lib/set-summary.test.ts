import { describe, expect, it } from 'vitest';
import { loadMessages, loadedMessages } from '../../../i18n/catalogues.ts';
import { dateFormats } from '../../../i18n/dates.ts';
import { makeIntl } from '../../../i18n/translate.ts';
import { dueLabel, lastStudiedLabel, setsToReview } from './set-summary.ts';

const vi = makeIntl('vi', loadedMessages('vi')!);
const en = makeIntl('en', await loadMessages('en'));

describe('dueLabel', () => {
  it('names due and new cards, or says nothing is due', () => {
    expect(dueLabel({ dueCount: 5, newCount: 12 }, vi)).toBe('5 thẻ đến hạn · 12 thẻ mới');
    expect(dueLabel({ dueCount: 5, newCount: 0 }, vi)).toBe('5 thẻ đến hạn');
    expect(dueLabel({ dueCount: 0, newCount: 12 }, vi)).toBe('12 thẻ mới');
    expect(dueLabel({ dueCount: 0, newCount: 0 }, vi)).toBe('Không có thẻ đến hạn');
  });

  it('speaks English with its plurals', () => {
    expect(dueLabel({ dueCount: 1, newCount: 12 }, en)).toBe('1 card due · 12 new cards');
    expect(dueLabel({ dueCount: 0, newCount: 0 }, en)).toBe('No cards due');
  });
});

describe('lastStudiedLabel', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const datesVi = dateFormats(vi, 'Asia/Ho_Chi_Minh');
  const datesEn = dateFormats(en, 'Asia/Ho_Chi_Minh');

  it('says when the set was last studied in the relative date format', () => {
    expect(lastStudiedLabel('2026-11-22T09:55:00Z', now, vi, datesVi)).toBe(
      'Học lần cuối: 5 phút trước',
    );
    expect(lastStudiedLabel('2026-11-21T10:00:00Z', now, en, datesEn)).toBe(
      'Last studied: yesterday',
    );
    expect(lastStudiedLabel('2026-11-08T12:00:00Z', now, vi, datesVi)).toBe(
      'Học lần cuối: 2 tuần trước',
    );
  });

  it('says a set was never studied', () => {
    expect(lastStudiedLabel(null, now, vi, datesVi)).toBe('Chưa học lần nào');
  });
});

describe('setsToReview', () => {
  it('keeps sets with due or new cards, most due first', () => {
    const sets = [
      { id: 'a', dueCount: 0, newCount: 0 },
      { id: 'b', dueCount: 1, newCount: 40 },
      { id: 'c', dueCount: 0, newCount: 3 },
      { id: 'd', dueCount: 7, newCount: 0 },
    ];
    expect(setsToReview(sets).map((s) => s.id)).toEqual(['d', 'b', 'c']);
  });
});
