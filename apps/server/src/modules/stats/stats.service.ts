/**
 * The statistics page (issue 19 §3, "see the whole picture"): the learner's activity by learner
 * day, the review forecast, monthly true retention, cards by state and the streak. There is no
 * id to ask access for: every query reads the session user's own rows, and counts cards only in
 * sets the learner may study (the 'set.study' rule inlined by stats.repository.ts).
 */
import type { StatsDto } from '@app/contracts';
import {
  addDayKeys,
  addLearnerDays,
  computeStreakWithFreezes,
  FORECAST_DAYS,
  forecastDays,
  HEATMAP_DAYS,
  lastMonthKeys,
  learnerDayKey,
  retentionMonths,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { getPreferences } from '../account/preferences.service.ts';
import * as repo from './stats.repository.ts';

/** Months of true retention the page shows, the current one included. */
export const RETENTION_MONTHS = 12;

/**
 * GET /api/stats for `userId` at the instant `now`, with days cut in `timeZone` at the learner's
 * `dayStartsAtHour` preference.
 * @throws AppError UNAUTHORIZED when the user row is gone (getPreferences).
 */
export async function getStats(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<StatsDto> {
  const { dayStartsAtHour, scheduler } = await getPreferences(db, userId);
  const cut = { timeZone, dayStartsAtHour };
  const today = learnerDayKey(now, timeZone, dayStartsAtHour);
  const firstMonthDay = `${lastMonthKeys(today, RETENTION_MONTHS)[0]!}-01`;
  const forecastUntil = addLearnerDays(now, FORECAST_DAYS, timeZone, dayStartsAtHour);
  const [{ days: activity, retention }, states, due] = await Promise.all([
    repo.history(db, userId, cut, firstMonthDay),
    repo.cardStates(db, userId, scheduler),
    repo.dueByDay(db, userId, cut, forecastUntil),
  ]);
  const firstDay = addDayKeys(today, -(HEATMAP_DAYS - 1));
  return {
    today,
    days: activity
      .filter((d) => d.reviews > 0 && d.day >= firstDay && d.day <= today)
      .map((d) => ({ day: d.day, reviews: d.reviews, seconds: Math.round(d.ms / 1000) })),
    forecast: forecastDays(due, today),
    retention: retentionMonths(retention, today, RETENTION_MONTHS),
    states,
    // the dashboard's streak (issue 21 §4): one missed day a week is frozen
    streak: (({ current, longest, today: active }) => ({ current, longest, today: active }))(
      computeStreakWithFreezes(
        activity.map((d) => d.day),
        today,
      ),
    ),
  };
}

/**
 * The learner's current streak (days, one missed day a week frozen: the statistics page's
 * rule) on `now`'s learner day in `timeZone` at their rollover hour. Used by a class's progress.
 */
export async function currentStreak(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<number> {
  const { dayStartsAtHour } = await getPreferences(db, userId);
  const cut = { timeZone, dayStartsAtHour };
  const today = learnerDayKey(now, timeZone, dayStartsAtHour);
  const { days } = await repo.history(db, userId, cut, today);
  return computeStreakWithFreezes(
    days.map((d) => d.day),
    today,
  ).current;
}
