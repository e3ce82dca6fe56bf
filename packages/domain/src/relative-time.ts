/**
 * How far an instant is from now, in the one unit a person would say ("5 minutes ago",
 * "yesterday", "in 3 days", "2 weeks ago"), and the part of the day a greeting names. The web
 * turns the figures into words with Intl (the "relative" kind of apps/web/src/i18n/dates.ts);
 * this module only chooses. Days, weeks, months and years are calendar ones in the learner's
 * time zone (date-fns with @date-fns/tz), so 23:50 yesterday is "yesterday", not "10 minutes
 * ago" rounded into today.
 */
import { TZDate, tz } from '@date-fns/tz';
import {
  differenceInCalendarDays,
  differenceInCalendarMonths,
  differenceInCalendarYears,
  differenceInMinutes,
  differenceInSeconds,
} from 'date-fns';

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** A signed distance: negative in the past, positive in the future, 0 "now" / "today". */
export interface RelativeTime {
  value: number;
  unit: RelativeUnit;
}

/**
 * The distance from `now` to `at` in the learner's `timeZone` (an IANA name):
 * - under a minute: 0 seconds ("now");
 * - under an hour: whole minutes;
 * - the same calendar day: whole hours;
 * - under a week of calendar days: days ("yesterday", "in 3 days");
 * - under 5 weeks: whole weeks; under a year of calendar months: months; else calendar years.
 */
export function relativeTime(at: Date, now: Date, timeZone: string): RelativeTime {
  const inZone = { in: tz(timeZone) };
  const seconds = differenceInSeconds(at, now);
  if (Math.abs(seconds) < 60) return { value: 0, unit: 'second' };
  const minutes = differenceInMinutes(at, now);
  if (Math.abs(minutes) < 60) return { value: minutes, unit: 'minute' };
  const days = differenceInCalendarDays(at, now, inZone);
  if (days === 0) return { value: Math.trunc(minutes / 60), unit: 'hour' };
  if (Math.abs(days) < 7) return { value: days, unit: 'day' };
  if (Math.abs(days) < 35) return { value: Math.trunc(days / 7), unit: 'week' };
  const months = differenceInCalendarMonths(at, now, inZone);
  // 35 days or more apart are at least one calendar month apart
  if (Math.abs(months) < 12) return { value: months, unit: 'month' };
  return { value: differenceInCalendarYears(at, now, inZone), unit: 'year' };
}

/** The hour (0-23) on the learner's clock in `timeZone` at `now`. */
export function localHour(now: Date, timeZone: string): number {
  return new TZDate(now.getTime(), timeZone).getHours();
}

export type DayPart = 'morning' | 'afternoon' | 'evening';

/**
 * The part of the day a greeting names at the local `hour`: morning from 04:00 to 10:59,
 * afternoon to 17:59, evening from 18:00 through the night (a learner up at 01:00 is still in
 * their evening: "Good morning" at 01:00 reads wrong).
 */
export function dayPart(hour: number): DayPart {
  if (hour >= 4 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 18) return 'afternoon';
  return 'evening';
}
