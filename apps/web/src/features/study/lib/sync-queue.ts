/**
 * A persistent, ordered queue of study writes (session start, ratings, undo, completion). Spec §8:
 * a failed write does not stop the study; here it is also retried (exponential backoff from 1 s
 * to 30 s, and at once when the browser comes back online) and kept in localStorage, so nothing
 * already rated is lost when the tab closes or reloads. Every operation is idempotent on the
 * server (event ids, client-chosen session id), so sending one twice is harmless.
 *
 * What happens to an answer is decided by its status (send-status.ts): a 401 pauses the queue
 * (the write and everything after it stay queued, no retry loop) until `resume()` after the
 * learner signs in again; a write the server refuses for good is dropped and kept in `dropped`
 * so that the screen can say what was not saved and why.
 */

export type StudyOp =
  | {
      kind: 'start';
      eventId: string;
      setId: string;
      body: { sessionId: string; cardOrder: string[] };
    }
  | {
      kind: 'review';
      eventId: string;
      sessionId: string;
      body: {
        eventId: string;
        cardId: string;
        rating: 1 | 2 | 3 | 4 | 5;
        elapsedMs: number;
        reviewedAt: string;
        timeZone: string;
        /** The SM-2 state the page expects the card to have (reviewSchema); absent in old queues. */
        expected?: { easinessFactor: number; intervalDays: number; repetitionCount: number } | null;
      };
    }
  | {
      kind: 'undo';
      eventId: string;
      sessionId: string;
      /** The event id the cancelled rating was sent with. */
      reviewEventId: string;
    }
  | { kind: 'complete'; eventId: string; sessionId: string };

/** Why the server refused a write for good (its status, code and Vietnamese message). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** done: applied; retry: try again later; auth: signed out, pause; refused: dropped for good. */
export type SendResult = 'done' | 'retry' | 'auth' | { refused: Refusal };

/** A write the server refused for good, as the learner is told about it. */
export interface DroppedOp extends Refusal {
  op: StudyOp;
}

export interface SyncState {
  pending: number;
  /** The last attempt failed and a retry is scheduled. */
  failing: boolean;
  /** The server answered 401: the queue waits for the learner to sign in again (`resume`). */
  authNeeded: boolean;
  /** Writes the server refused for good, oldest first, until `clearDropped`. */
  dropped: readonly DroppedOp[];
}

type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const MAX_DELAY_MS = 30_000;
/** Dropped writes kept for the notice (the newest). */
const MAX_DROPPED = 100;

export class SyncQueue {
  private ops: StudyOp[];
  private dropped: DroppedOp[];
  private running = false;
  private draining: Promise<void> = Promise.resolve();
  /** The operation on the wire right now (it can no longer be taken back locally). */
  private sending: StudyOp | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private failing = false;
  private authNeeded = false;
  private state: SyncState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storageKey: string,
    private readonly send: (op: StudyOp) => Promise<SendResult>,
    private readonly storage: QueueStorage | null,
  ) {
    this.ops = this.load<StudyOp>(storageKey);
    this.dropped = this.load<DroppedOp>(this.droppedKey);
    this.state = this.snapshot();
  }

  /**
   * Adds an operation (ignored when one with the same event id is still queued) and sends. An
   * undo whose rating has not been sent yet takes that rating out of the queue instead: neither
   * is sent. An undo of a rating the server refused just clears that refusal.
   */
  enqueue(op: StudyOp): void {
    if (this.ops.some((queued) => queued.eventId === op.eventId)) return;
    if (op.kind === 'undo') {
      const queued = this.ops.find(
        (o) => o.kind === 'review' && o.eventId === op.reviewEventId && o !== this.sending,
      );
      if (queued) {
        this.ops = this.ops.filter((o) => o !== queued);
        this.persist();
        return;
      }
      const refused = this.dropped.find(
        (d) => d.op.kind === 'review' && d.op.eventId === op.reviewEventId,
      );
      if (refused) {
        this.dropped = this.dropped.filter((d) => d !== refused);
        this.persist();
        return;
      }
    }
    this.ops.push(op);
    this.persist();
    void this.run();
  }

  /** Sends what it can now; resolves true when nothing is left queued. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    await this.run();
    return this.ops.length === 0;
  }

  /** After the learner signed in again: sends what waited (and anything queued meanwhile). */
  resume(): Promise<void> {
    if (this.authNeeded) {
      this.authNeeded = false;
      this.attempt = 0;
      this.emit();
    }
    clearTimeout(this.timer);
    return this.run();
  }

  /** Forgets the refused writes once the learner has read about them. */
  clearDropped(): void {
    if (this.dropped.length === 0) return;
    this.dropped = [];
    this.persist();
  }

  /** Queued operations (oldest first); for tests and diagnostics. */
  pending(): readonly StudyOp[] {
    return this.ops;
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  run(): Promise<void> {
    if (!this.running) {
      this.running = true;
      this.draining = this.drain();
    }
    return this.draining;
  }

  private async drain(): Promise<void> {
    try {
      while (this.ops.length > 0 && !this.authNeeded) {
        const op = this.ops[0]!;
        let result: SendResult;
        this.sending = op;
        try {
          result = await this.send(op);
        } catch {
          result = 'retry';
        } finally {
          this.sending = null;
        }
        if (result === 'retry') {
          this.failing = true;
          this.scheduleRetry();
          return;
        }
        if (result === 'auth') {
          this.authNeeded = true;
          this.failing = false;
          this.attempt = 0;
          clearTimeout(this.timer);
          return;
        }
        this.ops = this.ops.filter((o) => o !== op);
        if (result !== 'done') this.refuse(op, result.refused);
        this.attempt = 0;
        this.failing = false;
        this.persist();
      }
    } finally {
      // Synchronously with the loop's last check: an enqueue from now on starts a new drain.
      this.running = false;
      this.emit();
    }
  }

  /** Records a refused write; a refused rating whose undo is queued is simply gone (both). */
  private refuse(op: StudyOp, refusal: Refusal): void {
    console.warn('study write refused by the server and dropped', op.kind, refusal.code);
    if (op.kind === 'review') {
      const undo = this.ops.find((o) => o.kind === 'undo' && o.reviewEventId === op.eventId);
      if (undo) {
        this.ops = this.ops.filter((o) => o !== undo);
        return;
      }
    }
    this.dropped = [...this.dropped, { op, ...refusal }].slice(-MAX_DROPPED);
  }

  private scheduleRetry(): void {
    clearTimeout(this.timer);
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private snapshot(): SyncState {
    return {
      pending: this.ops.length,
      failing: this.failing,
      authNeeded: this.authNeeded,
      dropped: this.dropped,
    };
  }

  private emit(): void {
    const next = this.snapshot();
    const current = this.state;
    if (
      next.pending === current.pending &&
      next.failing === current.failing &&
      next.authNeeded === current.authNeeded &&
      next.dropped === current.dropped
    )
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private get droppedKey(): string {
    return `${this.storageKey}:dropped`;
  }

  private persist(): void {
    this.save(this.storageKey, this.ops);
    this.save(this.droppedKey, this.dropped);
    this.emit();
  }

  private save(key: string, items: readonly unknown[]): void {
    try {
      if (items.length === 0) this.storage?.removeItem(key);
      else this.storage?.setItem(key, JSON.stringify(items));
    } catch {
      // storage full or unavailable: the queue still lives in memory
    }
  }

  private load<T>(key: string): T[] {
    try {
      const raw = this.storage?.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  }
}
