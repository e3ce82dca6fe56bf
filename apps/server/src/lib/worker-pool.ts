/**
 * Jobs off the server's thread (docs/architecture.md "Untrusted files"; issue 17 §1, issue 19 §2):
 * each job runs in a worker thread of its own (node:worker_threads), started from `entry` with the
 * job's request as `workerData`, and posts one message, its outcome.
 *
 * - Time: a worker that has not answered `timeLimitMs` after it was started is terminated (even
 *   in the middle of synchronous work) and the job fails with `errors.timedOut()`.
 * - Memory: the worker's V8 heap is capped (`resourceLimits`); a worker past it is stopped by
 *   Node and the job fails with `errors.tooLarge()`.
 * - Load: at most `maxWorkers` jobs run at once; a few more wait their turn (in order, for a
 *   limited time); beyond that a job fails at once with `errors.busy()`. A slot is given back
 *   only when its worker has exited, so the cap counts live threads.
 *
 * One worker per job, never reused: every job gets a fresh V8 heap, nothing idles holding
 * memory, and a stuck worker is simply terminated.
 */
import { Worker, type TransferListItem } from 'node:worker_threads';
import { ConcurrencyGate, GateRefusedError } from './concurrency-gate.ts';

export interface WorkerPoolOptions<Message, Result> {
  /** The worker's entry module. */
  entry: URL;
  /** Time from a worker's start to its answer, in ms. */
  timeLimitMs: number;
  /** Jobs run at once, jobs that may wait, and the longest wait in ms (then `errors.busy`). */
  maxWorkers: number;
  maxWaiting: number;
  maxWaitMs: number;
  /** A worker's V8 old-generation heap, in MiB. */
  heapMb: number;
  /** The errors a job fails with when refused, timed out or past its heap. */
  errors: { busy: () => Error; timedOut: () => Error; tooLarge: () => Error };
  /** The job's result (or the Error it failed with) from the worker's one message. */
  answer: (message: Message) => Result | Error;
}

export class WorkerPool<Request, Message, Result> {
  private readonly gate: ConcurrencyGate;
  private readonly live = new Set<Promise<void>>();

  constructor(private readonly options: WorkerPoolOptions<Message, Result>) {
    this.gate = new ConcurrencyGate({
      maxActive: options.maxWorkers,
      maxWaiting: options.maxWaiting,
      maxWaitMs: options.maxWaitMs,
    });
  }

  /** Workers running now (started and not yet exited). */
  get liveWorkers(): number {
    return this.live.size;
  }

  /** Resolves once every worker started so far has exited. */
  async idle(): Promise<void> {
    await Promise.all(this.live);
  }

  /**
   * Runs one job in a worker of its own; `transferList` is moved to the worker (detached here).
   * @throws the pool's `errors` (busy, timed out, too large), the worker's own Error answers,
   *   and Error when the worker failed unexpectedly.
   */
  async run(request: Request, transferList: readonly TransferListItem[] = []): Promise<Result> {
    const release = await this.gate.acquire().catch((error: unknown) => {
      throw error instanceof GateRefusedError ? this.options.errors.busy() : error;
    });
    let exited: Promise<void>;
    let answer: Promise<Result>;
    try {
      ({ answer, exited } = this.start(request, transferList));
    } catch (error) {
      release();
      throw error;
    }
    this.live.add(exited);
    void exited.then(() => {
      this.live.delete(exited);
      release();
    });
    return answer;
  }

  /** Starts one worker: its answer, and a promise of its exit (after any termination). */
  private start(
    request: Request,
    transferList: readonly TransferListItem[],
  ): { answer: Promise<Result>; exited: Promise<void> } {
    const { options } = this;
    const worker = new Worker(options.entry, {
      workerData: request,
      transferList: [...transferList],
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    let settle!: (result: Result | Error) => void;
    const answer = new Promise<Result>((resolve, reject) => {
      let settled = false;
      settle = (result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (result instanceof Error) reject(result);
        else resolve(result);
        // done either way: a worker that answered ends too, whatever it left scheduled
        void worker.terminate();
      };
    });
    const timer = setTimeout(() => settle(options.errors.timedOut()), options.timeLimitMs);
    worker.on('message', (message: Message) => settle(options.answer(message)));
    worker.on('error', (error: Error & { code?: string }) => {
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? options.errors.tooLarge() : error);
    });
    const exited = new Promise<void>((resolve) => {
      worker.once('exit', (code) => {
        settle(new Error(`worker exited (code ${code}) without an answer`));
        resolve();
      });
    });
    return { answer, exited };
  }
}

/**
 * The worker entry `name` for code loaded from `moduleUrl`: in the bundle (dist/main.js) the
 * output dist/<name>.js beside it; in a source run (a .ts module under vitest or tsx) the
 * bootstrap `<name>-bootstrap.mjs` beside the module, which loads the TypeScript entry through tsx.
 */
export function workerEntryUrl(moduleUrl: string, name: string): URL {
  return moduleUrl.endsWith('.ts')
    ? new URL(`./${name}-bootstrap.mjs`, moduleUrl)
    : new URL(`./${name}.js`, moduleUrl);
}
