import { describe, expect, it } from 'vitest';
import { loadMessages, loadedMessages } from '../../../i18n/catalogues.ts';
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

describe('lastStudiedLabel (TZ=UTC)', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('says today, yesterday, or the date in vi-VN', () => {
    expect(lastStudiedLabel('2026-11-22T00:00:00Z', now, vi)).toBe('Học lần cuối: hôm nay');
    expect(lastStudiedLabel('2026-11-21T23:59:00Z', now, vi)).toBe('Học lần cuối: hôm qua');
    expect(lastStudiedLabel('2026-11-21T00:00:00Z', now, vi)).toBe('Học lần cuối: hôm qua');
    expect(lastStudiedLabel('2026-11-20T12:00:00Z', now, vi)).toBe('Học lần cuối: 20/11/2026');
    expect(lastStudiedLabel('2025-01-05T12:00:00Z', now, vi)).toBe('Học lần cuối: 05/01/2025');
  });

  it('writes the date as English does on an English page', () => {
    expect(lastStudiedLabel('2026-11-20T12:00:00Z', now, en)).toBe('Last studied: 11/20/2026');
  });

  it('says never for a set not studied', () => {
    expect(lastStudiedLabel(null, now, vi)).toBe('Chưa học lần nào');
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
