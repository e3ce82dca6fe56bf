/**
 * The study write queue (session start, ratings, undo, completion) of one learner, shared by all
 * their tabs. Spec §8: a failed write does not stop the study, and nothing rated is lost.
 *
 * - Stored: every op is its own IndexedDB record (idb-backend.ts; in memory where IndexedDB is
 *   unavailable), so tabs, reloads and crashes never lose or overwrite one another's ops.
 * - Lanes: ops are ordered only within one study session (start → reviews/undos → complete);
 *   each lane is sent in order, lanes side by side, so an op that keeps failing or waits for a
 *   sign-in holds back only its own session.
 * - One sender: a pass (send what can be sent now) holds the learner's sender lock (Web Locks), so
 *   one tab sends at a time; every op is marked in flight before it is sent and stays stored until
 *   its answer is settled. Sends are idempotent on the server (event ids), so a second send of an
 *   op (a crash mid-send, a browser without Web Locks) is harmless.
 * - Answers (send-status.ts): retry with exponential backoff (1 s to 30 s) and at once on
 *   `run()` (the browser came back online, a new op); nothing is tried while the browser says it
 *   is offline (`online`); 401 pauses the lane until `resume()` after the learner signs in
 *   again; any other refusal drops the op and keeps it for the notice.
 * - Every tab's state follows the shared queue: a tab that changes it tells the others
 *   (BroadcastChannel), which read it again.
 *
 * The state (`getState`, `subscribe`) counts an op from the moment `enqueue` is called, before it
 * is stored, so the screen never shows "saved" while a write is on its way to storage.
 */
import type { StudyOp } from '@app/contracts';
import type { QueueBackend } from './queue-backend.ts';
import {
  clearAuthPauses,
  enqueueOp,
  readQueue,
  readSnapshot,
  settleOp,
  takeHead,
  type SendResult,
} from './queue-rules.ts';
import { SyncStateView, type SyncState, type WriteMark } from './sync-state.ts';
import type { QueueChannel, SenderLock } from './tab-coordination.ts';

export type { DroppedOp, StudyOp } from '@app/contracts';
export type { Refusal, SendResult } from './queue-rules.ts';
export { STORAGE_FAILED, type SyncState } from './sync-state.ts';

export interface SyncQueueOptions {
  /** Where the queue is stored; opened once (a rejection leaves the queue unusable). */
  backend: Promise<QueueBackend>;
  /** Sends one op; a throw counts as 'retry'. */
  send: (op: StudyOp) => Promise<SendResult>;
  lock: SenderLock;
  channel?: QueueChannel | null;
  /**
   * False while the browser knows it has no network (navigator.onLine): passes then send
   * nothing; call `run()` when it is back (the `online` event). Absent: always try.
   */
  online?: () => boolean;
  /** Told of every op queued here, at once (the offline copy applies it: offline-store.ts). */
  onEnqueue?: (op: StudyOp) => void;
}

const MAX_DELAY_MS = 30_000;

export class SyncQueue {
  private readonly view = new SyncStateView();
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  /** This tab's writes to the queue, in call order. */
  private writes: Promise<unknown> = Promise.resolve();
  private nextPass: Promise<void> | null = null;
  private lastPass: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private closed = false;
  private readonly unlisten: () => void;

  constructor(private readonly options: SyncQueueOptions) {
    this.unlisten = options.channel?.listen(() => void this.refresh()) ?? (() => undefined);
    void options.backend.then(
      (backend) => this.view.setPersistent(backend.persistent),
      (error: unknown) => console.warn('study write queue: storage did not open', error),
    );
    void this.refresh();
  }

  /** What the screen shows (useSyncExternalStore with `subscribe`). */
  getState = (): SyncState => this.view.get();

  subscribe = (listener: () => void): (() => void) => this.view.subscribe(listener);

  /**
   * Queues an op and sends (see queue-rules.ts: a repeated event id is ignored; an undo of a
   * rating not yet sent takes it out instead). Counted in the state at once.
   */
  enqueue(op: StudyOp): void {
    this.options.onEnqueue?.(op);
    const mark = this.view.added(op);
    this.write(
      (backend) => backend.transact((tx) => enqueueOp(tx, op)),
      mark,
      (error) => console.warn('study write queue: an op could not be stored', op.kind, error),
    );
    void this.writes.then(() => this.run());
  }

