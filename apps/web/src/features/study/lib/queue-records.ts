/**
 * The shapes the study write queue stores, and reading them back: every stored entry is parsed
 * with a zod schema (the op itself with `studyOpSchema` of the contracts); an entry that does not
 * parse is never cast, it is reported (console.warn) and turned into a `CORRUPT_ENTRY` dropped op.
 */
import { droppedOpSchema, studyOpSchema, type DroppedOp, type StudyOp } from '@app/contracts';
import { z } from 'zod';

/** The code of a dropped entry that was unreadable in storage (never a server code). */
export const CORRUPT_ENTRY = 'CORRUPT_ENTRY';

/**
 * One queued op as stored (IndexedDB value; its key, an auto-increment number, is its place in
 * the queue):
 * - lane: the study session the op belongs to; ops are sent in order only within one lane;
 * - inFlight: the op was handed to the network at least once: it can no longer be taken back
 *   ("Previous" then sends an undo instead);
 * - failing: the last attempt failed and will be retried;
 * - authPaused: the server answered 401; the lane waits for the learner to sign in again.
 */
export const opRecordSchema = z
  .object({
    lane: z.string().min(1),
    op: studyOpSchema,
    inFlight: z.boolean(),
    failing: z.boolean(),
    authPaused: z.boolean(),
  })
  .refine((record) => record.lane === laneOf(record.op), 'lane does not match the op');
export type OpRecord = z.infer<typeof opRecordSchema>;

/** A stored value with its key in the store. */
export interface Keyed<T> {
  key: number;
  value: T;
}

/** The lane of an op: its session id (a start names it in its body). */
function laneOf(op: StudyOp): string {
  return op.kind === 'start' ? op.body.sessionId : op.sessionId;
}

/** A new record for an op entering the queue. */
export function newRecord(op: StudyOp): OpRecord {
  return { lane: laneOf(op), op, inFlight: false, failing: false, authPaused: false };
}

/** The dropped entry that stands for an unreadable stored entry. */
export function corruptEntry(where: string): DroppedOp {
  return { op: null, status: 0, code: CORRUPT_ENTRY, message: `unreadable ${where} entry` };
}

/**
 * Parses a stored op record; undefined (after a console.warn naming the issues) when it does not
 * parse.
 */
export function parseOpRecord(value: unknown): OpRecord | undefined {
  const parsed = opRecordSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  warnCorrupt('queued op', parsed.error);
  return undefined;
}

/** Parses a stored dropped entry; undefined (after a console.warn) when it does not parse. */
export function parseDropped(value: unknown): DroppedOp | undefined {
  const parsed = droppedOpSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  warnCorrupt('dropped', parsed.error);
  return undefined;
}

/** Parses an op of the old localStorage queue; undefined (after a console.warn) when corrupt. */
export function parseLegacyOp(value: unknown): StudyOp | undefined {
  const parsed = studyOpSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  warnCorrupt('legacy queued op', parsed.error);
  return undefined;
}

function warnCorrupt(what: string, error: z.ZodError): void {
  console.warn(
    `study write queue: an unreadable ${what} entry was deleted`,
    error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}
