/**
 * The dashboard's plan (issue 21 §3-4, GET /api/plan): gathers the inputs of the domain's
 * buildDailyPlan (today's queue, the IELTS attempts, the preferences), the band estimates, the
 * daily goal's progress and the streak with its weekly freeze. Days are the learner's, cut in
 * the request's time zone at their rollover hour.
 */
import type { PlanDto, TodayDto } from '@app/contracts';
import { ieltsCatalogue } from '@app/content/ielts-catalogue';
import {
  addLearnerDays,
  buildDailyPlan,
  computeStreakWithFreezes,
  daysUntilExam,
  estimateBand,
  goalProgress,
  IELTS_SKILLS,
  learnerDayKey,
  startOfLearnerDay,
  type SkillProgress,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { getPreferences } from '../account/preferences.service.ts';
import { history } from '../stats/stats.repository.ts';
import { getTodayJson } from '../study/today.service.ts';
import * as repo from './plan.repository.ts';

/** The learner's seconds studied in their day at `now` (the daily goal, the reminder). */
export async function secondsToday(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
  dayStartsAtHour: number,
): Promise<number> {
  return repo.secondsStudied(
    db,
    userId,
    startOfLearnerDay(now, timeZone, dayStartsAtHour),
    addLearnerDays(now, 1, timeZone, dayStartsAtHour),
  );
}

/** Today's queue figures the plan needs (from the queue's JSON). */
function queueFigures(today: TodayDto) {
  const newCards = today.cards.filter((entry) => entry.review === null);
  const newSets = new Set(newCards.map((entry) => entry.setId));
  const only = newSets.size === 1 ? newCards[0]! : null;
  return {
    reviewsDue: today.dueCount,
    reviewsDone: today.reviewsDone,
    newDue: today.newCount,
    newDone: today.newDone,
    newSet: only === null ? null : { id: only.setId, title: only.setTitle },
  };
}

/**
 * The plan of `userId` for their day at `now` in `timeZone`.
 * @throws AppError 401 UNAUTHORIZED when the user row is gone (getPreferences).
 */
export async function getPlan(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<PlanDto> {
  const preferences = await getPreferences(db, userId);
  const hour = preferences.dayStartsAtHour;
  const today = learnerDayKey(now, timeZone, hour);
  const [todayJson, attempts, seconds, activity] = await Promise.all([
    getTodayJson(db, userId, now, timeZone),
    repo.attempts(db, userId),
    secondsToday(db, userId, now, timeZone, hour),
    history(db, userId, { timeZone, dayStartsAtHour: hour }, today),
  ]);
  const dayOf = (at: Date) => learnerDayKey(at, timeZone, hour);
  const skills: SkillProgress[] = IELTS_SKILLS.map((skill) => {
    const mine = attempts
      .filter((a) => a.skill === skill)
      .map((a) => ({ ...a, day: dayOf(a.at) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const before = mine.filter((a) => a.day < today);
    const todays = mine.filter((a) => a.day === today);
    return {
      skill,
      estimate: estimateBand(
        before.flatMap((a) =>
          a.bandScore === null ? [] : [{ bandScore: a.bandScore, completedAt: a.at.toISOString() }],
        ),
      ),
      lastPractisedDay: before.at(-1)?.day ?? null,
      tests: ieltsCatalogue[skill].map(({ testNumber }) => ({
        testNumber,
        lastAttemptDay: before.filter((a) => a.testNumber === testNumber).at(-1)?.day ?? null,
      })),
      doneTodayTest: todays.at(-1)?.testNumber ?? null,
    };
  });
  const daysLeft = daysUntilExam(today, preferences.examDate);
  const target = preferences.targetBand;
  return {
    today,
    examDate: preferences.examDate,
    daysLeft,
    targetBand: target,
    bands: skills.map((s) => {
      // the estimate shown includes today's attempts; the plan's order does not
      const all = attempts.filter((a) => a.skill === s.skill);
      const estimate = estimateBand(
        all.flatMap((a) =>
          a.bandScore === null ? [] : [{ bandScore: a.bandScore, completedAt: a.at.toISOString() }],
        ),
      );
      return {
        skill: s.skill,
        estimate,
        gap: estimate === null || target === null ? null : target - estimate,
        attempts: all.length,
      };
    }),
    tasks: buildDailyPlan({
      today,
      daysLeft,
      targetBand: target,
      ...queueFigures(JSON.parse(todayJson) as TodayDto),
      skills,
    }),
    goal: goalProgress(seconds, preferences.dailyGoalMinutes),
    streak: computeStreakWithFreezes(
      activity.days.map((d) => d.day),
      today,
    ),
  };
}
