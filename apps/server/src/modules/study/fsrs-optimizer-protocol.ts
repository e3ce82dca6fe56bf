/**
 * What crosses between the server's thread and an FSRS optimiser worker (issue 19 §2): the
 * learner's review histories and the parameters they use now, and back the fitted parameters
 * with the log loss of both on the same log, or the message of what went wrong.
 */
import type { ReviewHistoryEntry } from '@app/domain';

export interface FsrsOptimizerRequest {
  /** Each card's effective reviews, in order (review-history.ts). */
  histories: ReviewHistoryEntry[][];
  /** The 21 parameters in use now (FSRS-6's defaults when the learner has none). */
  parameters: number[];
}

export type FsrsOptimizerOutcome =
  | { ok: true; parameters: number[]; logLossBefore: number; logLossAfter: number }
  | { ok: false; message: string };
