/**
 * The daily goal and its reminder (issue 21 §4). The goal is minutes of study a learner day,
 * measured from the time the app already records: answer time of ratings (each capped as the
 * statistics cap it), games' and tests' durations, IELTS tests' time taken. The reminder e-mail
 * goes out once a learner day, at the learner's chosen local hour or later that day, when the
 * goal is not met yet.
 */
import { TZDate } from '@date-fns/tz';
import { learnerDayKey } from '../time.ts';

/** The daily goal a learner who never chose has (issue 21 §4). */
export const DEFAULT_DAILY_GOAL_MINUTES = 15;
export const DAILY_GOAL_MIN_MINUTES = 5;
export const DAILY_GOAL_MAX_MINUTES = 240;
/** The local hour of the reminder a learner who never chose has (19:00). */
export const DEFAULT_REMINDER_HOUR = 19;

export interface GoalProgress {
  /** Whole minutes studied today (rounded down). */
  minutes: number;
  goalMinutes: number;
  /**
   * 0-100, for the ring: the whole minutes shown over the goal, rounded down, so that the ring
   * and its text ("7/15 phút" and 46 %) never disagree (issue 34 §7).
   */
  percent: number;
  met: boolean;
}

/**
 * Today's progress towards the goal from the seconds studied today (≥ 0) and the goal in
 * minutes (> 0). The goal is met at the goal's minutes exactly.
 */
export function goalProgress(secondsToday: number, goalMinutes: number): GoalProgress {
  const minutes = Math.floor(Math.max(0, secondsToday) / 60);
  const met = minutes >= goalMinutes;
  return {
    minutes,
    goalMinutes,
    percent: met ? 100 : Math.floor((minutes * 100) / goalMinutes),
    met,
  };
}

/**
 * The learner day ('YYYY-MM-DD') whose reminder is due at `now`, or null before the reminder's
 * time. The reminder is due from the first `reminderHour` o'clock (local wall clock in
 * `timeZone`) after the learner day began at `dayStartsAtHour` until the day ends: a reminder
 * hour before the rollover hour belongs to the end of the learner day (e.g. rollover 4,
 * reminder 1 → 01:00 the next calendar morning). Wall-clock hours: on a DST change day the
 * reminder still comes at its local hour.
 * @throws RangeError when `timeZone` is not a valid IANA zone or an hour is not 0-23.
 */
export function reminderDayDue(
  now: Date,
  timeZone: string,
  dayStartsAtHour: number,
  reminderHour: number,
): string | null {
  if (!Number.isInteger(reminderHour) || reminderHour < 0 || reminderHour > 23) {
    throw new RangeError(`not an hour: ${reminderHour}`);
  }
  const day = learnerDayKey(now, timeZone, dayStartsAtHour);
  const localHour = new TZDate(now.getTime(), timeZone).getHours();
  const hoursIntoDay = (localHour - dayStartsAtHour + 24) % 24;
  const reminderIntoDay = (reminderHour - dayStartsAtHour + 24) % 24;
  return hoursIntoDay >= reminderIntoDay ? day : null;
}
