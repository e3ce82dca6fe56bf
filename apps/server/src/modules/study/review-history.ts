/**
 * A learner's effective review history (issue 19 §2): the first rating of each learner day of
 * each card (review_logs kind 'review') that no undo cancelled, in order, with the learner days
 * between them. What switching scheduler replays (reschedule.service.ts) and what FSRS's
 * optimiser fits on (fsrs-optimizer.service.ts).
 */
import { learnerDaysBetween, type Rating, type ReviewHistoryEntry } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Rows of a raw query (inside the caller's transaction, if any; both drivers answer `rows`). */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const EFFECTIVE = sql`l.kind = 'review'
  and not exists (select 1 from review_logs u
                  where u.user_id = l.user_id and u.kind = 'undo' and u.undoes_log_id = l.id)`;

/** The number of effective reviews in `userId`'s log. */
export async function countEffectiveReviews(db: Db, userId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from review_logs l where l.user_id = ${userId} and ${EFFECTIVE}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Each card's effective reviews, in order, with the learner days since the card's previous one
 * (0 for its first), in the learner's day (`timeZone`, `dayStartsAtHour`).
 */
export async function readReviewHistories(
  db: Db,
  userId: string,
  timeZone: string,
  dayStartsAtHour: number,
): Promise<Map<string, ReviewHistoryEntry[]>> {
  const logs = await rowsOf<{ flashcard_id: string; rating: number; reviewed_at: Date | string }>(
    db,
    sql`select l.flashcard_id, l.rating, l.reviewed_at from review_logs l
        where l.user_id = ${userId} and ${EFFECTIVE}
        order by l.flashcard_id, l.seq`,
  );
  const byCard = new Map<string, ReviewHistoryEntry[]>();
  let previous: { card: string; at: Date } | null = null;
  for (const row of logs) {
    const at = new Date(row.reviewed_at);
    const same = previous?.card === row.flashcard_id;
    const elapsedDays =
      same && previous ? learnerDaysBetween(previous.at, at, timeZone, dayStartsAtHour) : 0;
    const list = byCard.get(row.flashcard_id) ?? [];
    list.push({ rating: row.rating as Rating, elapsedDays });
    byCard.set(row.flashcard_id, list);
    previous = { card: row.flashcard_id, at };
  }
  return byCard;
}
