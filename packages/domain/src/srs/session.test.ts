import { describe, expect, it } from 'vitest';
import { currentStreak, fsrsButtonCounts, showsStreakBadge, summariseSession } from './session.ts';
import type { Rating } from './sm2.ts';

describe('currentStreak: consecutive ratings ≥ 4, reset on lower', () => {
  it.each<[Rating[], number]>([
    [[], 0],
    [[4], 1],
    [[5, 4, 5], 3],
    [[5, 4, 3], 0],
    [[5, 2, 4, 5], 2],
    [[1, 2, 3], 0],
  ])('%j → %d', (ratings, expected) => {
    expect(currentStreak(ratings)).toBe(expected);
  });

  it('shows the badge only above 2', () => {
    expect(showsStreakBadge(2)).toBe(false);
    expect(showsStreakBadge(3)).toBe(true);
  });
});

describe('summariseSession', () => {
  it('counts per difficulty, correct (≥4), hard (<3) and (easy + very easy) / ratings', () => {
    const summary = summariseSession([5, 4, 3, 2, 1]);
    expect(summary).toEqual({
      total: 5,
      counts: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 },
      correct: 2,
      hard: 2,
      easyPercent: 40,
    });
  });

  it('rounds the share to a whole percent over the ratings, repeats included', () => {
    expect(summariseSession([5, 4, 1]).easyPercent).toBe(67);
    // five cards, one failed and rated again: 2 of 6 ratings were Dễ or Rất dễ
    expect(summariseSession([2, 5, 4, 3, 3, 3]).easyPercent).toBe(33);
  });

  it('is zero for an empty session', () => {
    expect(summariseSession([]).easyPercent).toBe(0);
  });

  it("counts by FSRS's four buttons, Rất khó as Lại", () => {
    const { counts } = summariseSession([1, 2, 3, 4, 4, 5]);
    expect([...fsrsButtonCounts(counts)]).toEqual([
      [1, 2],
      [3, 1],
      [4, 2],
      [5, 1],
    ]);
  });
});
