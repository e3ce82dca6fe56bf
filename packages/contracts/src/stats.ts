/**
 * Statistics API schemas (issue 19 §3, "see the whole picture"): GET /api/stats answers the
 * learner's activity by learner day, the review forecast, monthly true retention, their cards by
 * state and their streak. Days are learner days ('YYYY-MM-DD') in the `timeZone` of the query,
 * starting at the learner's `dayStartsAtHour` preference.
 */
import { z } from 'zod';
import { timeZoneSchema } from './study.ts';

/** GET /api/stats?timeZone=Area/City */
export const statsQuerySchema = z.object({ timeZone: timeZoneSchema });
export type StatsQuery = z.input<typeof statsQuerySchema>;

const dayKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.int().min(0);

export const statsResponseSchema = z.object({
  /** The learner's today ('YYYY-MM-DD'). */
  today: dayKeySchema,
  /**
   * The last 365 learner days that have ratings, oldest first: `reviews` counts review and
   * practice log rows that no undo cancelled; `seconds` sums their answer times (each capped at
   * STATS_MAX_ANSWER_MS), rounded.
   */
  days: z.array(z.object({ day: dayKeySchema, reviews: count, seconds: count })),
  /** The next 30 learner days from today; cards already overdue are due today. */
  forecast: z.array(z.object({ day: dayKeySchema, due: count })),
  /**
   * The last 12 learner months, oldest first: reviews of mature cards (interval before ≥ 21
   * days), those passed (rating ≥ 3), percent with one decimal (null without reviews).
   */
  retention: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      reviews: count,
      passed: count,
      percent: z.number().min(0).max(100).nullable(),
    }),
  ),
  /** Cards of every set the learner may study, by state (suspended counted apart). */
  states: z.object({
    new: count,
    learning: count,
    young: count,
    mature: count,
    suspended: count,
  }),
  /** Consecutive learner days with a rating, a game or an IELTS test. */
  streak: z.object({ current: count, longest: count, today: z.boolean() }),
});
export type StatsDto = z.infer<typeof statsResponseSchema>;

/** Longest answer time one rating adds to the study time (Anki's "maximum answer seconds"). */
export const STATS_MAX_ANSWER_MS = 60_000;
