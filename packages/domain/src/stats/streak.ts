/**
 * The study streak of the statistics page (issue 19 §3): consecutive learner days with any
 * activity (a rating, a game, an IELTS test). The current streak ends today, or yesterday when
 * today has no activity yet (the streak is not lost until the day is over).
 */
import { addDayKeys, dayKeyDistance, dayKeyWeekday } from './day-keys.ts';

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

/** A streak kept over missed days by freezes (issue 21 §4). */
export interface FrozenStreak extends Streak {
  /** The missed days a freeze covered, in the current or longest run, oldest first. */
  frozenDays: string[];
  /** True when the week of today (Monday to Sunday) has not used its freeze yet. */
  freezeAvailable: boolean;
}

/**
 * The streak with one freeze per week (issue 21 §4, like Duolingo's streak freeze, but given
 * every week and used by itself): a day without activity keeps the run going when no other day
 * of its week (Monday to Sunday, dayKeyWeekday) was frozen, and a run still needs an active
 * day on each side of a frozen one (a freeze never starts or ends a run; today, not over yet,
 * is never frozen). Frozen days keep the run but do not count in its length. `frozenDays`:
 * every frozen day of every run, oldest first; `freezeAvailable`: no day of today's week was
 * frozen. Keys are 'YYYY-MM-DD'; days after today are ignored.
 * @throws RangeError when a key is not a 'YYYY-MM-DD' date.
 */
export function computeStreakWithFreezes(
  activeDays: Iterable<string>,
  todayKey: string,
): FrozenStreak {
  const days = [...new Set([...activeDays].filter((day) => day <= todayKey))].sort();
  const today = days.includes(todayKey);
  const frozenDays: string[] = [];
  const frozenWeeks = new Set<string>();
  const weekOf = (day: string) => addDayKeys(day, -dayKeyWeekday(day));
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    if (previous !== null) {
      const gap = dayKeyDistance(previous, day) - 1;
      const missed = addDayKeys(previous, 1);
      if (gap === 1 && !frozenWeeks.has(weekOf(missed))) {
        frozenWeeks.add(weekOf(missed));
        frozenDays.push(missed);
      } else if (gap > 0) run = 0;
    }
    run += 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  // the run is current when it reaches today, yesterday, or the day before with yesterday frozen
  let current = 0;
  if (previous !== null) {
    const sinceLast = dayKeyDistance(previous, todayKey);
    const yesterday = addDayKeys(todayKey, -1);
    if (sinceLast <= 1) current = run;
    else if (sinceLast === 2 && !today && !frozenWeeks.has(weekOf(yesterday))) {
      // yesterday is over without activity: this week's freeze covers it
      frozenWeeks.add(weekOf(yesterday));
      frozenDays.push(yesterday);
      current = run;
    }
  }
  return {
    current,
    longest,
    today,
    frozenDays,
    freezeAvailable: !frozenWeeks.has(weekOf(todayKey)),
  };
}
