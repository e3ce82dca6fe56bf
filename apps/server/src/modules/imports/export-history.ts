/**
 * The caller's own review history of a set's cards, for the .apkg export with `history=true`
 * (issue 24 §2): their card_reviews row of each card and their effective review_logs (kind
 * 'review' that no undo cancelled; practice ratings are not reviews), oldest first — never
 * anyone else's, whoever owns the set. `ankiHistory` turns them into Anki's `cards` and
 * `revlog` columns (anki-history.ts reads them back the same way):
 * - a card with a review state and an interval of 1 day or more: type/queue 2 (review), due =
 *   days from col.crt (anki-crt.ts collectionCreation) to the next review date (rounded), ivl = the
 *   interval, factor = easiness factor × 1000, reps = the repetition count, lapses = the
 *   reviews rated below 3 that ended a run of passing ones;
 * - one with interval 0 (an imported learning card): type/queue 1, due = its next review date
 *   in epoch seconds;
 * - a card never reviewed stays new;
 * - each review: id = review time (ms), ease = ratingToAnkiEase (1-2 → Again, 3 → Hard, 4 →
 *   Good, 5 → Easy), ivl and lastIvl = the intervals after and before (days), factor = easiness
 *   after × 1000, time = the time spent (ms, 0 when unknown), type 0 (learn) when the card had
 *   no interval before it, else 1 (review).
 */
import { ratingToAnkiEase } from '@app/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cardReviews, reviewLogs } from '../../db/schema/study.ts';
import type { AnkiCardRow, AnkiRevlogRow } from './anki-history.ts';

const DAY_SECONDS = 86_400;

/** One card's state and reviews for its learner. */
export interface CardHistory {
  state: {
    easinessFactor: number;
    intervalDays: number;
    repetitionCount: number;
    nextReviewDate: Date;
  } | null;
  reviews: {
    reviewedAt: Date;
    rating: number;
    elapsedMs: number | null;
    easinessFactorAfter: number | null;
    intervalDaysAfter: number | null;
    intervalDaysBefore: number | null;
    repetitionCountBefore: number | null;
  }[];
}

/** Cards read per query (ids as parameters). */
const CHUNK = 1000;

/**
 * `userId`'s own review state and effective reviews of `cardIds` (cards without either are
 * absent from the map).
 */
export async function readCardHistories(
  db: Db,
  userId: string,
  cardIds: readonly string[],
): Promise<Map<string, CardHistory>> {
  const histories = new Map<string, CardHistory>();
  const of = (id: string) => {
    let history = histories.get(id);
    if (!history) histories.set(id, (history = { state: null, reviews: [] }));
    return history;
  };
  const undo = alias(reviewLogs, 'undo');
  for (let start = 0; start < cardIds.length; start += CHUNK) {
    const ids = cardIds.slice(start, start + CHUNK);
    const states = await db
      .select()
      .from(cardReviews)
      .where(and(eq(cardReviews.userId, userId), inArray(cardReviews.flashcardId, ids)));
    for (const row of states) of(row.flashcardId).state = row;
    const logs = await db
      .select({ log: reviewLogs })
      .from(reviewLogs)
      .leftJoin(
        undo,
        and(
          eq(undo.userId, reviewLogs.userId),
          eq(undo.kind, 'undo'),
          eq(undo.undoesLogId, reviewLogs.id),
        ),
      )
      .where(
        and(
          eq(reviewLogs.userId, userId),
          inArray(reviewLogs.flashcardId, ids),
          eq(reviewLogs.kind, 'review'),
          isNull(undo.id),
        ),
      )
      .orderBy(asc(reviewLogs.flashcardId), asc(reviewLogs.seq));
    for (const { log } of logs) {
      of(log.flashcardId).reviews.push({
        reviewedAt: log.reviewedAt,
        rating: log.rating ?? 3,
        elapsedMs: log.elapsedMs,
        easinessFactorAfter: log.easinessFactorAfter,
        intervalDaysAfter: log.intervalDaysAfter,
        intervalDaysBefore: log.intervalDaysBefore,
        repetitionCountBefore: log.repetitionCountBefore,
      });
    }
  }
  return histories;
}

const permille = (easinessFactor: number | null) => Math.round((easinessFactor ?? 2.5) * 1000);

/**
 * A card's history as Anki's `cards` columns and `revlog` rows, relative to col.crt `crt`
 * (epoch seconds). `position` is a new card's due (its place in the new queue).
 */
export function ankiHistory(
  history: CardHistory | undefined,
  crt: number,
  position: number,
): { card: AnkiCardRow; revlog: AnkiRevlogRow[] } {
  const reviews = history?.reviews ?? [];
  const revlog = reviews.map((review) => ({
    id: review.reviewedAt.getTime(),
    ease: ratingToAnkiEase(review.rating),
    ivl: review.intervalDaysAfter ?? 0,
    lastIvl: review.intervalDaysBefore ?? 0,
    factor: permille(review.easinessFactorAfter),
    time: review.elapsedMs ?? 0,
    type: (review.intervalDaysBefore ?? 0) > 0 ? 1 : 0,
  }));
  const lapses = reviews.filter((r) => r.rating < 3 && (r.repetitionCountBefore ?? 0) > 0).length;
  const state = history?.state;
  if (!state) {
    return {
      card: { type: 0, queue: 0, due: position, ivl: 0, factor: 0, reps: 0, lapses: 0 },
      revlog,
    };
  }
  const dueSeconds = Math.floor(state.nextReviewDate.getTime() / 1000);
  const common = { factor: permille(state.easinessFactor), reps: state.repetitionCount, lapses };
  if (state.intervalDays <= 0) {
    return { card: { type: 1, queue: 1, due: dueSeconds, ivl: 0, ...common }, revlog };
  }
  const due = Math.round((dueSeconds - crt) / DAY_SECONDS);
  return { card: { type: 2, queue: 2, due, ivl: state.intervalDays, ...common }, revlog };
}
