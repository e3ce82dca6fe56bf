/**
 * The study write queue in IndexedDB (through `idb`, a ~1 kB promise wrapper): one database per
 * learner, `study-sync:<userId>`, shared by every tab of the browser. Each op is its own record
 * (auto-increment key = queue order), so a tab only ever adds, changes or deletes records; it
 * never rewrites what another tab wrote. IndexedDB runs read-write transactions over the same
 * stores one at a time, in the order they were opened, across tabs: the queue's rules
 * (queue-rules.ts) read and write inside one transaction, so they are race-free between tabs.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { QueueBackend, QueueTx } from './queue-backend.ts';

const VERSION = 1;

interface QueueSchema extends DBSchema {
  ops: {
    key: number;
    value: unknown;
    indexes: { lane: string; eventId: string; reviewEventId: string };
  };
  dropped: { key: number; value: unknown };
}

type Tx = IDBPTransaction<QueueSchema, ['ops', 'dropped'], 'readwrite'>;

/** The database name of a learner's queue (the old localStorage key, too). */
export function queueName(userId: string): string {
  return `study-sync:${userId}`;
}

function wrap(tx: Tx): QueueTx {
  const ops = tx.objectStore('ops');
  const dropped = tx.objectStore('dropped');
  const first = async (index: 'lane' | 'eventId' | 'reviewEventId', key: string) => {
    const cursor = await ops.index(index).openCursor(key);
    return cursor ? { key: cursor.primaryKey, value: cursor.value } : undefined;
  };
  const all = async (store: typeof ops | typeof dropped) => {
    const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
    return keys.map((key, i) => ({ key, value: values[i] }));
  };
  return {
    ops: () => all(ops),
    laneHead: (lane) => first('lane', lane),
    opByEvent: (eventId) => first('eventId', eventId),
    undoOf: (reviewEventId) => first('reviewEventId', reviewEventId),
    addOp: (value) => ops.add(value),
    putOp: async (key, value) => void (await ops.put(value, key)),
    deleteOp: (key) => ops.delete(key),
    dropped: () => all(dropped),
    addDropped: async (value) => void (await dropped.add(value)),
    deleteDropped: (key) => dropped.delete(key),
    clearDropped: () => dropped.clear(),
  };
}

/** Opens (or creates) a learner's queue database; `onGone` when it is closed under us. */
export function openQueueDatabase(
  name: string,
  onGone: () => void,
): Promise<IDBPDatabase<QueueSchema>> {
  return openDB<QueueSchema>(name, VERSION, {
    upgrade(db) {
      const ops = db.createObjectStore('ops', { autoIncrement: true });
      ops.createIndex('lane', 'lane');
      ops.createIndex('eventId', 'op.eventId');
      ops.createIndex('reviewEventId', 'op.reviewEventId');
      db.createObjectStore('dropped', { autoIncrement: true });
    },
    // a newer version of the app wants to upgrade the database: let it (reopened on next use)
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      onGone();
    },
    // the browser closed the connection (storage cleared, disk error): reopen on next use
    terminated: onGone,
  });
}

/**
 * Opens the learner's queue database.
 * @throws when IndexedDB is missing or refuses to open (some private modes): the caller falls
 * back to the memory backend.
 */
export async function openIdbBackend(name: string): Promise<QueueBackend> {
  let db: Promise<IDBPDatabase<QueueSchema>> | null = null;
  const connect = () => {
    db ??= openQueueDatabase(name, () => {
      db = null;
    }).catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  };
  await connect();
  return {
    persistent: true,
    async transact(fn) {
      const tx = (await connect()).transaction(['ops', 'dropped'], 'readwrite');
      try {
        const result = await fn(wrap(tx));
        await tx.done;
        return result;
      } catch (error) {
        try {
          tx.abort();
        } catch {
          // already finished or aborted
        }
        await tx.done.catch(() => undefined);
        throw error;
      }
    },
    close() {
      void db?.then((open) => open.close());
      db = null;
    },
  };
}
