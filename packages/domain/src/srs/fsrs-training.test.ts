import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { FSRS_DECAY, FSRS_FACTOR, fsrsCurve, nextFsrsMemory } from './fsrs.ts';
import { FSRS_OPTIMIZE_MIN_REVIEWS, fsrsTrainingItems } from './fsrs-training.ts';
import { scheduleRating } from './schedule.ts';

describe("FSRS optimiser's training set (issue 19 §2)", () => {
  it("offers optimising from Anki's 400 reviews", () => {
    expect(FSRS_OPTIMIZE_MIN_REVIEWS).toBe(400);
  });

  it('gives one item per review after the first, each with every review before it', () => {
    const items = fsrsTrainingItems([
      [
        { rating: 4, elapsedDays: 0 },
        { rating: 2, elapsedDays: 3 },
        { rating: 5, elapsedDays: 1 },
      ],
      [{ rating: 3, elapsedDays: 0 }],
      [
        { rating: 1, elapsedDays: 7 },
        { rating: 3, elapsedDays: 2.4 },
      ],
    ]);
    expect(items).toEqual([
      [
        { grade: 3, deltaT: 0 },
        { grade: 1, deltaT: 3 },
      ],
      [
        { grade: 3, deltaT: 0 },
        { grade: 1, deltaT: 3 },
        { grade: 4, deltaT: 1 },
      ],
      // the first review's days are always 0 (fsrs-rs requires it), later days whole
      [
        { grade: 1, deltaT: 0 },
        { grade: 2, deltaT: 2 },
      ],
    ]);
    expect(fsrsTrainingItems([])).toEqual([]);
  });
});

describe("the learner's own FSRS parameters", () => {
  const own = [...default_w];
  own[0] = 0.5; // initial stability of Again
  own[2] = 5; // initial stability of Good
  own[20] = 0.3; // decay

  it('move the memory state and the due date of a rating', () => {
    expect(nextFsrsMemory(null, 0, 4, own).stability).toBeCloseTo(5, 6);
    const choice = {
      scheduler: 'fsrs' as const,
      desiredRetention: 0.9,
      dayStartsAtHour: 4,
      timeZone: 'Asia/Ho_Chi_Minh',
    };
    const at = new Date('2026-11-27T03:00:00Z');
    const standard = scheduleRating(null, 4, at, choice);
    const mine = scheduleRating(null, 4, at, { ...choice, parameters: own });
    expect(mine.stability).toBeCloseTo(5, 6);
    expect(standard.stability).toBeCloseTo(default_w[2]!, 6);
    // retention 0.9 gives an interval of about the stability
    expect(mine.fsrsIntervalDays).toBe(5);
    expect(mine.nextReviewDate.toISOString()).toBe('2026-12-01T21:00:00.000Z');
  });

  it("give the forgetting curve's decay (w20) and its factor", () => {
    expect(fsrsCurve()).toEqual({ decay: FSRS_DECAY, factor: FSRS_FACTOR });
    const curve = fsrsCurve(own);
    expect(curve.decay).toBe(0.3);
    expect(curve.factor).toBeCloseTo(Math.pow(0.9, -1 / 0.3) - 1, 12);
  });
});
