import { describe, expect, it } from 'vitest';
import { FSRS_BUTTON_RATINGS, nextFsrsMemory } from './fsrs.ts';
import {
  intervalLabel,
  isPracticeRating,
  previewRatings,
  ratingLabels,
  type CurrentSchedule,
} from './preview.ts';
import { scheduleRating, type SchedulerChoice } from './schedule.ts';
import { RATINGS } from './sm2.ts';

/** A learner in Ho Chi Minh City (UTC+7) whose day begins at 04:00. */
const TZ = 'Asia/Ho_Chi_Minh';
const sm2: SchedulerChoice = {
  scheduler: 'sm2',
  desiredRetention: 0.9,
  dayStartsAtHour: 4,
  timeZone: TZ,
};
const fsrs: SchedulerChoice = { ...sm2, scheduler: 'fsrs' };
/** 10:00 local on 22 November 2026. */
const NOW = new Date('2026-11-22T03:00:00Z');

/** A card last rated two days before NOW (a review, not practice), due today. */
const reviewed = (
  state: { easinessFactor: number; intervalDays: number; repetitionCount: number },
  memory: { stability: number; difficulty: number } | null = null,
): CurrentSchedule => ({
  ...state,
  stability: memory?.stability ?? null,
  difficulty: memory?.difficulty ?? null,
  lastReviewedAt: new Date('2026-11-20T03:00:00Z'),
  nextReviewDate: new Date('2026-11-21T21:00:00Z'), // 04:00 local on the 22nd
});

/** What the buttons `shown` read, as short strings ("session", "6 day", "1.1 year"). */
const read = (current: CurrentSchedule | null, choice: SchedulerChoice, at = NOW) => {
  const shown = choice.scheduler === 'fsrs' ? FSRS_BUTTON_RATINGS : RATINGS;
  const labels = ratingLabels(previewRatings(current, at, choice), shown);
  return shown.map((rating) => {
    const label = labels[rating];
    return label.unit === 'session' ? 'session' : `${label.value} ${label.unit}`;
  });
};

describe('the rating buttons under SM-2 (spec §9, issue 34 §3)', () => {
  it('a new card: the failing ratings bring it back in this sitting, the others say 1 day', () => {
    expect(read(null, sm2)).toEqual(['session', 'session', '1 day', '1 day', '1 day']);
    const previews = previewRatings(null, NOW, sm2);
    expect(RATINGS.map((r) => previews[r].again)).toEqual([true, true, false, false, false]);
    // the failing ratings are also due tomorrow, as the server schedules them
    expect(RATINGS.map((r) => previews[r].days)).toEqual([1, 1, 1, 1, 1]);
    expect(previews[3].practice).toBe(false);
  });

  it('a second passing review gives 6 days, then the interval times the new easiness', () => {
    expect(
      read(reviewed({ easinessFactor: 2.5, intervalDays: 1, repetitionCount: 1 }), sm2),
    ).toEqual(['session', 'session', '6 day', '6 day', '6 day']);
    // EF after 3 → 2.36 (6 × 2.36 = 14), after 4 → 2.5 (15), after 5 → 2.6 (16)
    expect(
      read(reviewed({ easinessFactor: 2.5, intervalDays: 6, repetitionCount: 2 }), sm2),
    ).toEqual(['session', 'session', '14 day', '15 day', '16 day']);
    // 40 × 2.36 = 94 days (3.1 months), × 2.5 = 100 (3.3), × 2.6 = 104 (3.5)
    expect(
      read(reviewed({ easinessFactor: 2.5, intervalDays: 40, repetitionCount: 4 }), sm2),
    ).toEqual(['session', 'session', '3.1 month', '3.3 month', '3.5 month']);
  });

  it('says the days where rounding would give different due dates one label', () => {
    // EF 1.35, 300 days: Trung bình → EF 1.3, 390 days (1.1 years); Dễ → 1.35, 405 days (also
    // 1.1 years); Rất dễ → 1.45, 435 days (1.2 years)
    expect(
      read(reviewed({ easinessFactor: 1.35, intervalDays: 300, repetitionCount: 6 }), sm2),
    ).toEqual(['session', 'session', '390 day', '405 day', '1.2 year']);
    // the same due date reads the same: EF 1.3 stays 1.3 after Trung bình and Dễ (390 days)
    expect(
      read(reviewed({ easinessFactor: 1.3, intervalDays: 300, repetitionCount: 6 }), sm2),
    ).toEqual(['session', 'session', '1.1 year', '1.1 year', '1.2 year']);
  });

  it('a card failed earlier today (relearning): back in this sitting, or due tomorrow as set', () => {
    // rated Khó at 09:00 local today: due at tomorrow's 04:00, rated again at 10:00 as practice
    const failedAt = new Date('2026-11-22T02:00:00Z');
    const failed = scheduleRating(
      reviewed({ easinessFactor: 2.5, intervalDays: 6, repetitionCount: 2 }),
      2,
      failedAt,
      sm2,
    );
    const current: CurrentSchedule = { ...failed, lastReviewedAt: failedAt };
    const previews = previewRatings(current, NOW, sm2);
    expect(RATINGS.every((r) => previews[r].practice)).toBe(true);
    expect(read(current, sm2)).toEqual(['session', 'session', '1 day', '1 day', '1 day']);
  });

  it('a card passed earlier today: practice leaves it due when it was', () => {
    const passedAt = new Date('2026-11-22T01:00:00Z'); // 08:00 local
    const passed = scheduleRating(
      reviewed({ easinessFactor: 2.5, intervalDays: 6, repetitionCount: 2 }),
      4,
      passedAt,
      sm2,
    );
    expect(read({ ...passed, lastReviewedAt: passedAt }, sm2)).toEqual([
      'session',
      'session',
      '15 day',
      '15 day',
      '15 day',
    ]);
  });
});

