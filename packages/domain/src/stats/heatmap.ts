/**
 * The activity heatmap of the statistics page (issue 19 §3): the last 365 learner days laid out
 * as a grid of weeks (columns, oldest first) × weekdays (rows, Monday first), each cell with its
 * review count and a colour step 0-4.
 */
import { addDayKeys, dayKeyWeekday } from './day-keys.ts';

/** Days the heatmap covers, today included. */
export const HEATMAP_DAYS = 365;

/** Colour steps above "no activity" (step 0). */
export const HEATMAP_LEVELS = 4;

export interface HeatmapCell {
  day: string;
  count: number;
  /** 0 (none) … HEATMAP_LEVELS (the busiest days). */
  level: number;
}

export interface HeatmapWeek {
  /** The Monday of the week ('YYYY-MM-DD'), possibly before the covered range. */
  start: string;
  /** Monday … Sunday; null for days outside the covered range (before it, or after today). */
  cells: (HeatmapCell | null)[];
}

/** The colour step of `count` on a scale whose busiest day has `max`: 0 only for no activity. */
export function heatmapLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(HEATMAP_LEVELS, Math.max(1, Math.ceil((count * HEATMAP_LEVELS) / max)));
}

/**
 * The weeks × weekdays grid of the `days` days ending with `todayKey`, from counts per day key
 * (days outside the range ignored).
 */
export function heatmapWeeks(
  counts: Iterable<{ day: string; count: number }>,
  todayKey: string,
  days = HEATMAP_DAYS,
): HeatmapWeek[] {
  const first = addDayKeys(todayKey, -(days - 1));
  const byDay = new Map<string, number>();
  for (const { day, count } of counts) {
    if (day >= first && day <= todayKey) byDay.set(day, (byDay.get(day) ?? 0) + count);
  }
  const max = Math.max(0, ...byDay.values());
  const weeks: HeatmapWeek[] = [];
  let start = addDayKeys(first, -dayKeyWeekday(first));
  while (start <= todayKey) {
    const cells = Array.from({ length: 7 }, (_, weekday) => {
      const day = addDayKeys(start, weekday);
      if (day < first || day > todayKey) return null;
      const count = byDay.get(day) ?? 0;
      return { day, count, level: heatmapLevel(count, max) };
    });
    weeks.push({ start, cells });
    start = addDayKeys(start, 7);
  }
  return weeks;
}
