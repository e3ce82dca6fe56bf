/**
 * Study API schemas (spec §4 Study, §7 study calls, §9 Spaced repetition). Ratings are 1-5
 * (VERY_HARD … VERY_EASY); every write carries a client-generated `eventId` so that a retried
 * request is applied once.
 */
import { DEFAULT_TIME_ZONE, isValidTimeZone, type Rating } from '@app/domain';
import { z } from 'zod';

/** The learner's IANA time zone as the browser reports it; defaults to Asia/Ho_Chi_Minh. */
export const timeZoneSchema = z
  .string()
  .refine(isValidTimeZone, 'Múi giờ không hợp lệ')
  .default(DEFAULT_TIME_ZONE);

export const ratingSchema = z
  .int()
  .min(1)
  .max(5)
  .transform((v) => v as Rating);

/** GET /api/study/sets/:setId?timeZone=… */
export const studyQuerySchema = z.object({ timeZone: timeZoneSchema });

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
export interface CardReviewStateDto {
  easinessFactor: number;
  intervalDays: number;
  repetitionCount: number;
  nextReviewDate: string;
  lastReviewedAt: string;
  /** Reviews recorded so far (card_statistics.total_reviews). */
  totalReviews: number;
}

/** The review state a rating produced (POST …/reviews). */
export type ScheduledReviewDto = Omit<CardReviewStateDto, 'totalReviews'>;

export interface StudyCardDto {
  id: string;
  front: string;
  back: string;
  frontImageUrl: string | null;
  backImageUrl: string | null;
  tags: string[];
  review: CardReviewStateDto | null;
}

/** One effective rating of the open session, in order. */
export interface SessionRatingDto {
  /** The client event id the rating was sent with (what "Previous" names to undo it). */
  eventId: string;
  cardId: string;
  rating: Rating;
}

export interface StudySessionDto {
  id: string;
  startedAt: string;
  completedAt: string | null;
  /**
   * Card ids in the order fixed when the session started, as stored: it may name cards deleted
   * since and miss cards added since (reconcileOrder in @app/domain fits it to the set).
   */
  cardOrder: string[];
  ratings: SessionRatingDto[];
}

/** GET /api/study/sets/:setId: the set, its cards (editor order) and today's open session. */
export interface StudyStateDto {
  set: { id: string; title: string; color: string };
  cards: StudyCardDto[];
  session: StudySessionDto | null;
}
