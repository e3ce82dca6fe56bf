/**
 * Day and month keys ('YYYY-MM-DD', 'YYYY-MM') as the interface language writes them: the keys
 * name calendar dates, so they become local-midnight Dates for Intl (never shifted by a zone).
 */
import { useIntl } from '../../../i18n/i18n.tsx';

/** Local midnight of a 'YYYY-MM-DD' or 'YYYY-MM' key (the first of the month). */
export function keyToDate(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year!, (month ?? 1) - 1, day ?? 1);
}

export interface StatsFormat {
  /** '24/11' (vi) or '11/24' (en). */
  shortDay: (key: string) => string;
  /** '24 thg 11, 2026' (vi) or 'Nov 24, 2026' (en). */
  longDay: (key: string) => string;
  /** 'thg 11 2026' (vi) or 'Nov 2026' (en). */
  month: (key: string) => string;
  /** Short month name, for the heatmap's axis. */
  monthName: (key: string) => string;
  /** Short weekday name, for the heatmap's axis. */
  weekday: (key: string) => string;
  number: (value: number) => string;
  /** 86.4 → '86,4 %' (vi) or '86.4%' (en). */
  percent: (value: number) => string;
}

/** Formatters in the interface language. */
export function useStatsFormat(): StatsFormat {
  const intl = useIntl();
  return {
    shortDay: (key) => intl.formatDate(keyToDate(key), { day: 'numeric', month: 'numeric' }),
    longDay: (key) =>
      intl.formatDate(keyToDate(key), { day: 'numeric', month: 'short', year: 'numeric' }),
    month: (key) => intl.formatDate(keyToDate(key), { month: 'short', year: 'numeric' }),
    monthName: (key) => intl.formatDate(keyToDate(key), { month: 'short' }),
    weekday: (key) => intl.formatDate(keyToDate(key), { weekday: 'short' }),
    number: (value) => intl.formatNumber(value),
    percent: (value) =>
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
  };
}