  /** Sends what it can now; resolves true when nothing is left queued. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    await this.writes;
    await this.run();
    await this.refresh();
    return this.getState().pending === 0;
  }

  /** After the learner signed in again: lifts the pauses and sends what waited. */
  resume(): Promise<void> {
    clearTimeout(this.timer);
    this.attempt = 0;
    this.write((backend) => backend.transact(clearAuthPauses));
    return this.writes.then(() => this.run());
  }

  /** Forgets the dropped writes (in every tab) once the learner has read about them. */
  clearDropped(): void {
    if (this.getState().dropped.length === 0) return;
    const mark = this.view.clearingDropped();
    this.write(
      (backend) => backend.transact((tx) => tx.clearDropped()),
      mark,
      (error) => console.warn('study write queue: dropped writes could not be cleared', error),
    );
  }

  /** The stored ops, oldest first (for tests and diagnostics). */
  async queued(): Promise<StudyOp[]> {
    await this.writes;
    const backend = await this.options.backend;
    return (await backend.transact(readQueue)).ops.map((o) => o.value.op);
  }

  /**
   * One pass over the queue under the sender lock: every lane sent in order until it is empty,
   * fails (then a retry is scheduled) or waits for a sign-in. Calls while a pass waits to start
   * join it.
   */
  run(): Promise<void> {
    if (this.nextPass) return this.nextPass;
    const pass = this.lastPass
      .then(() =>
        this.options.lock(async () => {
          this.nextPass = null;
          await this.drain();
        }),
      )
      .catch((error: unknown) => {
        this.nextPass = null;
        console.warn('study write queue: a pass failed', error);
      });
    this.nextPass = pass;
    this.lastPass = pass;
    return pass;
  }

  /** Reads the shared queue again (another tab changed it, the tab got the focus). */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    const loop = async () => {
      do {
        this.refreshAgain = false;
        const read = this.view.beginRead();
        try {
          const backend = await this.options.backend;
          this.view.apply(await backend.transact(readSnapshot), read);
        } catch (error) {
          console.warn('study write queue: could not read the queue', error);
        }
      } while (this.refreshAgain && !this.closed);
    };
    this.refreshing = loop().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Resolves once this tab's writes, passes and reads have all finished (tests, diagnostics). */
  async idle(): Promise<void> {
    for (;;) {
      const { writes, lastPass, refreshing } = this;
      await writes;
      await lastPass;
      await refreshing;
      if (writes === this.writes && lastPass === this.lastPass && this.refreshing === null) return;
    }
  }

  /** Stops timers and listening (the queue's page is going away; tests). */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.unlisten();
    this.options.channel?.close();
  }

  /** Runs `change` after this tab's earlier writes; reports to `mark`, then reads again. */
  private write(
    change: (backend: QueueBackend) => Promise<unknown>,
    mark?: WriteMark,
    warn?: (error: unknown) => void,
  ): void {
    this.writes = this.writes
      .then(async () => {
        await change(await this.options.backend);
        mark?.stored();
      })
      .catch((error: unknown) => {
        mark?.failed();
        if (warn) warn(error);
        else console.warn('study write queue: a change could not be stored', error);
      })
      .then(() => this.changed());
  }

  private async drain(): Promise<void> {
    if (this.closed || this.options.online?.() === false) return;
    const backend = await this.options.backend;
    const { ops } = await backend.transact(readQueue);
    const lanes = [...new Set(ops.map((o) => o.value.lane))];
    const outcomes = await Promise.all(lanes.map((lane) => this.drainLane(backend, lane)));
    if (outcomes.includes('retry')) this.scheduleRetry();
    else {
      this.attempt = 0;
      clearTimeout(this.timer);
    }
    this.changed();
  }

  private async drainLane(
    backend: QueueBackend,
    lane: string,
  ): Promise<'empty' | 'retry' | 'auth'> {
    while (!this.closed) {
      const op = await backend.transact((tx) => takeHead(tx, lane));
      if (op === null) return 'empty';
      if (op === 'paused') return 'auth';
      let result: SendResult;
      try {
        result = await this.options.send(op);
      } catch {
        result = 'retry';
      }
      const dropped = await backend.transact((tx) => settleOp(tx, op, result));
      if (dropped)
        console.warn('study write refused by the server and dropped', op.kind, dropped.code);
      this.changed();
      if (result === 'retry' || result === 'auth') return result;
    }
    return 'empty';
  }

  private scheduleRetry(): void {
    clearTimeout(this.timer);
    if (this.closed) return;
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.run(), delay);
  }

  /** The queue changed here: read it again and tell the other tabs. */
  private changed(): void {
    if (this.closed) return;
    void this.refresh();
    this.options.channel?.post();
  }
}
