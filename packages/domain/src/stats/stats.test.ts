import { describe, expect, it } from 'vitest';
import { classifyCard, countCardStates, MATURE_INTERVAL_DAYS } from './card-states.ts';
import {
  addDayKeys,
  dayKeyDistance,
  dayKeyWeekday,
  lastMonthKeys,
  monthOfDayKey,
} from './day-keys.ts';
import { forecastDays } from './forecast.ts';
import { heatmapLevel, heatmapWeeks } from './heatmap.ts';
import { retentionMonths, retentionPercent, trueRetention } from './retention.ts';
import { computeStreak, computeStreakWithFreezes } from './streak.ts';

describe('day keys', () => {
  it('adds calendar days across months, years and a DST change', () => {
    expect(addDayKeys('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDayKeys('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDayKeys('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDayKeys('2026-03-28', 2)).toBe('2026-03-30'); // Europe's spring change
    expect(dayKeyDistance('2026-11-01', '2026-12-01')).toBe(30);
    expect(() => addDayKeys('26-11-01', 1)).toThrow(RangeError);
  });

  it('knows weekdays (Monday 0) and months', () => {
    expect(dayKeyWeekday('2026-11-23')).toBe(0); // a Monday
    expect(dayKeyWeekday('2026-11-29')).toBe(6);
    expect(monthOfDayKey('2026-11-29')).toBe('2026-11');
    expect(lastMonthKeys('2026-02-15', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});

describe('card states', () => {
  const review = (intervalDays: number, repetitionCount: number) => ({
    review: { intervalDays, repetitionCount },
    suspended: false,
  });

  it('classifies new, learning, young and mature with the 21-day threshold', () => {
    expect(classifyCard({ review: null, suspended: false })).toBe('new');
    expect(classifyCard(review(1, 0))).toBe('learning');
    expect(classifyCard(review(30, 0))).toBe('learning'); // just failed
    expect(classifyCard(review(MATURE_INTERVAL_DAYS - 1, 3))).toBe('young');
    expect(classifyCard(review(MATURE_INTERVAL_DAYS, 4))).toBe('mature');
  });

  it('counts a suspended card apart, whatever its review state', () => {
    expect(classifyCard({ review: null, suspended: true })).toBe('suspended');
    expect(
      classifyCard({ review: { intervalDays: 60, repetitionCount: 5 }, suspended: true }),
    ).toBe('suspended');
    expect(
      countCardStates([
        { review: null, suspended: false },
        review(1, 0),
        review(6, 2),
        review(25, 4),
        { review: null, suspended: true },
      ]),
    ).toEqual({ new: 1, learning: 1, young: 1, mature: 1, suspended: 1 });
    expect(countCardStates([])).toEqual({ new: 0, learning: 0, young: 0, mature: 0, suspended: 0 });
  });
});

describe('streak', () => {
  it('counts days ending today', () => {
    expect(computeStreak(['2026-11-24', '2026-11-25', '2026-11-26'], '2026-11-26')).toEqual({
      current: 3,
      longest: 3,
      today: true,
    });
  });

  it('keeps a streak ending yesterday while today has no activity yet', () => {
    expect(computeStreak(['2026-11-24', '2026-11-25'], '2026-11-26')).toEqual({
      current: 2,
      longest: 2,
      today: false,
    });
  });

  it('loses it after a day without activity and remembers the longest run', () => {
    const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-20'];
    expect(computeStreak([...days, '2026-11-01'], '2026-11-26')).toEqual({
      current: 0,
      longest: 4,
      today: false,
    });
    expect(computeStreak(days, '2026-11-21')).toEqual({ current: 1, longest: 4, today: false });
    expect(computeStreak([], '2026-11-21')).toEqual({ current: 0, longest: 0, today: false });
  });

  it('ignores days after today', () => {
    expect(computeStreak(['2026-11-26', '2026-11-27'], '2026-11-26')).toEqual({
      current: 1,
      longest: 1,
      today: true,
    });
  });
});

describe('streak with freezes', () => {
  // 2026-11-23 is a Monday
  it('covers one missed day a week and counts only active days', () => {
    const days = ['2026-11-23', '2026-11-25', '2026-11-26'];
    expect(computeStreakWithFreezes(days, '2026-11-26')).toEqual({
      current: 3,
      longest: 3,
      today: true,
      frozenDays: ['2026-11-24'],
      freezeAvailable: false,
    });
    // the plain streak loses it
    expect(computeStreak(days, '2026-11-26').current).toBe(2);
  });

  it('breaks on a second missed day in the same week or two days in a row', () => {
    const twice = ['2026-11-23', '2026-11-25', '2026-11-27'];
    expect(computeStreakWithFreezes(twice, '2026-11-27')).toMatchObject({
      current: 1,
      longest: 2,
      frozenDays: ['2026-11-24'],
    });
    const gapOfTwo = ['2026-11-23', '2026-11-26'];
    expect(computeStreakWithFreezes(gapOfTwo, '2026-11-26')).toMatchObject({
      current: 1,
      frozenDays: [],
    });
    // one freeze in each week: Sunday 29th and Tuesday 1st
    const weeks = ['2026-11-28', '2026-11-30', '2026-12-02'];
    expect(computeStreakWithFreezes(weeks, '2026-12-02')).toMatchObject({
      current: 3,
      frozenDays: ['2026-11-29', '2026-12-01'],
      freezeAvailable: false,
    });
  });

  it('freezes yesterday once it is over, never today', () => {
    expect(computeStreakWithFreezes(['2026-11-24', '2026-11-25'], '2026-11-27')).toEqual({
      current: 2,
      longest: 2,
      today: false,
      frozenDays: ['2026-11-26'],
      freezeAvailable: false,
    });
    expect(computeStreakWithFreezes(['2026-11-24', '2026-11-25'], '2026-11-26')).toEqual({
      current: 2,
      longest: 2,
      today: false,
      frozenDays: [],
      freezeAvailable: true,
    });
    expect(computeStreakWithFreezes([], '2026-11-26')).toMatchObject({ current: 0, longest: 0 });
  });
});

describe('true retention', () => {
  it('rounds to one decimal and answers null without reviews', () => {
    expect(retentionPercent(2, 3)).toBe(66.7);
    expect(retentionPercent(0, 0)).toBeNull();
  });

  it('counts reviews of mature cards only, passing from rating 3', () => {
    const months = trueRetention(
      [
        { day: '2026-11-02', intervalDaysBefore: 21, rating: 3 },
        { day: '2026-11-03', intervalDaysBefore: 40, rating: 2 },
        { day: '2026-11-04', intervalDaysBefore: 30, rating: 5 },
        { day: '2026-11-04', intervalDaysBefore: 20, rating: 1 }, // young: not counted
        { day: '2026-11-04', intervalDaysBefore: null, rating: 1 }, // first review
        { day: '2026-10-31', intervalDaysBefore: 22, rating: 1 },
      ],
      '2026-11-26',
      3,
    );
    expect(months).toEqual([
      { month: '2026-09', reviews: 0, passed: 0, percent: null },
      { month: '2026-10', reviews: 1, passed: 0, percent: 0 },
      { month: '2026-11', reviews: 3, passed: 2, percent: 66.7 },
    ]);
    expect(retentionMonths([{ month: '2026-11', reviews: 4, passed: 3 }], '2026-11-26', 1)).toEqual(
      [{ month: '2026-11', reviews: 4, passed: 3, percent: 75 }],
    );
  });
});

describe('forecast', () => {
  it('fills 30 days from today and puts overdue cards on today', () => {
    const days = forecastDays(
      [
        { day: '2026-11-20', due: 3 },
        { day: '2026-11-26', due: 2 },
        { day: '2026-11-27', due: 5 },
        { day: '2026-12-25', due: 1 }, // day 30
        { day: '2026-12-26', due: 9 }, // past the window
      ],
      '2026-11-26',
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-11-26', due: 5 });
    expect(days[1]).toEqual({ day: '2026-11-27', due: 5 });
    expect(days[29]).toEqual({ day: '2026-12-25', due: 1 });
    expect(days.reduce((sum, d) => sum + d.due, 0)).toBe(11);
  });
});

describe('heatmap', () => {
  it('steps colours from the busiest day, 0 only without activity', () => {
    expect(heatmapLevel(0, 10)).toBe(0);
    expect(heatmapLevel(1, 100)).toBe(1);
    expect(heatmapLevel(50, 100)).toBe(2);
    expect(heatmapLevel(100, 100)).toBe(4);
  });

  it('lays out 365 days as Monday-first weeks ending with today', () => {
    const weeks = heatmapWeeks(
      [
        { day: '2026-11-26', count: 12 },
        { day: '2025-11-26', count: 5 }, // 366 days ago: outside
        { day: '2025-11-27', count: 6 },
      ],
      '2026-11-26', // a Thursday
    );
    expect(weeks).toHaveLength(53);
    const cells = weeks.flatMap((w) => w.cells).filter((c) => c !== null);
    expect(cells).toHaveLength(365);
    expect(cells[0]).toEqual({ day: '2025-11-27', count: 6, level: 2 });
    expect(cells.at(-1)).toEqual({ day: '2026-11-26', count: 12, level: 4 });
    const last = weeks.at(-1)!;
    expect(last.start).toBe('2026-11-23');
    expect(last.cells.slice(4)).toEqual([null, null, null]);
    expect(weeks[0]!.cells[0]).toBeNull(); // Monday 2025-11-24 is before the range
  });
});
