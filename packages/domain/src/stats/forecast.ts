/**
 * The review forecast of the statistics page (issue 19 §3): how many cards fall due on each of
 * the learner's next days. Cards already overdue are due today.
 */
import { addDayKeys } from './day-keys.ts';

export interface ForecastDay {
  /** 'YYYY-MM-DD' learner day. */
  day: string;
  /** Cards due that day (today: also every overdue card). */
  due: number;
}

/** Days the statistics page forecasts, today included. */
export const FORECAST_DAYS = 30;

/**
 * The `days` learner days from today, each with its due count, from due counts per learner day
 * (any order, days before today = overdue, days past the window ignored).
 */
export function forecastDays(
  dueByDay: Iterable<{ day: string; due: number }>,
  todayKey: string,
  days = FORECAST_DAYS,
): ForecastDay[] {
  const result = Array.from({ length: days }, (_, i) => ({
    day: addDayKeys(todayKey, i),
    due: 0,
  }));
  const index = new Map(result.map((entry, i) => [entry.day, i]));
  for (const { day, due } of dueByDay) {
    if (day < todayKey) result[0]!.due += due;
    else {
      const i = index.get(day);
      if (i !== undefined) result[i]!.due += due;
    }
  }
  return result;
}
