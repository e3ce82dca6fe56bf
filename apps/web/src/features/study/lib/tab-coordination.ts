/**
 * How the tabs of one learner share the study write queue: one sender at a time (Web Locks) and
 * a "the queue changed" message to every other tab (BroadcastChannel), so each tab's notices
 * follow the shared queue.
 */

/** Runs `fn` while holding the sender lock; resolves with its result once it released it. */
export type SenderLock = <T>(fn: () => Promise<T>) => Promise<T>;

/** Tells the other tabs that the queue changed, and hears them say so. */
export interface QueueChannel {
  post(): void;
  /** Calls `onChange` on every message from another tab; answers the unsubscribe. */
  listen(onChange: () => void): () => void;
  close(): void;
}

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * An exclusive lock named `name` across every tab of the origin (`locks`: navigator.locks, the
 * Web Locks API; released when the callback settles or the tab closes). Where the browser has
 * no Web Locks (null), a lock within this tab only: two tabs may then send the same op at once,
 * which the server applies once (event ids); no op is lost either way, since every op stays
 * stored until its answer is settled.
 */
export function senderLock(name: string, locks: LockRequester | null): SenderLock {
  if (locks && typeof locks.request === 'function') {
    return (fn) => locks.request(name, fn);
  }
  let tail: Promise<unknown> = Promise.resolve();
  return (fn) => {
    const run = tail.then(fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * A BroadcastChannel named `name` carrying "changed" (null where the browser has none: the
 * screen then reads the queue again when the tab gets the focus).
 */
export function queueChannel(name: string): QueueChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: () => channel.postMessage('changed'),
    listen(onChange) {
      const handler = () => onChange();
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close: () => channel.close(),
  };
}
