/**
 * The queued write of one rating (POST …/sessions/:sessionId/reviews through the write queue),
 * as the study session and Learn's mastered set both send it: the learner's scheduler settings
 * and time zone with it, so the rating path reads no preferences.
 */
import type { ReviewInput, StudyOp } from '@app/contracts';
import type { Rating } from '@app/domain';
import type { StudySchedule } from '../components/study-session.tsx';

export function reviewOp(
  sessionId: string,
  rating: {
    cardId: string;
    rating: Rating;
    /** Time on the card before rating, ms (capped at one day). */
    elapsedMs: number;
    reviewedAt: Date;
    /** The state the client expects the card to have (reviewSchema's `expected`), if known. */
    expected?: ReviewInput['expected'];
  },
  schedule: StudySchedule,
  timeZone: string,
): Extract<StudyOp, { kind: 'review' }> {
  const eventId = crypto.randomUUID();
  return {
    kind: 'review',
    eventId,
    sessionId,
    body: {
      eventId,
      cardId: rating.cardId,
      rating: rating.rating,
      elapsedMs: Math.min(Math.max(0, rating.elapsedMs), 86_400_000),
      reviewedAt: rating.reviewedAt.toISOString(),
      timeZone,
      dayStartsAtHour: schedule.dayStartsAtHour,
      scheduler: schedule.scheduler,
      desiredRetention: schedule.desiredRetention,
      fsrsParameters: schedule.fsrsParameters,
      ...(rating.expected === undefined ? {} : { expected: rating.expected }),
    },
  };
}
