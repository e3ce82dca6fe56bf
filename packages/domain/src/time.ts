/**
 * Learner-day helpers. A "day" in this product is the learner's calendar day in their own IANA
 * time zone (reported by the browser, default Asia/Ho_Chi_Minh), never the server's (DESIGN.md,
 * "Days are the learner's days"), and it begins at the learner's rollover hour
 * (`dayStartsAtHour`, 0-23, Anki's "next day starts at"; the preference defaults to 4, these
 * functions to 0 = midnight): at 02:00 with a rollover at 4 it is still yesterday. Every function
 * takes the instant `now` as an argument.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay, subDays } from 'date-fns';

/** Time zone used when the browser reports none: the product's audience is in Vietnam. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const knownTimeZones = new Set<string>();

/**
 * True when `timeZone` is an IANA zone name this runtime knows (e.g. 'Europe/London'). Valid
 * names are remembered: constructing an Intl.DateTimeFormat costs about 0.3 ms.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  if (knownTimeZones.size < 1000) knownTimeZones.add(timeZone);
  return true;
}

/** Hours 0-23: the local hour at which the learner's day begins. */
function checkHour(dayStartsAtHour: number): number {
  if (!Number.isInteger(dayStartsAtHour) || dayStartsAtHour < 0 || dayStartsAtHour > 23) {
    throw new RangeError(`dayStartsAtHour must be an integer 0-23, got ${dayStartsAtHour}`);
  }
  return dayStartsAtHour;
}

/** Local midnight of the learner's calendar date at `now` (the date the rollover hour gives). */
function learnerDate(now: Date, timeZone: string, dayStartsAtHour: number): TZDate {
  const local = new TZDate(now.getTime(), timeZone);
  const midnight = startOfDay(local);
  return local.getHours() < checkHour(dayStartsAtHour) ? subDays(midnight, 1) : midnight;
}

/** `date` (a local midnight) at the rollover hour, on the local clock. */
function atHour(date: TZDate, dayStartsAtHour: number): Date {
  const start = new TZDate(date.getTime(), date.timeZone);
  start.setHours(dayStartsAtHour, 0, 0, 0);
  return new Date(start.getTime());
}

/**
 * The instant at which the learner's current day began: the rollover hour (default midnight) of
 * their calendar date in `timeZone`.
 * @throws RangeError when `timeZone` is not a valid IANA zone or the hour is not 0-23.
 */
export function startOfLearnerDay(now: Date, timeZone: string, dayStartsAtHour = 0): Date {
  return atHour(learnerDate(now, timeZone, dayStartsAtHour), dayStartsAtHour);
}

/**
 * The start of the learner's day `days` calendar days after their current one (at the rollover
 * hour, default local midnight); DST-safe because the addition happens on the local calendar.
 * Due dates are these instants (spec §9: "the learner's today plus the interval in days").
 */
export function addLearnerDays(
  now: Date,
  days: number,
  timeZone: string,
  dayStartsAtHour = 0,
): Date {
  const date = addDays(learnerDate(now, timeZone, dayStartsAtHour), days);
  return atHour(date, dayStartsAtHour);
}

/** The learner's calendar date of `now` as 'YYYY-MM-DD' (with the rollover hour). */
export function learnerDayKey(now: Date, timeZone: string, dayStartsAtHour = 0): string {
  return format(learnerDate(now, timeZone, dayStartsAtHour), 'yyyy-MM-dd');
}

/** The learner's calendar date parts of `now` (month 1-12). */
export function learnerDateParts(
  now: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const local = new TZDate(now.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** True when both instants fall on the same learner day (with the rollover hour). */
export function isSameLearnerDay(a: Date, b: Date, timeZone: string, dayStartsAtHour = 0): boolean {
  return (
    learnerDayKey(a, timeZone, dayStartsAtHour) === learnerDayKey(b, timeZone, dayStartsAtHour)
  );
}
