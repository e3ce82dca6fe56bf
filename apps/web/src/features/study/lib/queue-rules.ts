/**
 * The study write queue's rules, each run inside one backend transaction (queue-backend.ts), so
 * that two tabs changing the queue at once never undo each other's work:
 *
 * - enqueue: an op joins the end of its lane unless its event id is queued already; an undo of a
 *   rating not yet handed to the network takes that rating out instead (neither is sent), and an
 *   undo of a rating the server refused clears that refusal;
 * - takeHead: the next op of a lane, marked in flight before it is sent (from then on an undo
 *   is sent after it instead of cancelling it);
 * - settle: what the server's answer does to the op (sent: gone; retry: marked failing; 401:
 *   the lane pauses; refused: dropped and kept for the notice, or gone with its queued undo);
 * - readQueue: every entry parsed; an unreadable one is deleted and counted as dropped.
 */
import { droppedOpSchema, type DroppedOp, type StudyOp } from '@app/contracts';
import type { QueueTx } from './queue-backend.ts';
import {
  corruptEntry,
  newRecord,
  opRecordSchema,
  parseDropped,
  parseLegacyOp,
  parseOpRecord,
  type Keyed,
  type OpRecord,
} from './queue-records.ts';

/** Why the server refused a write for good (its status, code and Vietnamese message). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** done: applied; retry: try again later; auth: signed out, pause; refused: dropped for good. */
export type SendResult = 'done' | 'retry' | 'auth' | { refused: Refusal };

/** The dropped entries kept for the notice (the newest). */
const MAX_DROPPED = 100;

/** What the screens show of the queue. */
export interface QueueSnapshot {
  pending: number;
  /** Of the pending ops, the ratings (what the learner counts as results). */
  pendingRatings: number;
  failing: boolean;
  authNeeded: boolean;
  dropped: DroppedOp[];
}

/** Adds a dropped entry, keeping the newest MAX_DROPPED. */
async function addDropped(tx: QueueTx, entry: DroppedOp): Promise<void> {
  await tx.addDropped(entry);
  const all = await tx.dropped();
  for (const old of all.slice(0, Math.max(0, all.length - MAX_DROPPED)))
    await tx.deleteDropped(old.key);
}

/** Every queued op and dropped entry, parsed; unreadable ones deleted and counted as dropped. */
export async function readQueue(
  tx: QueueTx,
): Promise<{ ops: Keyed<OpRecord>[]; dropped: DroppedOp[] }> {
  const ops: Keyed<OpRecord>[] = [];
  for (const { key, value } of await tx.ops()) {
    const record = parseOpRecord(value);
    if (record) ops.push({ key, value: record });
    else {
      await tx.deleteOp(key);
      await addDropped(tx, corruptEntry('queued op'));
    }
  }
  const dropped: DroppedOp[] = [];
  for (const { key, value } of await tx.dropped()) {
    const entry = parseDropped(value);
    if (entry) dropped.push(entry);
    else {
      // an unreadable notice still says that something was not saved
      const replacement = corruptEntry('dropped');
      await tx.deleteDropped(key);
      await tx.addDropped(replacement);
      dropped.push(replacement);
    }
  }
  return { ops, dropped };
}

/** The queue as the screens show it. */
export async function readSnapshot(tx: QueueTx): Promise<QueueSnapshot> {
  const { ops, dropped } = await readQueue(tx);
  return {
    pending: ops.length,
    pendingRatings: ops.filter((o) => o.value.op.kind === 'review').length,
    failing: ops.some((o) => o.value.failing),
    authNeeded: ops.some((o) => o.value.authPaused),
    dropped,
  };
}

/** The record stored under `found`, when it parses (a corrupt one is left to readQueue). */
function quietParse(found: Keyed<unknown> | undefined): Keyed<OpRecord> | undefined {
  if (!found) return undefined;
  const parsed = opRecordSchema.safeParse(found.value);
  return parsed.success ? { key: found.key, value: parsed.data } : undefined;
}

/**
 * Queues an op (see the module comment). Answers 'queued', 'duplicate' (its event id is queued
 * already: ignored) or 'cancelled' (an undo that took its rating out, or cleared its refusal).
 */
