/**
 * Study API schemas (spec §4 Study, §7 study calls, §9 Spaced repetition). Ratings are 1-5
 * (VERY_HARD … VERY_EASY); every write carries a client-generated `eventId` so that a retried
 * request is applied once.
 */
import {
  DEFAULT_DESIRED_RETENTION,
  DEFAULT_TIME_ZONE,
  MAX_DESIRED_RETENTION,
  MIN_DESIRED_RETENTION,
  SCHEDULERS,
  type Rating,
} from '@app/domain';
import { z } from 'zod';
import { cardDtoSchema, isoInstantSchema } from './flashcards.ts';
import { fsrsParametersSchema } from './fsrs.ts';
import { isAcceptedTimeZone, TIME_ZONE_INVALID } from './time-zones.ts';

/**
 * The learner's IANA time zone as the browser reports it; defaults to Asia/Ho_Chi_Minh. Only a
 * zone the database knows too (time-zones.ts): anything else is a 400 on `timeZone`.
 */
export const timeZoneSchema = z
  .string()
  .refine(isAcceptedTimeZone, TIME_ZONE_INVALID)
  .default(DEFAULT_TIME_ZONE);

export const ratingSchema = z
  .int()
  .min(1)
  .max(5)
  .transform((v) => v as Rating);

/**
 * The local hour at which the learner's day begins (their `dayStartsAtHour` preference, issue
 * 19), sent by the web with each rating and progress read, as it sends its time zone; the
 * preference's default when absent.
 */
export const dayStartsAtHourSchema = z.int().min(0).max(23).default(4);

/** GET /api/study/sets/:setId/progress?timeZone=…&dayStartsAtHour=… */
export const studyQuerySchema = z.object({
  timeZone: timeZoneSchema,
  dayStartsAtHour: z.coerce.number().pipe(z.int().min(0).max(23)).default(4),
});

/**
 * POST /api/study/sets/:setId/sessions: start a session. The client chooses the id and sends the
 * study order it computed (orderCardsForStudy), so that study goes on while the request is
 * retried; the server keeps only ids of the set's cards and appends any missing ones. Repeating
 * the request with the same id returns the same session.
 */
export const startSessionSchema = z.object({
  sessionId: z.uuid(),
  cardOrder: z.array(z.uuid()).max(1000),
});

/**
 * POST /api/study/today/sessions: start a today session (issue 19), which spans every set the
 * learner may study (it has no set). `cardOrder` is the queue the client got from
 * GET /api/study/today; the server keeps the ids of cards the learner may study. Up to the
 * largest daily limits (9,999 reviews + 500 new) plus relearning cards.
 */
export const startTodaySessionSchema = z.object({
  sessionId: z.uuid(),
  cardOrder: z.array(z.uuid()).max(12_000),
});

/** POST /api/study/sessions/:sessionId/reviews */
export const reviewSchema = z.object({
  eventId: z.uuid(),
  cardId: z.uuid(),
  rating: ratingSchema,
  /** Time the learner spent on the card before rating, ms (capped at one day). */
  elapsedMs: z.int().min(0).max(86_400_000),
  /** When the learner rated (the client clock); the server clamps it to [session start, now]. */
  reviewedAt: z.iso.datetime({ offset: true }),
  timeZone: timeZoneSchema,
  /**
   * When the learner's day begins (issue 19): a card already rated since then is rated again as
   * practice, which is logged and counted in the session but leaves its schedule alone, and the
   * due date is the start of a learner day.
   */
  dayStartsAtHour: dayStartsAtHourSchema,
  /**
   * The learner's scheduler and FSRS retention (their preferences, sent as the time zone is):
   * both SM-2 and FSRS states are kept on every rating; this one sets the due date.
   */
  scheduler: z.enum(SCHEDULERS).default('sm2'),
  desiredRetention: z
    .number()
    .min(MIN_DESIRED_RETENTION)
    .max(MAX_DESIRED_RETENTION)
    .default(DEFAULT_DESIRED_RETENTION),
  /** The learner's own FSRS parameters (preferences.fsrsParameters; null: FSRS-6's). */
  fsrsParameters: fsrsParametersSchema.nullable().default(null),
  /**
   * The SM-2 state the client expects the card to have before this rating (null: never
   * reviewed), from the review state it loaded. When the card still has it, the rating is
   * written in one round trip; otherwise (another device rated it, a stale tab) the server reads
   * the state itself. Absent: the server always reads. Never trusted: only a match is used.
   */
  expected: z
    .object({
      easinessFactor: z.number().min(1.3).max(10),
      intervalDays: z.int().min(0).max(36_500),
      repetitionCount: z.int().min(0).max(100_000),
      /** The FSRS memory state expected (null: none yet; absent: the client does not know). */
      stability: z.number().min(0).max(1e6).nullable().optional(),
      difficulty: z.number().min(0).max(11).nullable().optional(),
      /** When the card was last rated (the FSRS step counts the days since). */
      lastReviewedAt: isoInstantSchema.optional(),
    })
    .nullable()
    .optional(),
});

