/**
 * The statistics page's figures in the interface language: day and month keys ('YYYY-MM-DD',
 * 'YYYY-MM', calendar dates with no zone) through the app's date formats (i18n/dates.ts: `day`
 * for a day in text, the short axis formats on the charts), numbers and percentages.
 */
import { useDates } from '../../../i18n/dates.ts';
import { useIntl } from '../../../i18n/i18n.tsx';

export interface StatsFormat {
  /** '24/11', for a chart axis. */
  shortDay: (key: string) => string;
  /** '24/11/2026': a day in text (the app's `day` format). */
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
  const dates = useDates();
  return {
    shortDay: dates.shortDay,
    longDay: dates.day,
    month: dates.month,
    monthName: dates.monthName,
    weekday: dates.weekday,
    number: (value) => intl.formatNumber(value),
    percent: (value) =>
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
  };
}
