/**
 * Entry of an FSRS optimiser worker (node:worker_threads), started by fsrs-optimizer.ts for one
 * learner and stopped after it: builds the training items from `workerData` (an
 * FsrsOptimizerRequest; domain fsrsTrainingItems), fits the parameters with fsrs-rs through
 * @open-spaced-repetition/binding (`computeParameters`, no short-term parameters since a learner
 * day holds one rating per card), rounds them to 4 decimals as Anki shows them, evaluates the log
 * loss of the old and the new parameters on the same items (`evaluate`), and posts one
 * FsrsOptimizerOutcome. Bundled as dist/fsrs-optimizer-worker.js beside dist/main.js.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { fsrsTrainingItems } from '@app/domain';
import type { FsrsOptimizerOutcome, FsrsOptimizerRequest } from './fsrs-optimizer-protocol.ts';

if (!parentPort) throw new Error('fsrs-optimizer-worker.ts runs only as a worker thread');
const port = parentPort;

async function optimise(request: FsrsOptimizerRequest): Promise<FsrsOptimizerOutcome> {
  // loaded here, so that a platform without the native binding answers an outcome, not a crash
  const { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } =
    await import('@open-spaced-repetition/binding');
  const items = fsrsTrainingItems(request.histories).map(
    (reviews) => new FSRSBindingItem(reviews.map((r) => new FSRSBindingReview(r.grade, r.deltaT))),
  );
  const logLossBefore = new FSRSBinding(request.parameters).evaluate(items).logLoss;
  const fitted = await computeParameters(items, { enableShortTerm: false });
  const parameters = fitted.map((w) => Math.round(w * 10_000) / 10_000);
  const logLossAfter = new FSRSBinding(parameters).evaluate(items).logLoss;
  return { ok: true, parameters, logLossBefore, logLossAfter };
}

const outcome = await optimise(workerData as FsrsOptimizerRequest).catch(
  (error: unknown): FsrsOptimizerOutcome => ({
    ok: false,
    message: error instanceof Error ? error.message : String(error),
  }),
);
port.postMessage(outcome);
