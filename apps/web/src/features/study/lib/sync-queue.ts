/**
 * A persistent, ordered queue of study writes (session start, ratings, undo, completion). Spec §8:
 * a failed write does not stop the study; here it is also retried (exponential backoff from 1 s
 * to 30 s, and at once when the browser comes back online) and kept in localStorage, so nothing
 * already rated is lost when the tab closes or reloads. Every operation is idempotent on the
 * server (event ids, client-chosen session id), so sending one twice is harmless.
 */

export type StudyOp =
  | {
      kind: 'start';
      eventId: string;
      setId: string;
      body: { sessionId: string; cardOrder: string[]; timeZone: string };
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
      };
    }
  | { kind: 'undo'; eventId: string; sessionId: string }
  | { kind: 'complete'; eventId: string; sessionId: string };

/** done: applied; drop: the server refused it for good (logged); retry: try again later. */
export type SendResult = 'done' | 'drop' | 'retry';

export interface SyncState {
  pending: number;
  /** The last attempt failed and a retry is scheduled. */
  failing: boolean;
}

const MAX_DELAY_MS = 30_000;

export class SyncQueue {
  private ops: StudyOp[];
  private draining: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private state: SyncState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storageKey: string,
    private readonly send: (op: StudyOp) => Promise<SendResult>,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  ) {
    this.ops = this.load();
    this.state = { pending: this.ops.length, failing: false };
  }

  /** Adds an operation (ignored when one with the same event id is still queued) and sends. */
  enqueue(op: StudyOp): void {
    if (this.ops.some((queued) => queued.eventId === op.eventId)) return;
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
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (this.ops.length > 0) {
      const op = this.ops[0]!;
      let result: SendResult;
      try {
        result = await this.send(op);
      } catch {
        result = 'retry';
      }
      if (result === 'retry') {
        this.setState(true);
        this.scheduleRetry();
        return;
      }
      if (result === 'drop') console.warn('study write refused by the server and dropped', op.kind);
      this.ops.shift();
      this.attempt = 0;
      this.persist();
    }
    this.setState(false);
  }

  private scheduleRetry(): void {
    clearTimeout(this.timer);
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private setState(failing: boolean): void {
    const next = { pending: this.ops.length, failing };
    if (next.pending === this.state.pending && next.failing === this.state.failing) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private persist(): void {
    try {
      if (this.ops.length === 0) this.storage?.removeItem(this.storageKey);
      else this.storage?.setItem(this.storageKey, JSON.stringify(this.ops));
    } catch {
      // storage full or unavailable: the queue still lives in memory
    }
    this.setState(this.state.failing);
  }

  private load(): StudyOp[] {
    try {
      const raw = this.storage?.getItem(this.storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as StudyOp[]) : [];
    } catch {
      return [];
    }
  }
}
