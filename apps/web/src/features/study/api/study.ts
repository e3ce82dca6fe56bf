/** The study API: loading a set for study and sending queued writes (see sync-queue.ts). */
import { assembleStudyState, type StudyStateDto } from '@app/contracts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { classifyStatus } from '../lib/send-status.ts';
import { SyncQueue, type SendResult, type StudyOp } from '../lib/sync-queue.ts';

/**
 * What the study screen opens with, from two requests made at once: the set's cards
 * (GET …/cards: stored bytes, compressed, revalidated by the browser's cache with their ETag, so
 * an unchanged set costs a 304) and the learner's progress (GET …/progress: review states and
 * today's open session).
 */
export async function fetchStudyState(setId: string, timeZone: string): Promise<StudyState> {
  const [content, progress] = await Promise.all([
    unwrap(api.study.sets[':setId'].cards.$get({ param: { setId } })),
    unwrap(api.study.sets[':setId'].progress.$get({ param: { setId }, query: { timeZone } })),
  ]);
  return assembleStudyState(content, progress);
}

export type StudyState = StudyStateDto;

/**
 * Card ids of the set that the learner sent from a game to their review list (issue 8), newest
 * first: the study screen puts them first. A failure answers [] (the list is a convenience; the
 * study screen must still open).
 */
export async function fetchReviewFirst(setId: string): Promise<string[]> {
  try {
    const { items } = await unwrap(api['review-list'].$get({ query: { setId } }));
    return items.map((item) => item.cardId);
  } catch {
    return [];
  }
}

/** The queue's verdict on an answer; a refusal carries the server's (Vietnamese) message. */
async function toSendResult(response: Response): Promise<SendResult> {
  const status = classifyStatus(response.status);
  if (status !== 'drop') return status;
  const error = await toApiError(response);
  return { refused: { status: error.status, code: error.code, message: error.message } };
}

/** Sends one write; a network failure throws, which the queue treats as 'retry'. */
async function send(op: StudyOp): Promise<SendResult> {
  switch (op.kind) {
    case 'start':
      return toSendResult(
        await api.study.sets[':setId'].sessions.$post({
          param: { setId: op.setId },
          json: op.body,
        }),
      );
    case 'review':
      return toSendResult(
        await api.study.sessions[':sessionId'].reviews.$post({
          param: { sessionId: op.sessionId },
          json: op.body,
        }),
      );
    case 'undo':
      return toSendResult(
        await api.study.sessions[':sessionId'].undo.$post({
          param: { sessionId: op.sessionId },
          json: { eventId: op.eventId, reviewEventId: op.reviewEventId },
        }),
      );
    case 'complete':
      return toSendResult(
        await api.study.sessions[':sessionId'].complete.$post({
          param: { sessionId: op.sessionId },
          json: {},
        }),
      );
  }
}

const queues = new Map<string, SyncQueue>();

/** The write queue of one signed-in user (kept in localStorage across reloads). */
export function studyQueue(userId: string): SyncQueue {
  let queue = queues.get(userId);
  if (!queue) {
    let storage: Storage | null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    const created = new SyncQueue(`study-sync:${userId}`, send, storage);
    queues.set(userId, created);
    window.addEventListener('online', () => void created.run());
    queue = created;
  }
  return queue;
}