describe('the rating buttons under FSRS (issue 19 §2, issue 34 §3)', () => {
  it('a new card: Lại comes back in this sitting, Khó, Tốt and Dễ by FSRS-6', () => {
    // ts-fsrs's first stabilities (w0-w3): 0.212, 1.2931, 2.3065, 8.2956 days, at 90 %
    expect(read(null, fsrs)).toEqual(['session', '1 day', '2 day', '8 day']);
  });

  it('a reviewed card: four different intervals from its memory state', () => {
    const memory = nextFsrsMemory(null, 0, 4);
    const current = reviewed({ easinessFactor: 2.5, intervalDays: 1, repetitionCount: 1 }, memory);
    const labels = read(current, fsrs);
    expect(labels[0]).toBe('session');
    const days = previewRatings(current, NOW, fsrs);
    expect(days[3].days).toBeLessThan(days[4].days);
    expect(days[4].days).toBeLessThan(days[5].days);
    expect(new Set(labels).size).toBe(4);
    // what the server's step gives (scheduleRating), counted from today
    for (const rating of FSRS_BUTTON_RATINGS) {
      expect(days[rating].days).toBe(scheduleRating(current, rating, NOW, fsrs).fsrsIntervalDays);
    }
  });

  it('a card failed earlier today: Lại again in this sitting, the others tomorrow', () => {
    const failedAt = new Date('2026-11-22T02:00:00Z');
    const failed = scheduleRating(null, 1, failedAt, fsrs);
    expect(read({ ...failed, lastReviewedAt: failedAt }, fsrs)).toEqual([
      'session',
      '1 day',
      '1 day',
      '1 day',
    ]);
  });
});

describe('practice: rated already in the learner day (the server test)', () => {
  it('counts from the rollover hour in the learner zone, not from midnight', () => {
    const rated = new Date('2026-11-21T20:30:00Z'); // 03:30 local on the 22nd: still the 21st's day
    expect(isPracticeRating(rated, new Date('2026-11-21T20:45:00Z'), TZ, 4)).toBe(true);
    expect(isPracticeRating(rated, new Date('2026-11-21T21:00:00Z'), TZ, 4)).toBe(false); // 04:00
    expect(isPracticeRating(rated, new Date('2026-11-21T21:00:00Z'), TZ, 0)).toBe(true);
    expect(isPracticeRating(null, NOW, TZ, 4)).toBe(false);
  });

  it('a first rating after the rollover is scheduled, not practice', () => {
    const late = new Date('2026-11-21T20:30:00Z'); // rated at 03:30 local
    const current: CurrentSchedule = {
      ...scheduleRating(null, 4, late, sm2),
      lastReviewedAt: late,
    };
    const previews = previewRatings(current, NOW, sm2); // 10:00: a new learner day
    expect(previews[4].practice).toBe(false);
    expect(read(current, sm2)).toEqual(['session', 'session', '6 day', '6 day', '6 day']);
  });
});

describe('interval labels', () => {
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
