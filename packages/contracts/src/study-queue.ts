/**
 * The study writes as the web's persistent queue keeps them (issue 17 §2): each op is one
 * request of the study API, parsed back with these schemas when read from IndexedDB.
 */
import { z } from 'zod';
import { reviewSchema, startTodaySessionSchema, undoSchema } from './study.ts';

/**
 * One study write as the web's write queue keeps it (IndexedDB, one record per op) until the
 * server has it: the request's path parameters and body, each body the request schema above.
 * `eventId` is the op's identity in the queue (a start's is its session id; a completion's is
 * `complete:<sessionId>`). Stored entries are parsed with this schema when read back.
 */
export const studyOpSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('start'),
    eventId: z.uuid(),
    /** null: a today session (POST /api/study/today/sessions). */
    setId: z.uuid().nullable(),
    body: startTodaySessionSchema,
  }),
  z.object({
    kind: z.literal('review'),
    eventId: z.uuid(),
    sessionId: z.uuid(),
    body: reviewSchema,
  }),
  z.object({
    kind: z.literal('undo'),
    eventId: undoSchema.shape.eventId,
    sessionId: z.uuid(),
    /** The event id the cancelled rating was sent with. */
    reviewEventId: undoSchema.shape.reviewEventId,
  }),
  z.object({
    kind: z.literal('complete'),
    eventId: z.string().regex(/^complete:[0-9a-f-]{36}$/i),
    sessionId: z.uuid(),
  }),
]);
export type StudyOp = z.infer<typeof studyOpSchema>;

/**
 * A queued write that was not saved, kept for the study screen's notice until the learner
 * dismisses it: the op (null when the stored entry itself was unreadable), the HTTP status (0 when
 * no request was made) and the error code and message (the server's, or the queue's own
 * `CORRUPT_ENTRY`).
 */
export const droppedOpSchema = z.object({
  op: studyOpSchema.nullable(),
  status: z.int().min(0).max(599),
  code: z.string().min(1).max(100),
  message: z.string().max(2000),
});
export type DroppedOp = z.infer<typeof droppedOpSchema>;
