/**
 * A page-wide signal that the study write queue has just sent everything it held (ratings,
 * session starts and ends): screens that show figures derived from them (the dashboard's plan,
 * issue 21 §3) refetch then, instead of showing what the server knew before the last rating
 * arrived. A DOM event, so the screens need not import the study feature. Also how many ratings
 * wait on this device (the offline banner says so).
 */
import { useSyncExternalStore } from 'react';

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

const STUDY_QUEUE_OPENED = 'app:study-queue-opened';
let queueOpened = false;

/** The study write queue has been opened in this page (study-writes.ts, once). */
export function announceStudyQueueOpened(): void {
  if (queueOpened) return;
  queueOpened = true;
  window.dispatchEvent(new Event(STUDY_QUEUE_OPENED));
}

/** True once a screen of this page opened the study write queue. */
export function studyQueueOpened(): boolean {
  return queueOpened;
}

/** Calls `listener` when the study write queue opens in this page; answers the unsubscribe. */
export function onStudyQueueOpened(listener: () => void): () => void {
  window.addEventListener(STUDY_QUEUE_OPENED, listener);
  return () => window.removeEventListener(STUDY_QUEUE_OPENED, listener);
}

/** Ratings the learner made that the queue has not sent yet (0 until it has read its storage). */
let waiting = 0;
const waitingListeners = new Set<() => void>();

/** The write queue tells how many ratings wait (features/study's app-wide queue runner). */
export function setRatingsWaiting(n: number): void {
  if (n === waiting) return;
  waiting = n;
  for (const listener of waitingListeners) listener();
}

/** How many ratings wait on this device to be sent (the offline banner counts them). */
export function useRatingsWaiting(): number {
  return useSyncExternalStore(
    (onChange) => {
      waitingListeners.add(onChange);
      return () => waitingListeners.delete(onChange);
    },
    () => waiting,
    () => 0,
  );
}
