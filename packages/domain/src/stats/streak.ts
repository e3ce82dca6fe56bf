/**
 * The study streak of the statistics page (issue 19 §3): consecutive learner days with any
 * activity (a rating, a game, an IELTS test). The current streak ends today, or yesterday when
 * today has no activity yet (the streak is not lost until the day is over).
 */
import { addDayKeys } from './day-keys.ts';

export interface Streak {
  /** Consecutive active days ending today (or yesterday when today is not active yet). */
  current: number;
  /** The longest run of consecutive active days ever. */
  longest: number;
  /** True when today already has activity. */
  today: boolean;
}

/**
 * The current and longest streak from the keys ('YYYY-MM-DD') of the learner days with
 * activity, in any order (duplicates allowed), and today's key. Days after today are ignored.
 * @throws RangeError when a key is not a 'YYYY-MM-DD' date.
 */
export function computeStreak(activeDays: Iterable<string>, todayKey: string): Streak {
  const days = new Set<string>();
  for (const day of activeDays) if (day <= todayKey) days.add(day);
  const today = days.has(todayKey);
  let current = 0;
  let cursor = today ? todayKey : addDayKeys(todayKey, -1);
  while (days.has(cursor)) {
    current += 1;
    cursor = addDayKeys(cursor, -1);
  }
  let longest = 0;
  for (const day of days) {
    if (days.has(addDayKeys(day, -1))) continue; // not the first day of a run
    let length = 1;
    let next = addDayKeys(day, 1);
    while (days.has(next)) {
      length += 1;
      next = addDayKeys(next, 1);
    }
    longest = Math.max(longest, length);
  }
  return { current, longest, today };
}
