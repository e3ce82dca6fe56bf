/**
 * Learner-day helpers. A "day" in this product is the learner's calendar day in their own IANA
 * time zone (reported by the browser, default Asia/Ho_Chi_Minh), never the server's (DESIGN.md,
 * "Days are the learner's days"), and it begins at the learner's rollover hour
 * (`dayStartsAtHour`, 0-23, Anki's "next day starts at"; the preference defaults to 4, these
 * functions to 0 = midnight): at 02:00 with a rollover at 4 it is still yesterday. Every function
 * takes the instant `now` as an argument.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, isMatch, startOfDay, subDays } from 'date-fns';

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

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `key` is a calendar date written 'YYYY-MM-DD' that exists in the proleptic Gregorian
 * calendar and PostgreSQL can store as a `date`: year 0001-9999, month 01-12, a day the month
 * has (29 February only in leap years: 2028-02-29 yes, 2026-02-29 and 2026-04-31 no). The check
 * is date-fns's `isMatch` (its parser refuses a day past the month's end, where `Date.parse`
 * rolls 2026-02-29 over to 1 March); year 0000 is refused apart (PostgreSQL has no year 0).
 */
export function isCalendarDate(key: string): boolean {
  return DAY_KEY.test(key) && !key.startsWith('0000') && isMatch(key, 'yyyy-MM-dd');
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

/** A learner day: its date key and the instants (ms) at which it and the next day begin. */
export interface LearnerWindow {
  key: string;
  start: number;
  end: number;
}

/**
 * The learner day of `now`, computed with the zone's rules (no memo): the reference the memoised
 * functions below are tested against.
 * @throws RangeError for an invalid zone or hour.
 */
export function computeLearnerWindow(
  now: Date,
  timeZone: string,
  dayStartsAtHour: number,
): LearnerWindow {
  const date = learnerDate(now, timeZone, dayStartsAtHour);
  return {
    key: format(date, 'yyyy-MM-dd'),
    start: atHour(date, dayStartsAtHour).getTime(),
    end: atHour(addDays(date, 1), dayStartsAtHour).getTime(),
  };
}

/**
 * Memo of learner days (issue 20 §3: the zone maths took ~7 % of a rating's CPU). Every zone's
 * offset is a whole number of 15-minute steps today, so a day that begins and ends on 15-minute
 * boundaries (UTC) holds every 15-minute bucket between them whole: all instants of a bucket
 * share its learner day. Days that do not (a historical local-mean-time offset) are computed
 * every time. Bounded: cleared when full.
 */
const BUCKET_MS = 15 * 60_000;
const MEMO_LIMIT = 20_000;
const windows = new Map<string, LearnerWindow>();
const shiftedStarts = new Map<string, number>();

function learnerWindow(now: Date, timeZone: string, dayStartsAtHour: number): LearnerWindow {
  const ms = now.getTime();
  const memoKey = `${timeZone}|${dayStartsAtHour}|${Math.floor(ms / BUCKET_MS)}`;
  const found = windows.get(memoKey);
  if (found) return found;
  const day = computeLearnerWindow(now, timeZone, dayStartsAtHour);
  if (day.start % BUCKET_MS === 0 && day.end % BUCKET_MS === 0) {
    if (windows.size >= MEMO_LIMIT) windows.clear();
    windows.set(memoKey, day);
  }
  return day;
}

/**
 * The instant at which the learner's current day began: the rollover hour (default midnight) of
 * their calendar date in `timeZone`.
 * @throws RangeError when `timeZone` is not a valid IANA zone or the hour is not 0-23.
 */
export function startOfLearnerDay(now: Date, timeZone: string, dayStartsAtHour = 0): Date {
  return new Date(learnerWindow(now, timeZone, dayStartsAtHour).start);
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
  const day = learnerWindow(now, timeZone, dayStartsAtHour);
  if (days === 0) return new Date(day.start);
  if (days === 1) return new Date(day.end);
  // the result depends on the learner day only, not on the instant within it
  const memoKey = `${timeZone}|${dayStartsAtHour}|${day.key}|${days}`;
  let start = shiftedStarts.get(memoKey);
  if (start === undefined) {
    start = atHour(
      addDays(learnerDate(now, timeZone, dayStartsAtHour), days),
      dayStartsAtHour,
    ).getTime();
    if (shiftedStarts.size >= MEMO_LIMIT) shiftedStarts.clear();
    shiftedStarts.set(memoKey, start);
  }
  return new Date(start);
}

/** The learner's calendar date of `now` as 'YYYY-MM-DD' (with the rollover hour). */
export function learnerDayKey(now: Date, timeZone: string, dayStartsAtHour = 0): string {
  return learnerWindow(now, timeZone, dayStartsAtHour).key;
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