/**
 * POST /api/study/sessions/:sessionId/undo ("Previous"): cancels the rating whose event id is
 * `reviewEventId`. The server undoes exactly that rating, and only while it is the session's last
 * effective rating and still the card's latest review; otherwise it answers 409.
 */
export const undoSchema = z.object({ eventId: z.uuid(), reviewEventId: z.uuid() });

/** POST /api/study/sessions/:sessionId/complete */
export const completeSessionSchema = z.object({});

export const sessionIdParamSchema = z.object({ sessionId: z.uuid() });

export type ReviewInput = z.input<typeof reviewSchema>;

/** A card's review state for this learner, as the study screen reads it. ISO timestamps. */
export const cardReviewStateDtoSchema = z.object({
  easinessFactor: z.number().min(1.3),
  intervalDays: z.int().min(0),
  repetitionCount: z.int().min(0),
  nextReviewDate: isoInstantSchema,
  lastReviewedAt: isoInstantSchema,
  /** Reviews recorded so far (card_statistics.total_reviews). */
  totalReviews: z.int().min(0),
  /** FSRS memory state (issue 19 §2): stability in days, difficulty 1-10; null when unknown. */
  stability: z.number().nullable(),
  difficulty: z.number().nullable(),
});
export type CardReviewStateDto = z.infer<typeof cardReviewStateDtoSchema>;

/** The review state a rating produced (POST …/reviews). */
export const scheduledReviewDtoSchema = cardReviewStateDtoSchema.omit({ totalReviews: true });
export type ScheduledReviewDto = z.infer<typeof scheduledReviewDtoSchema>;

export const studyCardDtoSchema = cardDtoSchema.extend({
  review: cardReviewStateDtoSchema.nullable(),
});
export type StudyCardDto = z.infer<typeof studyCardDtoSchema>;

/** One effective rating of the open session, in order (first ratings and practice alike). */
export const sessionRatingDtoSchema = z.object({
  /** The client event id the rating was sent with (what "Previous" names to undo it). */
  eventId: z.uuid(),
  cardId: z.uuid(),
  rating: ratingSchema,
});
export type SessionRatingDto = z.infer<typeof sessionRatingDtoSchema>;

export const studySessionDtoSchema = z.object({
  id: z.uuid(),
  startedAt: isoInstantSchema,
  completedAt: isoInstantSchema.nullable(),
  /**
   * Card ids in the order fixed when the session started, as stored: it may name cards deleted
   * since and miss cards added since (reconcileOrder in @app/domain fits it to the set).
   */
  cardOrder: z.array(z.uuid()),
  ratings: z.array(sessionRatingDtoSchema),
});
export type StudySessionDto = z.infer<typeof studySessionDtoSchema>;

/**
 * GET /api/study/sets/:setId/cards: the set and its cards in editor order, as prepared when the
 * set was last written (the same bytes until the next edit; ETag, gzip and brotli).
 */
export const studyContentDtoSchema = z.object({
  set: z.object({ id: z.uuid(), title: z.string(), color: z.string() }),
  cards: z.array(cardDtoSchema),
});
export type StudyContentDto = z.infer<typeof studyContentDtoSchema>;

