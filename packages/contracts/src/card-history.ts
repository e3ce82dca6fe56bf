/**
 * A card's review history carried by an import (issue 24 §1 "Review history"): an Anki card's
 * scheduling state (`schedule`) and its review log (`reviews`), as the preview of
 * `POST /api/imports` with `keepHistory=true` gives them and `POST /api/sets` (create only)
 * saves them as the creator's own SM-2 state and review log. The .apkg export with
 * `history=true` writes them back (ANKI_EASE_TO_RATING and ratingToAnkiEase map the buttons).
 *
 * Units: instants are ISO 8601 (Date#toISOString), intervals whole days, the easiness factor
 * as SM-2 has it (Anki's factor ÷ 1000, at least 1.3), durations milliseconds.
 */
import { z } from 'zod';
import { isStorableInstant } from './dates.ts';

/** How much history one import or set may carry (rows read from Anki's revlog, and saved). */
export const CARD_HISTORY_LIMITS = {
  /** The latest reviews kept per card (older ones are left out, silently). */
  reviewsPerCard: 100,
  /** Reviews one import reads (and one new set saves) in all; past it later cards get none. */
  reviewsPerImport: 50_000,
  /** Longest interval (days), SM-2's MAX_INTERVAL_DAYS (Anki's default maximum interval). */
  intervalDaysMax: 36_500,
  /** Longest time on one review kept (ms; Anki's own cap is 60 s by default). */
  elapsedMsMax: 3_600_000,
  /** Largest body of POST /api/sets (a new set with its history; other API bodies: 1 MB). */
  setCreateBodyMaxBytes: 16 * 1024 * 1024,
} as const;

/** A multipart field or query flag: 'true' or 'false' (default false), as a boolean. */
export const flagSchema = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** An instant as Date#toISOString writes it, one the database can store (dates.ts). */
const instant = z.iso.datetime().refine(isStorableInstant);
const easinessFactor = z.number().min(1.3).max(10);
const intervalDays = z.int().min(0).max(CARD_HISTORY_LIMITS.intervalDaysMax);

/**
 * A card's scheduling state: 'new' (never studied: nothing is saved for it), 'learning' (Anki's
 * learning and relearning cards: due at `dueAt`, interval 0) or 'review' (due at `dueAt`, the
 * interval and easiness factor SM-2 goes on from). `repetitionCount` is SM-2's (Anki's `reps`),
 * `lapses` Anki's count of forgotten reviews (shown, not stored).
 */
export const cardScheduleSchema = z.object({
  state: z.enum(['new', 'learning', 'review']),
  dueAt: instant,
  intervalDays,
  easinessFactor,
  repetitionCount: z.int().min(0).max(100_000),
  lapses: z.int().min(0).max(100_000),
});
export type CardSchedule = z.infer<typeof cardScheduleSchema>;

/**
 * One past review: when, the app's rating 1-5 (ANKI_EASE_TO_RATING), time spent (ms, null when
 * unknown) and the interval (days) and easiness factor it left the card with.
 */
export const cardReviewSchema = z.object({
  reviewedAt: instant,
  rating: z.int().min(1).max(5),
  elapsedMs: z.int().min(0).max(CARD_HISTORY_LIMITS.elapsedMsMax).nullable(),
  intervalDays,
  easinessFactor,
});
export type CardReview = z.infer<typeof cardReviewSchema>;

/** A card's reviews, oldest first, at most CARD_HISTORY_LIMITS.reviewsPerCard. */
export const cardReviewsSchema = z.array(cardReviewSchema).max(CARD_HISTORY_LIMITS.reviewsPerCard);

/**
 * Anki's answer buttons (revlog.ease 1-4) → the app's ratings, the four FSRS buttons of the
 * study screen (FSRS_BUTTON_RATINGS in @app/domain): Again 1 → 1 (Rất khó: SM-2 resets, FSRS
 * Again), Hard 2 → 3 (Trung bình: still a pass, EF − 0.14 like Anki's − 0.15, FSRS Hard),
 * Good 3 → 4 (Dễ: EF unchanged as in Anki, FSRS Good), Easy 4 → 5 (Rất dễ: EF + 0.1, FSRS Easy).
 */
export const ANKI_EASE_TO_RATING: Readonly<Record<1 | 2 | 3 | 4, 1 | 3 | 4 | 5>> = {
  1: 1,
  2: 3,
  3: 4,
  4: 5,
};

/**
 * The app's rating 1-5 → Anki's button (the FSRS grade the rating counts as): 1 and 2 → Again
 * (1), 3 → Hard (2), 4 → Good (3), 5 → Easy (4). ANKI_EASE_TO_RATING then gives 1, 3, 4, 5 back.
 */
export function ratingToAnkiEase(rating: number): 1 | 2 | 3 | 4 {
  if (rating <= 2) return 1;
  if (rating === 3) return 2;
  if (rating === 4) return 3;
  return 4;
}
