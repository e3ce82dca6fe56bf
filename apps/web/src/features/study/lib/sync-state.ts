/**
 * What one tab shows of the shared study write queue (sync-queue.ts): the last snapshot read from
 * storage, plus what this tab did that no read has seen yet, so the screen is right at once:
 *
 * - an op is counted from the moment it is enqueued, until a read that began after it was
 *   stored has been applied (reads are numbered; an older read applied late never hides it), so
 *   the status line never says "saved" while a rating is on its way to storage;
 * - dropped entries vanish at once when dismissed, until a read after the clearing;
 * - an op that could not even be stored is reported as dropped (STORAGE_FAILED) in this tab.
 *
 * Listeners are called only when something the screen shows changed.
 */
import type { DroppedOp, StudyOp } from '@app/contracts';
import type { QueueSnapshot } from './queue-rules.ts';

export interface SyncState {
  /** Ops not yet saved by the server (stored or on their way to storage). */
  pending: number;
  /** Of those, the ratings: the results the learner made. */
  pendingRatings: number;
  /** The last attempt of some op failed and a retry is scheduled. */
  failing: boolean;
  /** The server answered 401: those lanes wait for the learner to sign in again (`resume`). */
  authNeeded: boolean;
  /** Writes that were not saved for good, oldest first, until dismissed. */
  dropped: readonly DroppedOp[];
  /** False when the queue lives only in this tab's memory (no IndexedDB): lost if it closes. */
  persistent: boolean;
  /**
   * True once the stored queue has been read; before that `pending` counts only this tab's new
   * ops (a page just opened does not know yet what an earlier visit left).
   */
  read: boolean;
}

/** The code of an op that could not even be stored (the notice says so). */
export const STORAGE_FAILED = 'STORAGE_FAILED';

/** What a write in progress reports back: stored (committed) or failed. */
export interface WriteMark {
  stored(): void;
  failed(): void;
}

function sameDropped(a: readonly DroppedOp[], b: readonly DroppedOp[]): boolean {
  return (
    a.length === b.length &&
    a.every((d, i) => d.code === b[i]!.code && d.op?.eventId === b[i]!.op?.eventId)
  );
}

export class SyncStateView {
  private stored: QueueSnapshot = {
    pending: 0,
    pendingRatings: 0,
    failing: false,
    authNeeded: false,
    dropped: [],
  };
  private persistent = true;
  private state: SyncState;
  private readonly listeners = new Set<() => void>();
  /** Ops enqueued here and not yet seen by an applied read: counted until read number `from`. */
  private unseen: { from: number; rating: boolean }[] = [];
  private unstored: DroppedOp[] = [];
  /** Dropped entries are hidden until this read number is applied (0: shown). */
  private droppedHiddenUntil = 0;
  private reads = 0;
  private applied = 0;

  constructor() {
    this.state = this.compose();
  }

  get = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setPersistent(persistent: boolean): void {
    this.persistent = persistent;
    this.emit();
  }

  /** An op was enqueued: counted at once, until a read after it was stored. */
  added(op: StudyOp): WriteMark {
    const mark = { from: Number.POSITIVE_INFINITY, rating: op.kind === 'review' };
    this.unseen.push(mark);
    this.emit();
    return {
      stored: () => {
        mark.from = this.reads + 1;
      },
      failed: () => {
        this.unseen = this.unseen.filter((m) => m !== mark);
        this.unstored = [...this.unstored, { op, status: 0, code: STORAGE_FAILED, message: '' }];
        this.emit();
      },
    };
  }

  /** The learner dismissed the dropped writes: hidden at once, until a read after the clearing. */
  clearingDropped(): WriteMark {
    this.unstored = [];
    this.droppedHiddenUntil = Number.POSITIVE_INFINITY;
    this.emit();
    return {
      stored: () => {
        this.droppedHiddenUntil = this.reads + 1;
      },
      failed: () => {
        this.droppedHiddenUntil = 0;
        this.emit();
      },
    };
  }

  /** A read of the storage begins (before its transaction opens): answers its number. */
  beginRead(): number {
    this.reads += 1;
    return this.reads;
  }

  /** Applies the snapshot of read number `read`, unless a later read was applied already. */
  apply(snapshot: QueueSnapshot, read: number): void {
    if (read <= this.applied) return;
    this.applied = read;
    this.stored = snapshot;
    this.unseen = this.unseen.filter((mark) => mark.from > read);
    if (read >= this.droppedHiddenUntil) this.droppedHiddenUntil = 0;
    this.emit();
  }

  private compose(): SyncState {
    const dropped = this.droppedHiddenUntil > 0 ? [] : this.stored.dropped;
    return {
      pending: this.stored.pending + this.unseen.length,
      pendingRatings: this.stored.pendingRatings + this.unseen.filter((m) => m.rating).length,
      failing: this.stored.failing,
      authNeeded: this.stored.authNeeded,
      dropped: this.unstored.length > 0 ? [...dropped, ...this.unstored] : dropped,
      persistent: this.persistent,
      read: this.applied > 0,
    };
  }

  private emit(): void {
    const next = this.compose();
    const current = this.state;
    const droppedSame = sameDropped(next.dropped, current.dropped);
    if (
      next.pending === current.pending &&
      next.pendingRatings === current.pendingRatings &&
      next.failing === current.failing &&
      next.authNeeded === current.authNeeded &&
      next.persistent === current.persistent &&
      droppedSame
    )
      return;
    this.state = droppedSame ? { ...next, dropped: current.dropped } : next;
    for (const listener of this.listeners) listener();
  }
}
