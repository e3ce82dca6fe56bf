/**
 * "Tối ưu tham số" (issue 19 §2): fits FSRS's parameters on the learner's own review log and
 * keeps them only when they predict that log better (lower log loss) than the ones in use.
 *
 * GET  /api/study/fsrs/optimization: the number of effective reviews, the 400 required, whether
 *   the learner has parameters of their own, and the last run's record.
 * POST /api/study/fsrs/optimization?timeZone=: reads the log (first ratings of each learner day
 *   that no undo cancelled), fits in a worker (fsrs-optimizer.ts), then in one transaction (the
 *   user row locked) stores the record and, when better, the parameters, and replays every
 *   card's memory state with them (reschedule.service.ts; due dates move under FSRS only).
 */
import {
  type FsrsOptimizationRecord,
  type FsrsOptimizationResult,
  type FsrsOptimizationStatus,
} from '@app/contracts';
import { FSRS_DEFAULT_PARAMETERS, FSRS_OPTIMIZE_MIN_REVIEWS } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as accountRepo from '../account/account.repository.ts';
import { getPreferences, withDefaults } from '../account/preferences.service.ts';
import { optimizerError, type FsrsOptimizer } from './fsrs-optimizer.ts';
import { rescheduleLearner } from './reschedule.service.ts';
import { countEffectiveReviews, readReviewHistories } from './review-history.ts';

/** GET /api/study/fsrs/optimization. Throws UNAUTHORIZED when the user row is gone. */
export async function getOptimizationStatus(
  db: Db,
  userId: string,
): Promise<FsrsOptimizationStatus> {
  const [preferences, reviewCount] = await Promise.all([
    getPreferences(db, userId),
    countEffectiveReviews(db, userId),
  ]);
  return {
    reviewCount,
    requiredReviews: FSRS_OPTIMIZE_MIN_REVIEWS,
    custom: preferences.fsrsParameters !== null,
    last: preferences.fsrsOptimization,
  };
}

/**
 * POST /api/study/fsrs/optimization (see the module's comment).
 * @throws AppError 400 fsrsTooFewReviews under 400 effective reviews (or none of a card
 *   reviewed twice); the optimiser's errors (fsrs-optimizer.ts); 401 when the user is gone.
 */
export async function optimizeParameters(
  db: Db,
  optimizer: FsrsOptimizer,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<FsrsOptimizationResult> {
  const preferences = await getPreferences(db, userId);
  const histories = [
    ...(await readReviewHistories(db, userId, timeZone, preferences.dayStartsAtHour)).values(),
  ];
  const reviewCount = histories.reduce((sum, history) => sum + history.length, 0);
  if (reviewCount < FSRS_OPTIMIZE_MIN_REVIEWS || histories.every((h) => h.length < 2)) {
    throw optimizerError('fsrsTooFewReviews', 'VALIDATION_ERROR', { count: reviewCount });
  }
  const fit = await optimizer.fit({
    histories,
    parameters: [...(preferences.fsrsParameters ?? FSRS_DEFAULT_PARAMETERS)],
  });
  const applied = Number.isFinite(fit.logLossAfter) && fit.logLossAfter < fit.logLossBefore;
  const at = now.toISOString();
  const record: FsrsOptimizationRecord = {
    at,
    reviewCount,
    logLossBefore: fit.logLossBefore,
    logLossAfter: fit.logLossAfter,
    applied,
    fitted: applied ? { at, reviewCount } : (preferences.fsrsOptimization?.fitted ?? null),
  };
  const rescheduled = await db.transaction(async (tx) => {
    if ((await accountRepo.findPreferences(tx, userId, true)) === null) {
      throw new AppError('UNAUTHORIZED');
    }
    const stored = await accountRepo.mergePreferences(tx, userId, {
      fsrsOptimization: record,
      ...(applied ? { fsrsParameters: fit.parameters } : {}),
    });
    if (!applied || stored === null) return 0;
    const after = withDefaults(stored);
    return rescheduleLearner(tx, userId, { ...after, parameters: after.fsrsParameters, timeZone });
  });
  return { ...record, rescheduled };
}
