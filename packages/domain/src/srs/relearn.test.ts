import { describe, expect, it } from 'vitest';
import { comesBack, intervalLabel, RELEARN_GAP, relearnSlot } from './relearn.ts';
import { previewSchedule, type CardSchedule } from './schedule.ts';

/** The buttons' intervals under SM-2 (what the study screen shows), for a card in `state`. */
const previewIntervals = (
  state: { easinessFactor: number; intervalDays: number; repetitionCount: number } | null,
) => {
  const before: CardSchedule | null = state && {
    ...state,
    stability: null,
    difficulty: null,
    lastReviewedAt: new Date('2026-11-20T03:00:00Z'),
  };
  return previewSchedule(before, new Date('2026-11-22T03:00:00Z'), {
    scheduler: 'sm2',
    desiredRetention: 0.9,
    dayStartsAtHour: 4,
    timeZone: 'Asia/Ho_Chi_Minh',
  });
};

describe('failed cards come back (issue 19)', () => {
  it('brings back Rất khó and Khó only', () => {
    expect([1, 2, 3, 4, 5].map((r) => comesBack(r as 1 | 2 | 3 | 4 | 5))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('puts the repeat after five other cards, or at the end', () => {
    expect(RELEARN_GAP).toBe(5);
    expect(relearnSlot(0, 20)).toBe(6); // cards 1-5 come between
    expect(relearnSlot(10, 20)).toBe(16);
    expect(relearnSlot(17, 20)).toBe(20); // two left: at the end
    expect(relearnSlot(19, 20)).toBe(20); // the last card: right after it
    expect(() => relearnSlot(20, 20)).toThrow(RangeError);
  });
});

describe('the interval on each rating button (previewSchedule under SM-2)', () => {
  it('previews the SM-2 step of spec §9 for a new card', () => {
    expect(previewIntervals(null)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 });
  });

  it('previews 6 days on the second passing review and EF × interval after', () => {
    expect(previewIntervals({ easinessFactor: 2.5, intervalDays: 1, repetitionCount: 1 })).toEqual({
      1: 1,
      2: 1,
      3: 6,
      4: 6,
      5: 6,
    });
    // rep 2, interval 6: EF after 3 → 2.36 (14), after 4 → 2.5 (15), after 5 → 2.6 (16)
    expect(previewIntervals({ easinessFactor: 2.5, intervalDays: 6, repetitionCount: 2 })).toEqual({
      1: 1,
      2: 1,
      3: 14,
      4: 15,
      5: 16,
    });
  });

  it('labels days, months and years', () => {
    expect(intervalLabel(1)).toEqual({ unit: 'day', value: 1 });
    expect(intervalLabel(29)).toEqual({ unit: 'day', value: 29 });
    expect(intervalLabel(30)).toEqual({ unit: 'month', value: 1 });
    expect(intervalLabel(75)).toEqual({ unit: 'month', value: 2.5 });
    expect(intervalLabel(365)).toEqual({ unit: 'year', value: 1 });
    expect(intervalLabel(438)).toEqual({ unit: 'year', value: 1.2 });
    expect(() => intervalLabel(-1)).toThrow(RangeError);
  });
});
