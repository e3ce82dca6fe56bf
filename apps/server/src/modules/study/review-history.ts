/**
 * A learner's effective review history (issue 19 §2): the first rating of each learner day of
 * each card (review_logs kind 'review') that no undo cancelled, in order, with the learner days
 * between them. What switching scheduler replays (reschedule.service.ts) and what FSRS's
 * optimiser fits on (fsrs-optimizer.service.ts).
 */
import { learnerDayGaps, type Rating, type ReviewHistoryEntry } from '@app/domain';
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
 * The query of readReviewHistories: one row per card with its effective reviews' ratings and
 * times (ms since the epoch) in log order. Aggregated in the database because handing 50,000
 * single rows out of the embedded database cost about a second, and 1,000 arrays a tenth of it
 * (issue 34 §21). Exported for the plan test (large-history.test.ts).
 */
export function reviewHistoriesQuery(userId: string): ReturnType<typeof sql> {
  return sql`select l.flashcard_id,
        array_agg(l.rating order by l.seq) as ratings,
        array_agg((extract(epoch from l.reviewed_at) * 1000)::float8 order by l.seq) as reviewed_ms
      from review_logs l
      where l.user_id = ${userId} and ${EFFECTIVE}
      group by l.flashcard_id`;
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
  const cards = await rowsOf<{ flashcard_id: string; ratings: number[]; reviewed_ms: number[] }>(
    db,
    reviewHistoriesQuery(userId),
  );
  const byCard = new Map<string, ReviewHistoryEntry[]>();
  for (const card of cards) {
    const instants = card.reviewed_ms.map((ms) => new Date(Number(ms)));
    const gaps = learnerDayGaps(instants, timeZone, dayStartsAtHour);
    const entries = card.ratings.map((rating, index) => ({
      rating: Number(rating) as Rating,
      elapsedDays: gaps[index] ?? 0,
    }));
    byCard.set(card.flashcard_id, entries);
  }
  return byCard;
}