export async function enqueueOp(
  tx: QueueTx,
  op: StudyOp,
): Promise<'queued' | 'duplicate' | 'cancelled'> {
  if (await tx.opByEvent(op.eventId)) return 'duplicate';
  if (op.kind === 'undo') {
    const found = await tx.opByEvent(op.reviewEventId);
    const review = quietParse(found);
    if (review && review.value.op.kind === 'review' && !review.value.inFlight) {
      await tx.deleteOp(review.key);
      return 'cancelled';
    }
    if (!found) {
      const refused = (await tx.dropped()).find((d) => {
        const entry = droppedOpSchema.safeParse(d.value).data;
        return entry?.op?.kind === 'review' && entry.op.eventId === op.reviewEventId;
      });
      if (refused) {
        await tx.deleteDropped(refused.key);
        return 'cancelled';
      }
    }
  }
  await tx.addOp(newRecord(op));
  return 'queued';
}

/**
 * The next op of a lane, marked in flight: null when the lane is empty, 'paused' when it waits
 * for a sign-in. Unreadable heads are deleted and counted as dropped on the way.
 */
export async function takeHead(tx: QueueTx, lane: string): Promise<StudyOp | null | 'paused'> {
  for (;;) {
    const found = await tx.laneHead(lane);
    if (!found) return null;
    const record = parseOpRecord(found.value);
    if (!record) {
      await tx.deleteOp(found.key);
      await addDropped(tx, corruptEntry('queued op'));
      continue;
    }
    if (record.authPaused) return 'paused';
    if (!record.inFlight) await tx.putOp(found.key, { ...record, inFlight: true });
    return record.op;
  }
}

/**
 * Applies the server's answer to a sent op (found again by its event id: if another tab's
 * sender settled it meanwhile, nothing is left to do). Answers the dropped entry it recorded.
 */
export async function settleOp(
  tx: QueueTx,
  op: StudyOp,
  result: SendResult,
): Promise<DroppedOp | null> {
  const current = quietParse(await tx.opByEvent(op.eventId));
  if (!current) return null;
  if (result === 'done') {
    await tx.deleteOp(current.key);
    return null;
  }
  if (result === 'retry' || result === 'auth') {
    await tx.putOp(current.key, {
      ...current.value,
      failing: result === 'retry',
      authPaused: result === 'auth',
    });
    return null;
  }
  await tx.deleteOp(current.key);
  if (op.kind === 'review') {
    // "Previous" was pressed on this rating after it left: the undo goes with it, unreported
    const undo = await tx.undoOf(op.eventId);
    if (undo) {
      await tx.deleteOp(undo.key);
      return null;
    }
  }
  const entry: DroppedOp = { op, ...result.refused };
  await addDropped(tx, entry);
  return entry;
}

/** Lifts every 401 pause (the learner signed in again). */
export async function clearAuthPauses(tx: QueueTx): Promise<void> {
  for (const { key, value } of (await readQueue(tx)).ops)
    if (value.authPaused) await tx.putOp(key, { ...value, authPaused: false, failing: false });
}

/**
 * Imports the old localStorage queue (arrays of ops and of dropped entries, as the earlier app
 * stored them): ops not queued yet join their lanes in their old order, dropped entries not kept
 * yet are kept; unreadable ones are counted as dropped. Safe to run twice (two tabs at once).
 */
export async function importLegacy(
  tx: QueueTx,
  ops: readonly unknown[],
  dropped: readonly unknown[],
): Promise<void> {
  for (const value of ops) {
    const op = parseLegacyOp(value);
    if (!op) await addDropped(tx, corruptEntry('legacy queued op'));
    else if (!(await tx.opByEvent(op.eventId))) await tx.addOp(newRecord(op));
  }
  const kept = new Set(
    (await tx.dropped())
      .map((d) => droppedOpSchema.safeParse(d.value).data?.op?.eventId)
      .filter((id): id is string => id !== undefined),
  );
  for (const value of dropped) {
    const entry = parseDropped(value);
    if (!entry) await addDropped(tx, corruptEntry('legacy dropped'));
    else if (!entry.op || !kept.has(entry.op.eventId)) await addDropped(tx, entry);
  }
}
