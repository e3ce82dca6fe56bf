/**
 * Writing a mastered set into the scheduler (issue 21 §1): one review per card with the rating
 * Learn gives it (learnRatings of @app/domain), through the study write queue as a study
 * session of the set (start, a review per card, complete): the same writes as studying, sent
 * once each (event ids) and kept on the device until the server has them.
 */
import type { Rating } from '@app/domain';
import type { StudySchedule } from '../components/study-session.tsx';
import { studyQueue } from '../api/study-writes.ts';
import { reviewOp } from './review-op.ts';

export function scheduleLearnt(
  userId: string,
  setId: string,
  ratings: readonly { cardId: string; rating: Rating }[],
  schedule: StudySchedule,
  timeZone: string,
): void {
  if (ratings.length === 0) return;
  const queue = studyQueue(userId);
  const sessionId = crypto.randomUUID();
  queue.enqueue({
    kind: 'start',
    eventId: sessionId,
    setId,
    body: { sessionId, cardOrder: ratings.map((r) => r.cardId) },
  });
  const reviewedAt = new Date();
  for (const { cardId, rating } of ratings) {
    queue.enqueue(
      reviewOp(sessionId, { cardId, rating, elapsedMs: 0, reviewedAt }, schedule, timeZone),
    );
  }
  queue.enqueue({ kind: 'complete', eventId: `complete:${sessionId}`, sessionId });
}