/**
 * One reviewed card's state for this learner (cards never reviewed are absent), as a tuple
 * because this answer is rebuilt on every load: [card id, easiness factor, interval (days),
 * repetition count, next review date (ms since epoch), last reviewed (ms since epoch), total
 * reviews, FSRS stability (days) or null, FSRS difficulty or null]. Compact to build and to send (a third of the objects' size).
 */
export const cardProgressDtoSchema = z.tuple([
  z.uuid(),
  z.number().min(1.3),
  z.int().min(0),
  z.int().min(0),
  z.int(),
  z.int(),
  z.int().min(0),
  z.number().nullable(),
  z.number().nullable(),
]);
export type CardProgressDto = z.infer<typeof cardProgressDtoSchema>;

/** GET /api/study/sets/:setId/progress?timeZone=…: review states and today's open session. */
export const studyProgressDtoSchema = z.object({
  reviews: z.array(cardProgressDtoSchema),
  /** The set's cards the learner suspended (issue 19 §3): left out of study. */
  suspended: z.array(z.uuid()),
  session: studySessionDtoSchema.nullable(),
});
export type StudyProgressDto = z.infer<typeof studyProgressDtoSchema>;

/**
 * What the study screen opens with: the content and the progress put together by the web
 * (each card with its review state, or null when never reviewed).
 */
export const studyStateDtoSchema = z.object({
  set: studyContentDtoSchema.shape.set,
  cards: z.array(
    studyCardDtoSchema.extend({
      /** The card's own set, on a today session's cards (which come from several sets). */
      origin: studyContentDtoSchema.shape.set.optional(),
    }),
  ),
  session: studySessionDtoSchema.nullable(),
});
export type StudyStateDto = z.infer<typeof studyStateDtoSchema>;

/** POST /api/study/sets/:setId/sessions (201) */
export const startSessionResponseSchema = z.object({ session: studySessionDtoSchema });
/**
 * POST /api/study/sessions/:sessionId/reviews: the card's review state after the rating;
 * `practice` true when the card had been rated already in the learner's day, so this rating was
 * logged as practice and the state is the one it had.
 */
export const reviewResponseSchema = z.object({
  review: scheduledReviewDtoSchema.nullable(),
  practice: z.boolean(),
});
/** POST /api/study/sessions/:sessionId/undo */
export const undoResponseSchema = z.object({ undoneCardId: z.uuid().nullable() });

/** A completed session's figures (spec §7: cards_correct ≥ 4, cards_hard < 3, seconds). */
export const completedSessionDtoSchema = z.object({
  id: z.uuid(),
  completedAt: isoInstantSchema,
  totalCardsStudied: z.int().min(0),
  cardsCorrect: z.int().min(0),
  cardsHard: z.int().min(0),
  sessionDurationSeconds: z.int().min(0),
});
export type CompletedSessionDto = z.infer<typeof completedSessionDtoSchema>;
/** POST /api/study/sessions/:sessionId/complete */
export const completeSessionResponseSchema = z.object({ session: completedSessionDtoSchema });

/**
 * Puts the study content and the learner's progress together (each card with its state),
 * leaving out the cards the learner suspended.
 */
export function assembleStudyState(
  content: StudyContentDto,
  progress: StudyProgressDto,
): StudyStateDto {
  const byCard = new Map(
    progress.reviews.map(
      ([
        cardId,
        easinessFactor,
        intervalDays,
        repetitionCount,
        next,
        last,
        total,
        stability,
        difficulty,
      ]) => [
        cardId,
        {
          easinessFactor,
          intervalDays,
          repetitionCount,
          nextReviewDate: new Date(next).toISOString(),
          lastReviewedAt: new Date(last).toISOString(),
          totalReviews: total,
          stability,
          difficulty,
        },
      ],
    ),
  );
  const suspended = new Set(progress.suspended);
  return {
    set: content.set,
    cards: content.cards
      .filter((card) => !suspended.has(card.id))
      .map((card) => ({ ...card, review: byCard.get(card.id) ?? null })),
    session: progress.session,
  };
}
