/**
 * Arithmetic on learner-day keys ('YYYY-MM-DD', as learnerDayKey gives them) for the statistics
 * page (issue 19 §3). A key names a calendar date, not an instant, so these functions work on
 * the calendar with date-fns and never depend on a time zone.
 */
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses a 'YYYY-MM-DD' key. @throws RangeError when `key` is not such a date. */
function parseKey(key: string): Date {
  const date = parseISO(key);
  if (!DAY_KEY.test(key) || Number.isNaN(date.getTime())) {
    throw new RangeError(`not a day key (YYYY-MM-DD): ${key}`);
  }
  return date;
}

/** The key `days` calendar days after `key` (negative: before). */
export function addDayKeys(key: string, days: number): string {
  return format(addDays(parseKey(key), days), 'yyyy-MM-dd');
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function dayKeyDistance(from: string, to: string): number {
  return differenceInCalendarDays(parseKey(to), parseKey(from));
}

/** Day of the week of `key`: 0 = Monday … 6 = Sunday (the Vietnamese week starts on Monday). */
export function dayKeyWeekday(key: string): number {
  return (parseKey(key).getDay() + 6) % 7;
}

/** The month key 'YYYY-MM' of a day key. */
export function monthOfDayKey(key: string): string {
  parseKey(key);
  return key.slice(0, 7);
}

/** The `count` month keys ('YYYY-MM') ending with the month of `todayKey`, oldest first. */
export function lastMonthKeys(todayKey: string, count: number): string[] {
  const today = parseKey(todayKey);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    months.push(format(new Date(today.getFullYear(), today.getMonth() - back, 1), 'yyyy-MM'));
  }
  return months;
}
