import { default_w, fsrs, generatorParameters } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESIRED_RETENTION,
  FSRS_BUTTON_RATINGS,
  fsrsGrade,
  fsrsIntervalDays,
  fsrsRetrievability,
  nextFsrsMemory,
  replayFsrs,
} from './fsrs.ts';

describe('FSRS glue (issue 19 §2)', () => {
  it('maps the five ratings to FSRS grades and offers four buttons', () => {
    expect([1, 2, 3, 4, 5].map((r) => fsrsGrade(r as 1 | 2 | 3 | 4 | 5))).toEqual([1, 1, 2, 3, 4]);
    expect(FSRS_BUTTON_RATINGS).toEqual([1, 3, 4, 5]);
    expect(DEFAULT_DESIRED_RETENTION).toBe(0.9);
  });

  it("gives a new card exactly ts-fsrs's initial stability and difficulty for its grade", () => {
    // FSRS-6 default weights: w0-w3 are the initial stabilities of Again, Hard, Good, Easy
    expect(default_w.length).toBe(21);
    const reference = fsrs(generatorParameters({ enable_short_term: false }));
    for (const [rating, grade] of [
      [1, 1],
      [3, 2],
      [4, 3],
      [5, 4],
    ] as const) {
      const memory = nextFsrsMemory(null, 0, rating);
      expect(memory.stability).toBe(default_w[grade - 1]);
      expect(memory).toEqual(reference.next_state(null, 0, grade));
    }
    expect(nextFsrsMemory(null, 0, 4)).toEqual({ stability: 2.3065, difficulty: 2.11810397 });
  });

  it('schedules by the desired retention: lower retention, longer intervals', () => {
    const memory = nextFsrsMemory(nextFsrsMemory(null, 0, 4), 3, 4);
    expect(fsrsIntervalDays(memory, 0.9)).toBe(14);
    expect(fsrsIntervalDays(memory, 0.8)).toBeGreaterThan(14);
    expect(fsrsIntervalDays(memory, 0.97)).toBeLessThan(14);
    expect(() => fsrsIntervalDays(memory, 0.5)).toThrow(RangeError);
  });

  it('replays a history into the same state as rating step by step', () => {
    const history = [
      { rating: 4, elapsedDays: 0 },
      { rating: 2, elapsedDays: 3 },
      { rating: 5, elapsedDays: 1 },
    ] as const;
    let step = nextFsrsMemory(null, 0, 4);
    step = nextFsrsMemory(step, 3, 2);
    step = nextFsrsMemory(step, 1, 5);
    expect(replayFsrs(history)).toEqual(step);
    expect(replayFsrs([])).toBeNull();
  });

  it("computes ts-fsrs's retrievability: 90 % after S days", () => {
    const reference = fsrs(generatorParameters({ enable_short_term: false }));
    expect(fsrsRetrievability(5, 5)).toBeCloseTo(0.9, 10);
    expect(fsrsRetrievability(5, 0)).toBe(1);
    // ts-fsrs rounds to 8 decimals
    expect(fsrsRetrievability(3, 10)).toBeCloseTo(reference.forgetting_curve(10, 3), 7);
  });
});
