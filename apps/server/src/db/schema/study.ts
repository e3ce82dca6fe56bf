/**
 * Study tables of spec §3: card_reviews (SM-2 state per user and card), card_statistics
 * (counters per user and card), study_sessions; plus review_logs, an append-only history of
 * every rating (and every undo of one) with the state before and after, kept so that a better
 * scheduler can later be fitted to the learner's history.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { flashcards, flashcardSets } from './flashcards.ts';

const tz = { withTimezone: true } as const;

export const studySessions = pgTable(
  'study_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The set studied; null for a "today" session (issue 19), which spans every set the learner
     * may study: its ratings' log rows name each card's set, so per-set figures come from
     * review_logs, never from this column.
     */
    flashcardSetId: uuid('flashcard_set_id').references(() => flashcardSets.id, {
      onDelete: 'cascade',
    }),
    startedAt: timestamp('started_at', tz).notNull().defaultNow(),
    completedAt: timestamp('completed_at', tz),
    totalCardsStudied: integer('total_cards_studied'),
    cardsCorrect: integer('cards_correct'),
    cardsHard: integer('cards_hard'),
    sessionDurationSeconds: integer('session_duration_seconds'),
    /** Card ids in the study order fixed at start, so a resumed session keeps its order. */
    cardOrder: uuid('card_order').array().notNull(),
  },
  (t) => [
    index('study_sessions_user_set_started_idx').on(t.userId, t.flashcardSetId, t.startedAt.desc()),
  ],
);

export const cardReviews = pgTable(
  'card_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    flashcardSetId: uuid('flashcard_set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    studySessionId: uuid('study_session_id').references(() => studySessions.id, {
      onDelete: 'set null',
    }),
    difficultyRating: smallint('difficulty_rating').notNull(),
    easinessFactor: doublePrecision('easiness_factor').notNull(),
    intervalDays: integer('interval_days').notNull(),
    repetitionCount: integer('repetition_count').notNull(),
    nextReviewDate: timestamp('next_review_date', tz).notNull(),
    lastReviewedAt: timestamp('last_reviewed_at', tz).notNull(),
    /**
     * The review_logs row whose rating produced this state. "Previous" may undo a rating only
     * while it is still the card's latest (this column names it); otherwise it answers 409.
     */
    lastLogId: uuid('last_log_id'),
    /**
     * Reviews recorded so far: card_statistics.total_reviews, kept here as well (the rating
     * and its undo write both in one statement or transaction) so that the study progress
     * reads one row per card; a lookup into card_statistics per card was a third of that query.
     */
    totalReviews: integer('total_reviews').notNull().default(0),
    /**
     * FSRS memory state (issue 19 §2), updated by every first rating of a learner day whatever
     * the scheduler, so that switching keeps each card's history: stability (days), difficulty
     * (1-10), and the interval FSRS gave (days). Null before the card's first rating since FSRS
     * was added (switching to FSRS replays the review log).
     */
    stability: doublePrecision('stability'),
    difficulty: doublePrecision('difficulty'),
    fsrsIntervalDays: integer('fsrs_interval_days'),
  },
  (t) => [
    unique('card_reviews_user_flashcard_unique').on(t.userId, t.flashcardId),
    index('card_reviews_user_set_idx').on(t.userId, t.flashcardSetId),
    index('card_reviews_user_due_idx').on(t.userId, t.nextReviewDate),
    check('card_reviews_rating_check', sql`${t.difficultyRating} between 1 and 5`),
  ],
);

export const cardStatistics = pgTable(
  'card_statistics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    flashcardSetId: uuid('flashcard_set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    totalReviews: integer('total_reviews').notNull().default(0),
    veryHardCount: integer('very_hard_count').notNull().default(0),
    hardCount: integer('hard_count').notNull().default(0),
    mediumCount: integer('medium_count').notNull().default(0),
    easyCount: integer('easy_count').notNull().default(0),
    veryEasyCount: integer('very_easy_count').notNull().default(0),
    lastReviewedAt: timestamp('last_reviewed_at', tz),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('card_statistics_user_flashcard_unique').on(t.userId, t.flashcardId),
    index('card_statistics_user_set_idx').on(t.userId, t.flashcardSetId),
  ],
);

