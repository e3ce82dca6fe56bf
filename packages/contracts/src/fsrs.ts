/**
 * FSRS's own parameters for a learner (issue 19 §2 "Tối ưu tham số"): the 21 weights the
 * optimiser fitted on their review log, kept in their preferences, sent with each rating as the
 * scheduler and retention are, and the record of the last optimisation.
 *
 * GET  /api/study/fsrs/optimization → FsrsOptimizationStatus
 * POST /api/study/fsrs/optimization?timeZone=Area/City → FsrsOptimizationResult
 */
import { FSRS_OPTIMIZE_MIN_REVIEWS } from '@app/domain';
import { z } from 'zod';
import { isoInstantSchema } from './flashcards.ts';

/** FSRS-6's 21 weights (ts-fsrs clips each to its allowed range when it schedules). */
export const fsrsParametersSchema = z.array(z.number().min(-100).max(100)).length(21);

/** What the last optimisation found (log loss: lower is better; fsrs-rs's `evaluate`). */
export const fsrsOptimizationRecordSchema = z.object({
  at: isoInstantSchema,
  /** Effective reviews in the log it was fitted on. */
  reviewCount: z.int().min(0),
  /** Log loss of the parameters in use before, and of the fitted ones, on the same log. */
  logLossBefore: z.number(),
  logLossAfter: z.number(),
  /** True when the fitted parameters were better and replaced the old ones. */
  applied: z.boolean(),
  /**
   * The run the learner's own parameters come from (this one when applied, else the one before
   * that was; null when none was ever applied).
   */
  fitted: z.object({ at: isoInstantSchema, reviewCount: z.int().min(0) }).nullable(),
});
export type FsrsOptimizationRecord = z.infer<typeof fsrsOptimizationRecordSchema>;

/** GET /api/study/fsrs/optimization: whether optimising is offered, and the last result. */
export const fsrsOptimizationStatusSchema = z.object({
  reviewCount: z.int().min(0),
  requiredReviews: z.literal(FSRS_OPTIMIZE_MIN_REVIEWS),
  /** True when the learner uses parameters of their own (not FSRS-6's defaults). */
  custom: z.boolean(),
  last: fsrsOptimizationRecordSchema.nullable(),
});
export type FsrsOptimizationStatus = z.infer<typeof fsrsOptimizationStatusSchema>;

/**
 * POST /api/study/fsrs/optimization: the record of this run, and how many cards were rescheduled
 * (when the new parameters were applied: memory states replayed, and due dates under FSRS).
 */
export const fsrsOptimizationResultSchema = fsrsOptimizationRecordSchema.extend({
  rescheduled: z.int().min(0),
});
export type FsrsOptimizationResult = z.infer<typeof fsrsOptimizationResultSchema>;

/**
 * Why an optimisation did not run (the error body's `reason`), with its Vietnamese message for
 * API clients; the web writes its own text from the reason and `params`.
 */
export const FSRS_OPTIMIZER_MESSAGES = {
  fsrsTooFewReviews: (count: number) =>
    `Cần ít nhất ${FSRS_OPTIMIZE_MIN_REVIEWS} lượt ôn để tối ưu tham số (hiện có ${count}).`,
  fsrsOptimizerBusy: () => 'Đang tối ưu tham số cho nhiều người học. Vui lòng thử lại sau ít phút.',
  fsrsOptimizerTimedOut: () =>
    'Tối ưu tham số mất quá nhiều thời gian và đã dừng. Tham số cũ được giữ nguyên.',
  fsrsOptimizerFailed: () => 'Không tối ưu được tham số lúc này. Tham số cũ được giữ nguyên.',
} as const;
export type FsrsOptimizerRefusal = keyof typeof FSRS_OPTIMIZER_MESSAGES;
