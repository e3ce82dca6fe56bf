/**
 * What the sync queue does with the answer to one study write, by HTTP status (spec §8: a failed
 * write never stops the study, and nothing rated may be lost):
 *
 * - 2xx: done.
 * - no answer (network error, `null`), 408, 425, 429, 5xx: retry later with backoff; the same
 *   request can succeed once the network, the server or the rate limit recovers.
 * - 401: 'auth'. The session ended; the queue pauses (keeps this write and all after it) until the
 *   learner signs in again, then resumes. Retrying without a session could never succeed, and
 *   dropping would lose ratings.
 * - any other 4xx (400, 403, 404, 409, 410, 413, 422, …): drop. The server refused this write for
 *   good; sending it again gives the same answer. The learner is told.
 * - anything else (1xx, 3xx: not expected from this API; a proxy in the way): retry, since it says
 *   nothing about the write itself and keeping it loses nothing.
 */
export type SendStatus = 'done' | 'retry' | 'auth' | 'drop';

export function classifyStatus(status: number | null): SendStatus {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'auth';
  if (status === 408 || status === 425 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'drop';
  return 'retry';
}
