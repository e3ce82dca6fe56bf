/**
 * Every date the web shows, one format per kind (issue 34 §14), in the interface language and
 * on the learner's clock (the browser's time zone, lib/time-zone.ts):
 *
 * - `day`: a calendar day, "27/11/2026" (Vietnamese and British English both write the day
 *   first; English is formatted as en-GB, i18n/translate.ts);
 * - `dayTime`: a day and its time, "14:05 27/11/2026" (vi), "27/11/2026, 14:05" (en);
 * - `relative`: from now, in the one unit a person would say ("5 phút trước", "hôm qua",
 *   "in 3 days"; the unit is chosen by `relativeTime` in packages/domain/src/relative-time.ts).
 *
 * Chart axes need shorter labels: `shortDay` ("27/11"), `month` ("thg 11 2026", "Nov 2026"),
 * `monthName` and `weekday` (the heatmap's axes). Nothing else formats a date: components call
 * `useDates()`, code outside React `dateFormats(currentIntl(), zone)`.
 *
 * A value is a Date, an ISO instant ("2026-11-27T07:05:00.000Z", shown in the learner's zone)
 * or a calendar day key ("2026-11-27", a date with no time and no zone: shown as that day
 * wherever the learner is).
 */
import { relativeTime } from '@app/domain';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { learnerTimeZone } from '../lib/time-zone.ts';

export type DateValue = Date | string;

export interface DateFormats {
  /** "27/11/2026". */
  day: (value: DateValue) => string;
  /** "14:05 27/11/2026" (vi), "27/11/2026, 14:05" (en). */
  dayTime: (value: DateValue) => string;
  /** "5 phút trước", "hôm qua", "in 3 days"; `now` defaults to the current instant. */
  relative: (value: DateValue, now?: Date) => string;
  /** Day and month, for a chart axis: "3/2" (vi), "03/02" (en). */
  shortDay: (value: DateValue) => string;
  /** Month and year, for a chart axis: "thg 11 2026", "Nov 2026". */
  month: (value: DateValue) => string;
  /** The month's short name: "thg 11", "Nov". */
  monthName: (value: DateValue) => string;
  /** The weekday's short name: "Th 6", "Fri". */
  weekday: (value: DateValue) => string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}(?:-\d{2})?$/;

/** The instant to format and the zone to read it in ('UTC' for a calendar day key). */
function parse(value: DateValue, timeZone: string): { date: Date; timeZone: string } {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    const key = value.length === 7 ? `${value}-01` : value;
    return { date: new Date(`${key}T00:00:00Z`), timeZone: 'UTC' };
  }
  return { date: typeof value === 'string' ? new Date(value) : value, timeZone };
}

/** The formats of `intl`'s language on the clock of `timeZone` (an IANA name). */
export function dateFormats(intl: IntlShape, timeZone: string): DateFormats {
  const format = (value: DateValue, options: Intl.DateTimeFormatOptions) => {
    const { date, timeZone: zone } = parse(value, timeZone);
    return intl.formatDate(date, { ...options, timeZone: zone });
  };
  return {
    day: (value) => format(value, { day: '2-digit', month: '2-digit', year: 'numeric' }),
    dayTime: (value) =>
      format(value, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    relative: (value, now = new Date()) => {
      const { date, timeZone: zone } = parse(value, timeZone);
      const { value: amount, unit } = relativeTime(date, now, zone);
      return intl.formatRelativeTime(amount, unit, { numeric: 'auto' });
    },
    shortDay: (value) => format(value, { day: 'numeric', month: 'numeric' }),
    month: (value) => format(value, { month: 'short', year: 'numeric' }),
    monthName: (value) => format(value, { month: 'short' }),
    weekday: (value) => format(value, { weekday: 'short' }),
  };
}

/** The date formats of the interface language, on the learner's clock. */
export function useDates(): DateFormats {
  const intl = useIntl();
  return useMemo(() => dateFormats(intl, learnerTimeZone()), [intl]);
}
