/**
 * FSRS's optimiser off the request thread (issue 19 §2 "Tối ưu tham số"): each run fits one
 * learner's parameters in a worker thread of its own (fsrs-optimizer-worker.ts, through
 * lib/worker-pool.ts): one run at a time by default (fsrs-rs uses the machine's cores), a few
 * waiting, 120 s and 512 MiB of V8 heap at most each.
 */
import { FSRS_OPTIMIZER_MESSAGES, type ErrorCode, type FsrsOptimizerRefusal } from '@app/contracts';
import { AppError } from '../../lib/errors.ts';
import { WorkerPool, workerEntryUrl } from '../../lib/worker-pool.ts';
import type { FsrsOptimizerOutcome, FsrsOptimizerRequest } from './fsrs-optimizer-protocol.ts';

/** The AppError of a run that did not give parameters (`reason` is FsrsOptimizerRefusal). */
export function optimizerError(
  reason: FsrsOptimizerRefusal,
  code: ErrorCode,
  params: { count?: number } = {},
): AppError {
  return new AppError(code, {
    message: FSRS_OPTIMIZER_MESSAGES[reason](params.count ?? 0),
    reason,
    params,
  });
}

export interface FsrsOptimizerOptions {
  /** Time from a worker's start to its answer, in ms (120 000). */
  timeLimitMs?: number;
  /** Runs at once (1), runs that may wait (4), longest wait in ms (30 000). */
  maxWorkers?: number;
  maxWaiting?: number;
  maxWaitMs?: number;
  /** A worker's V8 old-generation heap, in MiB (512). */
  heapMb?: number;
}

/** The result of one run: the fitted parameters and the log loss of the old and the new ones. */
export type FsrsFit = Omit<Extract<FsrsOptimizerOutcome, { ok: true }>, 'ok'>;

export class FsrsOptimizer {
  private readonly pool: WorkerPool<FsrsOptimizerRequest, FsrsOptimizerOutcome, FsrsFit>;

  constructor(options: FsrsOptimizerOptions = {}) {
    this.pool = new WorkerPool({
      entry: workerEntryUrl(import.meta.url, 'fsrs-optimizer-worker'),
      timeLimitMs: options.timeLimitMs ?? 120_000,
      heapMb: options.heapMb ?? 512,
      maxWorkers: options.maxWorkers ?? 1,
      maxWaiting: options.maxWaiting ?? 4,
      maxWaitMs: options.maxWaitMs ?? 30_000,
      errors: {
        busy: () => optimizerError('fsrsOptimizerBusy', 'RATE_LIMITED'),
        timedOut: () => optimizerError('fsrsOptimizerTimedOut', 'INTERNAL_ERROR'),
        tooLarge: () => optimizerError('fsrsOptimizerFailed', 'INTERNAL_ERROR'),
      },
      answer: (outcome) => {
        if (outcome.ok) {
          const { parameters, logLossBefore, logLossAfter } = outcome;
          return { parameters, logLossBefore, logLossAfter };
        }
        return new Error(`FSRS optimiser failed: ${outcome.message}`);
      },
    });
  }

  /**
   * Fits parameters on `request.histories`.
   * @throws AppError 429 fsrsOptimizerBusy, 500 fsrsOptimizerTimedOut / fsrsOptimizerFailed;
   *   Error when fsrs-rs failed (answered 500 and logged).
   */
  fit(request: FsrsOptimizerRequest): Promise<FsrsFit> {
    return this.pool.run(request);
  }

  /** Resolves once every run started so far has ended. */
  idle(): Promise<void> {
    return this.pool.idle();
  }
}
