/**
 * Today's queue (issue 19 §1, GET /api/study/today): the learner's day, their limits and their
 * rollover hour come from their preferences; the queue itself is one query
 * (today.repository.ts). Starting a today session is in study.service.ts (startTodaySession).
 */
import { addLearnerDays, fsrsCurve, startOfLearnerDay } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { getPreferences } from '../account/preferences.service.ts';
import { todayQueueJson } from './today.repository.ts';

/**
 * The learner's queue for their day at `now` in `timeZone`, as the JSON text of a TodayDto.
 * @throws AppError 401 UNAUTHORIZED when the user row is gone.
 */
export async function getTodayJson(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<string> {
  const preferences = await getPreferences(db, userId);
  const hour = preferences.dayStartsAtHour;
  const json = await todayQueueJson(db, {
    userId,
    dayStart: startOfLearnerDay(now, timeZone, hour),
    nextDayStart: addLearnerDays(now, 1, timeZone, hour),
    reviewsPerDay: preferences.reviewsPerDay,
    newCardsPerDay: preferences.newCardsPerDay,
    byRetrievability: preferences.scheduler === 'fsrs',
    curve: fsrsCurve(preferences.fsrsParameters),
    now,
  });
  const limits = {
    newLimit: preferences.newCardsPerDay,
    reviewLimit: preferences.reviewsPerDay,
    dayStartsAtHour: hour,
  };
  // the database's object with the limits in front: `{"newLimit":…,` + `"dueCount":…}`
  return `${JSON.stringify(limits).slice(0, -1)},${json.slice(1)}`;
}
