/**
 * An imported card's history saved as the creator's own (issue 24 §1 "Review history"): when
 * POST /api/sets creates a set whose cards carry `schedule` and `reviews` (card-history.ts in
 * @app/contracts, from an Anki import with keepHistory), the same transaction writes, for each
 * card whose schedule is not 'new':
 * - card_reviews: the SM-2 state (easiness factor, interval, repetition count), next review
 *   date = `schedule.dueAt` (a learning card: due then, interval 0), last reviewed at = the
 *   last review (without reviews: `dueAt` − interval days for a review card, capped at now;
 *   now for a learning one), difficulty rating = the last review's (3 without reviews), total
 *   reviews, last_log_id = the last log row;
 * - review_logs: one kind 'review' row per review, oldest first (so `seq` orders them), no
 *   session, a random client event id, the review's rating, time and after-state (interval,
 *   easiness factor; repetition count replayed as SM-2 counts it: 0 after a rating below 3,
 *   else + 1; next review date = review time + interval days, the last one `dueAt`), its
 *   before-state the previous row's after-state, elapsed days in UTC days. These are the rows
 *   stats, the FSRS replay (review-history.ts) and the optimiser read;
 * - card_statistics: the reviews counted by rating, last reviewed at.
 * A card saved as 'new' (or without a schedule) keeps no history. Review times after `now` are
 * brought back to `now`.
 */
import type { CardReview, CardSchedule } from '@app/contracts';
import { learnerDayGaps } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writeInTurns, yieldToEventLoop } from '../../lib/event-loop.ts';
import { cardReviews, cardStatistics, type reviewLogs } from '../../db/schema/study.ts';

const DAY_MS = 86_400_000;
/**
 * Rows per insert statement of card_reviews and card_statistics (under 65 535 parameters) and
 * log rows per JSON insert (~1.2 MB of JSON at most): small enough that one statement holds the
 * embedded database's thread for a fraction of a second (10,000 log rows took 0.6-3 s on
 * PGlite), and that PGlite's WebAssembly memory, which grows to a statement's peak and never
 * shrinks, stays small (10,000 rows, ~6 MB, left ~30 MiB more resident; issue 34 item 29).
 */
const CHUNK = 250;
const LOG_CHUNK = 2_000;

/** Cards whose rows are built between two turns of the event loop. */
const PREPARE_CARDS_PER_TURN = 50;

/** A created card and the history its input carried. */
export interface CardWithHistory {
  id: string;
  schedule?: CardSchedule | undefined;
  reviews?: CardReview[] | undefined;
}

type LogRow = typeof reviewLogs.$inferInsert;

/** The log rows of one card's reviews (oldest first) and its last one. */
function logRows(
  userId: string,
  setId: string,
  card: { id: string; dueAt: Date },
  reviews: CardReview[],
  now: Date,
): LogRow[] {
  const rows: LogRow[] = [];
  let before: LogRow | null = null;
  const instants = reviews.map(
    (review) => new Date(Math.min(Date.parse(review.reviewedAt), now.getTime())),
  );
  const gaps = learnerDayGaps(instants, 'UTC', 0);
  reviews.forEach((review, index) => {
    const at = instants[index]!;
    const repetitions = before?.repetitionCountAfter ?? 0;
    const row: LogRow = {
      id: crypto.randomUUID(),
      clientEventId: crypto.randomUUID(),
      userId,
      flashcardId: card.id,
      flashcardSetId: setId,
      studySessionId: null,
      kind: 'review',
      previousLogId: before?.id ?? null,
      rating: review.rating,
      ratingBefore: before?.rating ?? null,
      easinessFactorBefore: before?.easinessFactorAfter ?? null,
      intervalDaysBefore: before?.intervalDaysAfter ?? null,
      repetitionCountBefore: before?.repetitionCountAfter ?? null,
      nextReviewDateBefore: before?.nextReviewDateAfter ?? null,
      lastReviewedAtBefore: before?.reviewedAt ?? null,
      easinessFactorAfter: review.easinessFactor,
      intervalDaysAfter: review.intervalDays,
      repetitionCountAfter: review.rating < 3 ? 0 : repetitions + 1,
      nextReviewDateAfter:
        index === reviews.length - 1
          ? card.dueAt
          : new Date(at.getTime() + review.intervalDays * DAY_MS),
      reviewedAt: at,
      elapsedMs: review.elapsedMs,
      elapsedDays: before ? (gaps[index] ?? 0) : null,
    };
    rows.push(row);
    before = row;
  });
  return rows;
}

/** The rows a new set's history writes, built before its transaction opens. */
export interface PreparedHistory {
  reviewRows: (typeof cardReviews.$inferInsert)[];
  statisticsRows: (typeof cardStatistics.$inferInsert)[];
  logs: LogRow[];
}

/**
 * Builds the rows of the history of `cards` (ids chosen by the caller, in set `setId`) as
 * `userId`'s, without touching the database: the CPU work of a 50,000-review history (about a
 * second) happens before the set's transaction, which on the embedded database holds every
 * other request while it is open (issue 34 §21). Cards without a schedule or with a new one
 * keep nothing.
 */
