/**
 * A page-wide signal that the study write queue has just sent everything it held (ratings,
 * session starts and ends): screens that show figures derived from them (the dashboard's plan,
 * issue 21 §3) refetch then, instead of showing what the server knew before the last rating
 * arrived. A DOM event, so the screens need not import the study feature.
 */
const STUDY_WRITES_SENT = 'app:study-writes-sent';
let lastSentAt = 0;

/** Announces that the queue is empty after sending (study-writes.ts). */
export function announceStudyWritesSent(): void {
  lastSentAt = Date.now();
  window.dispatchEvent(new Event(STUDY_WRITES_SENT));
}

/**
 * When this page last saw the queue send everything (epoch ms, 0: never): a screen mounted
 * later compares it with its data's age (TanStack Query's dataUpdatedAt) to refetch.
 */
export function studyWritesSentAt(): number {
  return lastSentAt;
}

/** Calls `listener` each time the queue has sent everything; answers the unsubscribe. */
export function onStudyWritesSent(listener: () => void): () => void {
  window.addEventListener(STUDY_WRITES_SENT, listener);
  return () => window.removeEventListener(STUDY_WRITES_SENT, listener);
}
