import { describe, expect, it } from 'vitest';
import { addLearnerDays, computeLearnerWindow, learnerDayKey, startOfLearnerDay } from './time.ts';

/**
 * The memoised learner-day functions against the zone maths itself, over zones with whole,
 * half and quarter-hour offsets and DST changes of an hour and of half an hour, at every
 * rollover hour that a change can touch, every 13 minutes around each change (issue 20 §3).
 */
const CASES: [string, string][] = [
  ['Asia/Ho_Chi_Minh', '2026-11-27T00:00:00Z'],
  ['Asia/Kolkata', '2026-03-01T00:00:00Z'],
  ['Asia/Kathmandu', '2026-06-10T00:00:00Z'],
  ['America/New_York', '2026-03-07T12:00:00Z'], // clocks forward 8 March
  ['America/New_York', '2026-10-31T12:00:00Z'], // back 1 November
  ['Europe/London', '2026-03-28T12:00:00Z'], // forward 29 March at 01:00
  ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'], // back half an hour 5 April
  ['America/St_Johns', '2026-03-07T12:00:00Z'], // −3:30, forward 8 March
];
const HOURS = [0, 1, 2, 3, 4, 23];
const STEP_MS = 13 * 60_000;

describe('learner-day memo (issue 20 §3)', () => {
  it('answers exactly what the zone maths answer, in any order of calls', () => {
    let checked = 0;
    for (const [zone, from] of CASES) {
      for (const hour of HOURS) {
        const first = Date.parse(from);
        // two days, visited twice: the second pass answers from the memo
        const instants: number[] = [];
        for (let t = first; t < first + 2 * 86_400_000; t += STEP_MS) instants.push(t);
        for (const t of [...instants, ...instants.reverse()]) {
          const now = new Date(t);
          const reference = computeLearnerWindow(now, zone, hour);
          expect(learnerDayKey(now, zone, hour)).toBe(reference.key);
          expect(startOfLearnerDay(now, zone, hour).getTime()).toBe(reference.start);
          expect(addLearnerDays(now, 1, zone, hour).getTime()).toBe(reference.end);
          const later = new Date(reference.start + 40 * 86_400_000 + 12 * 3_600_000);
          expect(addLearnerDays(now, 40, zone, hour).getTime()).toBe(
            computeLearnerWindow(later, zone, hour).start,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20_000);
  }, 60_000);

  it('still refuses a bad zone or hour', () => {
    const now = new Date('2026-11-27T03:00:00Z');
    expect(() => learnerDayKey(now, 'Mars/Olympus', 4)).toThrow(RangeError);
    expect(() => startOfLearnerDay(now, 'Asia/Ho_Chi_Minh', 24)).toThrow(RangeError);
    expect(() => addLearnerDays(now, 3, 'Asia/Ho_Chi_Minh', 4.5)).toThrow(RangeError);
  });
});
