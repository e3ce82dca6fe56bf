/**
 * GET /api/plan?timeZone=… (issue 21 §3-4): the dashboard's plan for the learner's day — the
 * exam countdown, the band estimate per skill against the target, today's tasks (domain
 * buildDailyPlan), the daily goal's progress and the streak with its weekly freeze.
 */
import { IELTS_SKILLS } from '@app/domain';
import { z } from 'zod';
import { timeZoneSchema } from './study.ts';

/** GET /api/plan query. */
export const planQuerySchema = z.object({ timeZone: timeZoneSchema });

const count = z.int().min(0);
const skillSchema = z.enum(IELTS_SKILLS);

/** One task of today's plan (domain PlanTask). */
export const planTaskSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('review'), count, done: count, complete: z.boolean() }),
  z.object({
    kind: z.literal('new-words'),
    count,
    done: count,
    setId: z.uuid().nullable(),
    setTitle: z.string().nullable(),
    complete: z.boolean(),
  }),
  z.object({
    kind: z.literal('ielts'),
    skill: skillSchema,
    testNumber: z.int().min(1),
    complete: z.boolean(),
  }),
]);
export type PlanTaskDto = z.infer<typeof planTaskSchema>;

export const planResponseSchema = z.object({
  /** The learner's day 'YYYY-MM-DD'. */
  today: z.string(),
  examDate: z.string().nullable(),
  /** Days to the exam (0 on the day, negative once past), null without an exam date. */
  daysLeft: z.int().nullable(),
  targetBand: z.number().nullable(),
  /**
   * Per skill, the band estimate from the best recent attempts (null: no banded attempt;
   * Writing and Speaking have no band in this app) and the distance to the target
   * (target - estimate, null when either is missing).
   */
  bands: z.array(
    z.object({
      skill: skillSchema,
      estimate: z.number().nullable(),
      gap: z.number().nullable(),
      attempts: count,
    }),
  ),
  tasks: z.array(planTaskSchema),
  goal: z.object({
    minutes: count,
    goalMinutes: z.int().min(1),
    percent: z.int().min(0).max(100),
    met: z.boolean(),
  }),
  streak: z.object({
    current: count,
    longest: count,
    today: z.boolean(),
    frozenDays: z.array(z.string()),
    freezeAvailable: z.boolean(),
  }),
});
export type PlanDto = z.infer<typeof planResponseSchema>;

export const REMINDER_MESSAGES = {
  invalidToken: 'Liên kết hủy nhận nhắc học không hợp lệ',
} as const;

/** POST /api/reminders/unsubscribe?token=… (the signed token of the reminder e-mail's link). */
export const reminderUnsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(512),
});
