import { describe, expect, it } from 'vitest';
import { dueLabel, lastStudiedLabel, setsToReview } from './set-summary.ts';

describe('dueLabel', () => {
  it('names due and new cards, or says nothing is due', () => {
    expect(dueLabel({ dueCount: 5, newCount: 12 })).toBe('5 thẻ đến hạn · 12 thẻ mới');
    expect(dueLabel({ dueCount: 5, newCount: 0 })).toBe('5 thẻ đến hạn');
    expect(dueLabel({ dueCount: 0, newCount: 12 })).toBe('12 thẻ mới');
    expect(dueLabel({ dueCount: 0, newCount: 0 })).toBe('Không có thẻ đến hạn');
  });
});

describe('lastStudiedLabel (TZ=UTC)', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('says today, yesterday, or the date in vi-VN', () => {
    expect(lastStudiedLabel('2026-11-22T00:00:00Z', now)).toBe('Học lần cuối: hôm nay');
    expect(lastStudiedLabel('2026-11-21T23:59:00Z', now)).toBe('Học lần cuối: hôm qua');
    expect(lastStudiedLabel('2026-11-21T00:00:00Z', now)).toBe('Học lần cuối: hôm qua');
    expect(lastStudiedLabel('2026-11-20T12:00:00Z', now)).toBe('Học lần cuối: 20/11/2026');
    expect(lastStudiedLabel('2025-01-05T12:00:00Z', now)).toBe('Học lần cuối: 05/01/2025');
  });

  it('says never for a set not studied', () => {
    expect(lastStudiedLabel(null, now)).toBe('Chưa học lần nào');
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
