/**
 * Where the study write queue lives: a backend runs a function in one transaction over two
 * stores, `ops` (one record per queued op, auto-increment keys: the queue order) and `dropped`
 * (what was not saved, for the notice). The queue's rules (queue-rules.ts) are written once
 * against this interface; IndexedDB (idb-backend.ts) is shared by every tab of the browser and
 * keeps its transactions atomic and in order across them; the memory backend (below) is the
 * fallback when IndexedDB is unavailable: one tab, lost with it.
 *
 * Values are `unknown`: whatever is read back is parsed by the rules (queue-records.ts).
 */
import type { Keyed } from './queue-records.ts';

/** The operations a transaction offers. Lists are in key order (oldest first). */
export interface QueueTx {
  ops(): Promise<Keyed<unknown>[]>;
  /** The first record of a lane (by key), or undefined. */
  laneHead(lane: string): Promise<Keyed<unknown> | undefined>;
  /** A record whose op has this event id. */
  opByEvent(eventId: string): Promise<Keyed<unknown> | undefined>;
  /** A record of an undo naming this review event id. */
  undoOf(reviewEventId: string): Promise<Keyed<unknown> | undefined>;
  addOp(value: unknown): Promise<number>;
  putOp(key: number, value: unknown): Promise<void>;
  deleteOp(key: number): Promise<void>;
  dropped(): Promise<Keyed<unknown>[]>;
  addDropped(value: unknown): Promise<void>;
  deleteDropped(key: number): Promise<void>;
  clearDropped(): Promise<void>;
}

export interface QueueBackend {
  /** True when the queue outlives the tab (IndexedDB); false for the memory fallback. */
  readonly persistent: boolean;
  /**
   * Runs `fn` in one read-write transaction over both stores and resolves with its result once
   * committed; a throw (or a failed request) aborts it and rejects. `fn` may await only the
   * transaction's own calls (an IndexedDB transaction commits when it has nothing left to do).
   */
  transact<T>(fn: (tx: QueueTx) => Promise<T>): Promise<T>;
  close(): void;
}

interface MemoryRecord {
  value: unknown;
}

/** Reads the op record fields the indexes use, as IndexedDB key paths would (else undefined). */
function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The fallback backend: the same stores in this tab's memory. Transactions run one at a time in
 * call order; a throw rolls back what the transaction wrote (values are copied in and out, as
 * IndexedDB's structured clone does).
 */
export class MemoryBackend implements QueueBackend {
  readonly persistent = false;
  private ops = new Map<number, MemoryRecord>();
  private droppedEntries = new Map<number, MemoryRecord>();
  private nextKey = 1;
  private tail: Promise<unknown> = Promise.resolve();

  transact<T>(fn: (tx: QueueTx) => Promise<T>): Promise<T> {
    const run = this.tail.then(async () => {
      const ops = new Map(this.ops);
      const dropped = new Map(this.droppedEntries);
      let nextKey = this.nextKey;
      const copy = (value: unknown) => structuredClone(value);
      const list = (map: Map<number, MemoryRecord>) =>
        [...map.entries()]
          .sort(([a], [b]) => a - b)
          .map(([key, record]) => ({ key, value: copy(record.value) }));
      const find = (test: (value: unknown) => boolean) =>
        list(ops).find((entry) => test(entry.value));
      const tx: QueueTx = {
        ops: async () => list(ops),
        laneHead: async (lane) => find((v) => field(v, 'lane') === lane),
        opByEvent: async (eventId) => find((v) => field(v, 'op', 'eventId') === eventId),
        undoOf: async (reviewEventId) =>
          find((v) => field(v, 'op', 'reviewEventId') === reviewEventId),
        addOp: async (value) => {
          const key = nextKey++;
          ops.set(key, { value: copy(value) });
          return key;
        },
        putOp: async (key, value) => void ops.set(key, { value: copy(value) }),
        deleteOp: async (key) => void ops.delete(key),
        dropped: async () => list(dropped),
        addDropped: async (value) => void dropped.set(nextKey++, { value: copy(value) }),
        deleteDropped: async (key) => void dropped.delete(key),
        clearDropped: async () => dropped.clear(),
      };
      const result = await fn(tx);
      this.ops = ops;
      this.droppedEntries = dropped;
      this.nextKey = nextKey;
      return result;
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  close(): void {}
}