/**
 * Append-only: rows are inserted, never updated. kind 'review' is a rating with the SM-2 state
 * before (null columns for a first review) and after; kind 'practice' (issue 19) is a repeat
 * rating of a card already rated in the learner's day: it leaves the schedule alone (its
 * before and after states are the card's state as it was) and counts in its session's results;
 * kind 'undo' cancels the review or practice named by `undoes_log_id` ("Previous" on the study
 * screen). `client_event_id` makes retries idempotent.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order; ties in timestamps cannot reorder the log. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    clientEventId: uuid('client_event_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    flashcardSetId: uuid('flashcard_set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    studySessionId: uuid('study_session_id').references(() => studySessions.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    undoesLogId: uuid('undoes_log_id'),
    /** card_reviews.last_log_id before this entry: what an undo of this review restores. */
    previousLogId: uuid('previous_log_id'),
    rating: smallint('rating'),
    easinessFactorBefore: doublePrecision('easiness_factor_before'),
    intervalDaysBefore: integer('interval_days_before'),
    repetitionCountBefore: integer('repetition_count_before'),
    nextReviewDateBefore: timestamp('next_review_date_before', tz),
    lastReviewedAtBefore: timestamp('last_reviewed_at_before', tz),
    ratingBefore: smallint('rating_before'),
    easinessFactorAfter: doublePrecision('easiness_factor_after'),
    intervalDaysAfter: integer('interval_days_after'),
    repetitionCountAfter: integer('repetition_count_after'),
    nextReviewDateAfter: timestamp('next_review_date_after', tz),
    /** FSRS memory state before and after (issue 19 §2; null where unknown). */
    stabilityBefore: doublePrecision('stability_before'),
    difficultyBefore: doublePrecision('difficulty_before'),
    stabilityAfter: doublePrecision('stability_after'),
    difficultyAfter: doublePrecision('difficulty_after'),
    /** Learner days since the card's previous rating (null for a first review). */
    elapsedDays: integer('elapsed_days'),
    reviewedAt: timestamp('reviewed_at', tz).notNull(),
    elapsedMs: integer('elapsed_ms'),
    recordedAt: timestamp('recorded_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('review_logs_user_event_unique').on(t.userId, t.clientEventId),
    index('review_logs_session_seq_idx').on(t.studySessionId, t.seq),
    index('review_logs_user_card_idx').on(t.userId, t.flashcardId, t.reviewedAt),
    index('review_logs_user_reviewed_idx').on(t.userId, t.reviewedAt),
    /**
     * The undo of a log row, found by the row it undoes: every "effective review" query asks
     * "no undo names this row" (an anti-join), which without it scanned the learner's whole log
     * for each row (quadratic: over 300 s at 50,000 reviews; issue 34 §21). Undo rows only.
     */
    index('review_logs_undoes_idx')
      .on(t.undoesLogId)
      .where(sql`${t.kind} = 'undo'`),
    check('review_logs_kind_check', sql`${t.kind} in ('review', 'practice', 'undo')`),
    check(
      'review_logs_rating_check',
      sql`(${t.kind} in ('review', 'practice') and ${t.rating} between 1 and 5) or (${t.kind} = 'undo' and ${t.rating} is null)`,
    ),
  ],
);

/**
 * Cards a learner has suspended (issue 19, the card browser): a suspended card never enters a
 * study queue (per-set study or today's) until unsuspended; its review state is kept.
 */
export const cardSuspensions = pgTable(
  'card_suspensions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    suspendedAt: timestamp('suspended_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flashcardId] })],
);

/**
 * reminder_sends (issue 21 §4): the learner days for which the reminder e-mail was sent, one row
 * per learner and day. A reminder tick claims the row (insert … on conflict do nothing) before
 * sending, so a learner gets one reminder a day however many instances run the tick; a send that
 * fails gives its claim back. Goes with the learner.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The learner day 'YYYY-MM-DD' (their zone and rollover hour at sending). */
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
