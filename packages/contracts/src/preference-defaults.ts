/**
 * The preferences a learner who never chose has (GET /api/account/preferences answers them
 * until a PATCH). A module without zod schemas, imported by the web's first screen through
 * `@app/contracts/preference-defaults` so that it builds none of the contracts' schemas.
 */
import {
  DEFAULT_DAILY_GOAL_MINUTES,
  DEFAULT_DESIRED_RETENTION,
  DEFAULT_REMINDER_HOUR,
} from '@app/domain';
import type { Preferences } from './account.ts';

/** The defaults a learner who never chose has. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: 'vi',
  newCardsPerDay: 20,
  reviewsPerDay: 200,
  dayStartsAtHour: 4,
  scheduler: 'sm2',
  desiredRetention: DEFAULT_DESIRED_RETENTION,
  fsrsParameters: null,
  fsrsOptimization: null,
  examDate: null,
  targetBand: null,
  dailyGoalMinutes: DEFAULT_DAILY_GOAL_MINUTES,
  reminderEmail: false,
  reminderHour: DEFAULT_REMINDER_HOUR,
  timeZone: null,
};
