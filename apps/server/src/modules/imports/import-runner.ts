/**
 * Import previews off the server's thread (issue 17 §1, docs/architecture.md "Untrusted
 * files"): each POST /api/imports is read by a worker thread of its own (import-worker.ts) —
 * multipart or JSON body, unzip, zstd, SQLite, HTML → text, CSV, Quizlet text — so no upload
 * can hold up another learner's request, however slow its file is to read.
 *
 * The pool (lib/worker-pool.ts) gives each import:
 * - Time: a worker that has not answered IMPORT_LIMITS.previewSeconds after it was started is
 *   terminated (even in the middle of a synchronous SQLite query) and the import answers 400
 *   importTimedOut.
 * - Memory: the worker's V8 heap is capped (`resourceLimits`); a worker past it is stopped by
 *   Node and the import answers 400 importTooLarge. WebAssembly memory is outside that cap:
 *   SQLite's own heap limit bounds it (sqlite.ts).
 * - Load: at most `maxWorkers` imports are read at once; a few more wait their turn (in order,
 *   for a limited time); beyond that an import answers 429 importBusy at once. A slot is given
 *   back only when its worker has exited, so the cap counts live threads.
 *
 * One worker per import, never reused: starting one costs ~100-170 ms in the built server
 * (a bare worker ~40-80 ms, loading the import modules and compiling sql.js's WebAssembly
 * ~20 ms; measured on the shared 2-core machine under load), against an import that is rare
 * and takes longer to upload. In exchange every file is read in a fresh V8 heap and a fresh
 * WebAssembly memory (sql.js never gives grown memory back, and SQLite's heap limit is global
 * to its instance), nothing idles holding memory, and a stuck worker is simply terminated.
 */
import { IMPORT_LIMITS } from '@app/contracts';
import { WorkerPool, workerEntryUrl } from '../../lib/worker-pool.ts';
import type { ImportReading } from './import-media.ts';
import { outcomeError, type ImportOutcome, type ImportRequest } from './import-protocol.ts';
import { refusalError } from './refusal.ts';

export interface ImportRunnerOptions {
  /** Time from a worker's start to its answer, in ms (IMPORT_LIMITS.previewSeconds). */
  timeLimitMs?: number;
  /** Imports read at once (2: the machine keeps cores for everyone else). */
  maxWorkers?: number;
  /** Imports that may wait for a free worker (8); more answer 429 at once. */
  maxWaiting?: number;
  /** Longest wait for a free worker, in ms (10 000); then 429. */
  maxWaitMs?: number;
  /** A worker's V8 old-generation heap, in MiB (256). */
  heapMb?: number;
}

/**
 * The worker's entry for code loaded from `moduleUrl`: in the bundle (dist/main.js) the
 * second output dist/import-worker.js beside it; in a source run (a .ts module under vitest or
 * tsx) the bootstrap that loads the TypeScript entry through tsx.
 */
export function importWorkerUrl(moduleUrl: string): URL {
  return workerEntryUrl(moduleUrl, 'import-worker');
}

export class ImportRunner {
  private readonly pool: WorkerPool<ImportRequest, ImportOutcome, ImportReading>;

  constructor(options: ImportRunnerOptions = {}) {
    this.pool = new WorkerPool({
      entry: importWorkerUrl(import.meta.url),
      timeLimitMs: options.timeLimitMs ?? IMPORT_LIMITS.previewSeconds * 1000,
      heapMb: options.heapMb ?? 256,
      maxWorkers: options.maxWorkers ?? 2,
      maxWaiting: options.maxWaiting ?? 8,
      maxWaitMs: options.maxWaitMs ?? 10_000,
      errors: {
        busy: () => refusalError('importBusy', {}, 'RATE_LIMITED'),
        timedOut: () => refusalError('importTimedOut'),
        tooLarge: () => refusalError('importTooLarge'),
      },
      answer: (outcome) =>
        outcome.ok ? { preview: outcome.preview, media: outcome.media } : outcomeError(outcome),
    });
  }

  /** Workers running now (started and not yet exited). */
  get liveWorkers(): number {
    return this.pool.liveWorkers;
  }

  /** Resolves once every worker started so far has exited. */
  async idle(): Promise<void> {
    await this.pool.idle();
  }

  /**
   * The preview of one import request and its image files, read in a worker of its own. The request's body is
   * transferred to the worker (the caller's ArrayBuffer is detached).
   * @throws AppError 400 VALIDATION_ERROR: the worker's own refusals (import-request.ts),
   *   importTimedOut (terminated at the time limit), importTooLarge (past its heap limit);
   *   AppError 429 RATE_LIMITED importBusy when too many imports already run and wait;
   *   Error when the worker failed unexpectedly (answered 500).
   */
  preview(request: ImportRequest): Promise<ImportReading> {
    return this.pool.run(request, [request.body]);
  }
}
