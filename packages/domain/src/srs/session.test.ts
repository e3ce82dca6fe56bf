import { describe, expect, it } from 'vitest';
import { currentStreak, showsStreakBadge, summariseSession } from './session.ts';
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
  it('counts per difficulty, correct (≥4), hard (<3) and accuracy (easy + very easy) / total', () => {
    const summary = summariseSession([5, 4, 3, 2, 1]);
    expect(summary).toEqual({
      total: 5,
      counts: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 },
      correct: 2,
      hard: 2,
      accuracyPercent: 40,
    });
  });

  it('rounds accuracy to a whole percent against the total number of cards', () => {
    expect(summariseSession([5, 4, 1]).accuracyPercent).toBe(67);
    expect(summariseSession([5], 3).accuracyPercent).toBe(33);
  });

  it('is zero for an empty session', () => {
    expect(summariseSession([]).accuracyPercent).toBe(0);
  });
});