export async function prepareImportedHistory(
  userId: string,
  setId: string,
  cards: readonly CardWithHistory[],
  now: Date,
): Promise<PreparedHistory> {
  const reviewRows: (typeof cardReviews.$inferInsert)[] = [];
  const statisticsRows: (typeof cardStatistics.$inferInsert)[] = [];
  const logs: LogRow[] = [];
  for (const [index, card] of cards.entries()) {
    // other requests are answered between groups of cards (about 20 ms each)
    if (index % PREPARE_CARDS_PER_TURN === PREPARE_CARDS_PER_TURN - 1) await yieldToEventLoop();
    const schedule = card.schedule;
    if (!schedule || schedule.state === 'new') continue;
    const dueAt = new Date(schedule.dueAt);
    const reviews = [...(card.reviews ?? [])].sort(
      (a, b) => Date.parse(a.reviewedAt) - Date.parse(b.reviewedAt),
    );
    const rows = logRows(userId, setId, { id: card.id, dueAt }, reviews, now);
    const last = rows.at(-1);
    const estimated =
      schedule.state === 'review'
        ? new Date(Math.min(now.getTime(), dueAt.getTime() - schedule.intervalDays * DAY_MS))
        : now;
    const lastReviewedAt = (last?.reviewedAt as Date | undefined) ?? estimated;
    reviewRows.push({
      userId,
      flashcardId: card.id,
      flashcardSetId: setId,
      difficultyRating: last?.rating ?? 3,
      easinessFactor: schedule.easinessFactor,
      intervalDays: schedule.state === 'learning' ? 0 : schedule.intervalDays,
      repetitionCount: schedule.state === 'learning' ? 0 : schedule.repetitionCount,
      nextReviewDate: dueAt,
      lastReviewedAt,
      lastLogId: last?.id ?? null,
      totalReviews: rows.length,
    });
    if (rows.length > 0) {
      const count = (rating: number) => rows.filter((row) => row.rating === rating).length;
      statisticsRows.push({
        userId,
        flashcardId: card.id,
        flashcardSetId: setId,
        totalReviews: rows.length,
        veryHardCount: count(1),
        hardCount: count(2),
        mediumCount: count(3),
        easyCount: count(4),
        veryEasyCount: count(5),
        lastReviewedAt,
      });
    }
    logs.push(...rows);
  }
  return { reviewRows, statisticsRows, logs };
}

/**
 * Writes `prepared` (prepareImportedHistory) inside the caller's transaction `tx`, in
 * statements small enough (CHUNK, LOG_CHUNK rows) that the server answers other requests
 * between them. Answers the rows written to each table.
 */
export async function writePreparedHistory(
  tx: Db,
  userId: string,
  setId: string,
  prepared: PreparedHistory,
): Promise<{ reviewRows: number; statisticsRows: number; logs: number }> {
  const { reviewRows, statisticsRows, logs } = prepared;
  await writeInTurns(reviewRows, CHUNK, (chunk) => tx.insert(cardReviews).values(chunk));
  await writeInTurns(statisticsRows, CHUNK, (chunk) => tx.insert(cardStatistics).values(chunk));
  await writeInTurns(logs, LOG_CHUNK, (chunk) => insertLogs(tx, userId, setId, chunk));
  return {
    reviewRows: reviewRows.length,
    statisticsRows: statisticsRows.length,
    logs: logs.length,
  };
}

/**
 * Inserts log rows in their order (so `seq` follows it) as one JSON parameter: 50,000 rows
 * took 16 s as multi-row VALUES on PGlite, a second or two this way.
 */
async function insertLogs(tx: Db, userId: string, setId: string, rows: LogRow[]) {
  const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
  const json = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      client_event_id: r.clientEventId,
      flashcard_id: r.flashcardId,
      previous_log_id: r.previousLogId,
      rating: r.rating,
      rating_before: r.ratingBefore,
      easiness_factor_before: r.easinessFactorBefore,
      interval_days_before: r.intervalDaysBefore,
      repetition_count_before: r.repetitionCountBefore,
      next_review_date_before: iso(r.nextReviewDateBefore),
      last_reviewed_at_before: iso(r.lastReviewedAtBefore),
      easiness_factor_after: r.easinessFactorAfter,
      interval_days_after: r.intervalDaysAfter,
      repetition_count_after: r.repetitionCountAfter,
      next_review_date_after: iso(r.nextReviewDateAfter),
      reviewed_at: iso(r.reviewedAt),
      elapsed_ms: r.elapsedMs,
      elapsed_days: r.elapsedDays,
    })),
  );
  await tx.execute(sql`
    insert into review_logs (id, client_event_id, user_id, flashcard_id, flashcard_set_id, kind,
      previous_log_id, rating, rating_before, easiness_factor_before, interval_days_before,
      repetition_count_before, next_review_date_before, last_reviewed_at_before,
      easiness_factor_after, interval_days_after, repetition_count_after, next_review_date_after,
      reviewed_at, elapsed_ms, elapsed_days)
    select x.id, x.client_event_id, ${userId}::text, x.flashcard_id, ${setId}::uuid, 'review',
      x.previous_log_id, x.rating, x.rating_before, x.easiness_factor_before,
      x.interval_days_before, x.repetition_count_before, x.next_review_date_before,
      x.last_reviewed_at_before, x.easiness_factor_after, x.interval_days_after,
      x.repetition_count_after, x.next_review_date_after, x.reviewed_at, x.elapsed_ms,
      x.elapsed_days
    from json_to_recordset(${json}::json) as x(id uuid, client_event_id uuid,
      flashcard_id uuid, previous_log_id uuid, rating smallint, rating_before smallint,
      easiness_factor_before double precision, interval_days_before integer,
      repetition_count_before integer, next_review_date_before timestamptz,
      last_reviewed_at_before timestamptz, easiness_factor_after double precision,
      interval_days_after integer, repetition_count_after integer,
      next_review_date_after timestamptz, reviewed_at timestamptz, elapsed_ms integer,
      elapsed_days integer)`);
}
