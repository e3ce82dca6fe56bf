/**
 * Switching scheduler (issue 19 §2): when a learner turns FSRS on or off, or changes FSRS's
 * desired retention or their day's rollover hour, every card they reviewed is rescheduled by
 * the scheduler now chosen, in one transaction (the caller's), idempotently (the same choice
 * gives the same dates):
 * - to FSRS: each card's memory state is replayed from its review log (the first ratings of each
 *   learner day that no undo cancelled, with the learner days between them; ts-fsrs's
 *   next_state through replayFsrs), and its due date is the start of the learner day FSRS's
 *   interval after its last review (with the learner's own parameters when the optimiser fitted
 *   them: `choice.parameters`);
 * - to SM-2: the due date is the start of the learner day `interval_days` after its last review
 *   (the SM-2 fields were updated alongside FSRS on every rating).
 */
import { addLearnerDays, fsrsIntervalDays, replayFsrs, type SchedulerChoice } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readReviewHistories, rowsOf } from './review-history.ts';

interface ReviewRow {
  flashcard_id: string;
  interval_days: number;
  last_reviewed_at: Date | string;
}

/**
 * Reschedules every card `userId` reviewed by `choice` (see the module's comment). Answers the
 * number of cards rescheduled.
 */
export async function rescheduleLearner(
  db: Db,
  userId: string,
  choice: SchedulerChoice,
): Promise<number> {
  const { timeZone, dayStartsAtHour: hour } = choice;
  const parameters = choice.parameters ?? undefined;
  const reviews = await rowsOf<ReviewRow>(
    db,
    sql`select flashcard_id, interval_days, last_reviewed_at from card_reviews
        where user_id = ${userId} for update`,
  );
  const histories = await readReviewHistories(db, userId, timeZone, hour);
  const rows: {
    id: string;
    due: string;
    stability: number | null;
    difficulty: number | null;
    days: number | null;
  }[] = [];
  for (const review of reviews) {
    const last = new Date(review.last_reviewed_at);
    const memory = replayFsrs(histories.get(review.flashcard_id) ?? [], parameters);
    const days = memory ? fsrsIntervalDays(memory, choice.desiredRetention, parameters) : null;
    const interval = choice.scheduler === 'fsrs' && days !== null ? days : review.interval_days;
    rows.push({
      id: review.flashcard_id,
      due: addLearnerDays(last, interval, timeZone, hour).toISOString(),
      stability: memory?.stability ?? null,
      difficulty: memory?.difficulty ?? null,
      days,
    });
  }
  if (rows.length === 0) return 0;
  await db.execute(
    sql`update card_reviews r set next_review_date = u.due, stability = u.stability,
          difficulty = u.difficulty, fsrs_interval_days = u.days
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as u(id uuid, due timestamptz, stability float8, difficulty float8, days int)
        where r.user_id = ${userId} and r.flashcard_id = u.id`,
  );
  return rows.length;
}
