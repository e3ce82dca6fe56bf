import { describe, expect, it } from 'vitest';
import {
  applySm2,
  difficultyName,
  DEFAULT_EASINESS_FACTOR,
  MAX_INTERVAL_DAYS,
  MIN_EASINESS_FACTOR,
  nextEasinessFactor,
  scheduleReview,
  type Rating,
  type Sm2State,
} from './sm2.ts';

const s = (easinessFactor: number, intervalDays: number, repetitionCount: number): Sm2State => ({
  easinessFactor,
  intervalDays,
  repetitionCount,
});

describe('SM-2 constants (spec §9)', () => {
  it('pins the default easiness factor and its floor', () => {
    expect(DEFAULT_EASINESS_FACTOR).toBe(2.5);
    expect(MIN_EASINESS_FACTOR).toBe(1.3);
  });
});

describe('nextEasinessFactor: ef + 0.1 - (5-q)(0.08 + 0.02(5-q)), floor 1.3, 2 decimals', () => {
  it.each<[number, Rating, number]>([
    [2.5, 5, 2.6],
    [2.5, 4, 2.5],
    [2.5, 3, 2.36],
    [2.5, 2, 2.18],
    [2.5, 1, 1.96],
    // rounding to 2 decimals hides binary float noise (1.96 + 0.1 = 2.0599999999999996)
    [1.96, 5, 2.06],
    [2.18, 2, 1.86],
    [2.36, 3, 2.22],
    // floor
    [1.4, 3, 1.3],
    [1.3, 1, 1.3],
    [1.5, 1, 1.3],
    [1.3, 5, 1.4],
  ])('ef %d rated %d → %d', (ef, q, expected) => {
    expect(nextEasinessFactor(ef, q)).toBe(expected);
  });
});

describe('applySm2', () => {
  it.each<[string, Sm2State | null, Rating, Sm2State]>([
    ['new card rated 5', null, 5, s(2.6, 1, 1)],
    ['new card rated 4', null, 4, s(2.5, 1, 1)],
    ['new card rated 3', null, 3, s(2.36, 1, 1)],
    ['new card rated 2 resets', null, 2, s(2.18, 1, 0)],
    ['new card rated 1 resets', null, 1, s(1.96, 1, 0)],
    ['second pass: interval 6 when repetition count was 1', s(2.5, 1, 1), 4, s(2.5, 6, 2)],
    ['third pass: round(6 × 2.5) = 15', s(2.5, 6, 2), 4, s(2.5, 15, 3)],
    ['uses the new easiness factor: round(6 × 2.6) = 16', s(2.5, 6, 2), 5, s(2.6, 16, 3)],
    ['rating 3 still passes: round(6 × 2.36) = 14', s(2.5, 6, 2), 3, s(2.36, 14, 3)],
    ['round(16 × 2.6) = round(41.6) = 42', s(2.6, 16, 3), 4, s(2.6, 42, 4)],
    ['floor applies before the interval: round(6 × 1.3) = 8', s(1.4, 6, 2), 3, s(1.3, 8, 3)],
    ['rating below 3 resets a mature card', s(2.6, 42, 4), 2, s(2.28, 1, 0)],
    ['rating 1 on the floor stays on the floor', s(1.3, 10, 5), 1, s(1.3, 1, 0)],
    ['after a reset the next pass is 1 day again', s(1.96, 1, 0), 4, s(1.96, 1, 1)],
    ['and then 6 days', s(1.96, 1, 1), 5, s(2.06, 6, 2)],
  ])('%s', (_name, previous, rating, expected) => {
    expect(applySm2(previous, rating)).toEqual(expected);
  });

  it('rejects ratings outside 1-5', () => {
    expect(() => applySm2(null, 0 as Rating)).toThrow(RangeError);
    expect(() => applySm2(null, 6 as Rating)).toThrow(RangeError);
    expect(() => applySm2(null, 2.5 as Rating)).toThrow(RangeError);
  });

  it('caps the interval at 36,500 days (Anki default maximum interval)', () => {
    expect(MAX_INTERVAL_DAYS).toBe(36_500);
    expect(applySm2(s(2.5, 20_000, 12), 5)).toEqual(s(2.6, 36_500, 13));
    expect(applySm2(s(2.6, 36_500, 13), 4)).toEqual(s(2.6, 36_500, 14));
  });

  it('keeps every due date a valid instant after many "very easy" ratings in a row', () => {
    let state: Sm2State | null = null;
    const now = new Date('2026-11-22T03:00:00Z');
    for (let i = 0; i < 40; i += 1) {
      const next = scheduleReview(state, 5, now, 'Asia/Ho_Chi_Minh');
      expect(Number.isNaN(next.nextReviewDate.getTime())).toBe(false);
      expect(next.nextReviewDate.getUTCFullYear()).toBeLessThanOrEqual(2127);
      state = next;
    }
    expect(state?.intervalDays).toBe(MAX_INTERVAL_DAYS);
  });

  it('does not modify the previous state', () => {
    const previous = s(2.5, 6, 2);
    applySm2(previous, 5);
    expect(previous).toEqual(s(2.5, 6, 2));
  });
});

describe('scheduleReview: next review = learner today + interval days', () => {
  it('schedules from local midnight in the learner time zone (UTC)', () => {
    const now = new Date('2026-03-10T16:30:00Z');
    const r = scheduleReview(null, 4, now, 'UTC');
    expect(r.nextReviewDate.toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });

  it('a learner at UTC+7 at 23:30 gets tomorrow local midnight', () => {
    // 23:30 on 10 March in Ho Chi Minh City
    const now = new Date('2026-03-10T16:30:00Z');
    const r = scheduleReview(null, 4, now, 'Asia/Ho_Chi_Minh');
    expect(r.nextReviewDate.toISOString()).toBe('2026-03-10T17:00:00.000Z');
  });

  it('a learner at UTC+7 just after midnight counts from the new local day', () => {
    // 00:30 on 11 March in Ho Chi Minh City, still 10 March in UTC
    const now = new Date('2026-03-10T17:30:00Z');
    const r = scheduleReview(s(2.5, 1, 1), 4, now, 'Asia/Ho_Chi_Minh');
    expect(r.intervalDays).toBe(6);
    expect(r.nextReviewDate.toISOString()).toBe('2026-03-16T17:00:00.000Z');
  });

  it('adds calendar days across a DST change', () => {
    const now = new Date('2026-03-28T12:00:00Z'); // London switches to BST on 29 March
    const r = scheduleReview(s(2.5, 1, 1), 2, now, 'Europe/London');
    expect(r.nextReviewDate.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    const r6 = scheduleReview(s(2.5, 1, 1), 4, now, 'Europe/London');
    expect(r6.nextReviewDate.toISOString()).toBe('2026-04-02T23:00:00.000Z');
  });
});

describe('difficultyName', () => {
  it('gives the code of each rating, never a label', () => {
    expect([1, 2, 3, 4, 5].map((r) => difficultyName(r as Rating))).toEqual([
      'VERY_HARD',
      'HARD',
      'MEDIUM',
      'EASY',
      'VERY_EASY',
    ]);
  });
});
