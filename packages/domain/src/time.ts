/**
 * Learner-day helpers. A "day" in this product is the learner's calendar day in their own IANA
 * time zone (reported by the browser, default Asia/Ho_Chi_Minh), never the server's (DESIGN.md,
 * "Days are the learner's days"). Every function takes the instant `now` as an argument.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

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

/**
 * The instant at which the learner's current day began (local midnight in `timeZone`).
 * @throws RangeError when `timeZone` is not a valid IANA zone.
 */
export function startOfLearnerDay(now: Date, timeZone: string): Date {
  return new Date(startOfDay(new TZDate(now.getTime(), timeZone)).getTime());
}

/**
 * Local midnight `days` calendar days after the start of the learner's current day; DST-safe
 * because the addition happens on the local calendar.
 */
export function addLearnerDays(now: Date, days: number, timeZone: string): Date {
  const start = startOfDay(new TZDate(now.getTime(), timeZone));
  return new Date(addDays(start, days).getTime());
}

/** The learner's calendar date of `now` as 'YYYY-MM-DD'. */
export function learnerDayKey(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The learner's calendar date parts of `now` (month 1-12). */
export function learnerDateParts(
  now: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const local = new TZDate(now.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** True when both instants fall on the same calendar day for the learner. */
export function isSameLearnerDay(a: Date, b: Date, timeZone: string): boolean {
  return learnerDayKey(a, timeZone) === learnerDayKey(b, timeZone);
}
