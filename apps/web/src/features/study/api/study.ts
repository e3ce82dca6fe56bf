/** The study API: loading a set for study and sending queued writes (see sync-queue.ts). */
import { api, unwrap } from '../../../lib/api-client.ts';
import { SyncQueue, type SendResult, type StudyOp } from '../lib/sync-queue.ts';

/** GET /api/study/sets/:setId: cards with review state, and today's open session if any. */
export function fetchStudyState(setId: string, timeZone: string) {
  return unwrap(api.study.sets[':setId'].$get({ param: { setId }, query: { timeZone } }));
}

export type StudyState = Awaited<ReturnType<typeof fetchStudyState>>;

function classify(response: Response): SendResult {
  if (response.ok) return 'done';
  if (response.status >= 500 || response.status === 408 || response.status === 429) return 'retry';
  return 'drop';
}

async function send(op: StudyOp): Promise<SendResult> {
  switch (op.kind) {
    case 'start':
      return classify(
        await api.study.sets[':setId'].sessions.$post({
          param: { setId: op.setId },
          json: op.body,
        }),
      );
    case 'review':
      return classify(
        await api.study.sessions[':sessionId'].reviews.$post({
          param: { sessionId: op.sessionId },
          json: op.body,
        }),
      );
    case 'undo': {
      const response = await api.study.sessions[':sessionId'].undo.$post({
        param: { sessionId: op.sessionId },
        json: { eventId: op.eventId },
      });
      return classify(response);
    }
    case 'complete':
      return classify(
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
    queue = new SyncQueue(`study-sync:${userId}`, send, storage);
    queues.set(userId, queue);
    window.addEventListener('online', () => void queue!.run());
  }
  return queue;
}
