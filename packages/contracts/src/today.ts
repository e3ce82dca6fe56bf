/**
 * Today's queue (issue 19 §1): GET /api/study/today, one queue over every set the learner may
 * study, and its shape for the study screen.
 */
import { z } from 'zod';
import { cardDtoSchema } from './flashcards.ts';
import {
  cardReviewStateDtoSchema,
  studySessionDtoSchema,
  timeZoneSchema,
  type StudyStateDto,
} from './study.ts';

/** GET /api/study/today?timeZone=… (the limits and the rollover hour are the preferences'). */
export const todayQuerySchema = z.object({ timeZone: timeZoneSchema });

/**
 * One card of today's queue (GET /api/study/today): its set's title and colour, the card and
 * the learner's review state (null for a new card). `relearning`: failed earlier in the
 * learner's day (latest rating Rất khó or Khó) and not passed since; it comes back today.
 */
export const todayCardDtoSchema = z.object({
  setId: z.uuid(),
  setTitle: z.string(),
  setColor: z.string(),
  card: cardDtoSchema,
  review: cardReviewStateDtoSchema.nullable(),
  relearning: z.boolean(),
});
export type TodayCardDto = z.infer<typeof todayCardDtoSchema>;

/**
 * GET /api/study/today (issue 19): the learner's queue for their day over every set they may
 * study (own and shared), suspended cards left out: relearning cards, then due cards (due date,
 * then lower easiness factor) up to what is left of `reviewLimit` today, then new cards (set
 * by set in the order the sets were made, then card position) up to what is left of
 * `newLimit`. `dueCount`/`newCount`: the due and new cards in `cards`; `dueTotal`: every card
 * due today before the limit; `reviewsDone`/`newDone`: first ratings of the day so far (of
 * reviewed and of new cards); `session`: the day's open today session to resume, or null.
 */
export const todayDtoSchema = z.object({
  dueCount: z.int().min(0),
  newCount: z.int().min(0),
  dueTotal: z.int().min(0),
  newLimit: z.int().min(0),
  reviewLimit: z.int().min(0),
  newDone: z.int().min(0),
  reviewsDone: z.int().min(0),
  dayStartsAtHour: z.int().min(0).max(23),
  cards: z.array(todayCardDtoSchema),
  session: studySessionDtoSchema.nullable(),
});
export type TodayDto = z.infer<typeof todayDtoSchema>;

/** Puts today's queue into the study screen's shape (each card with its own set as `origin`). */
export function assembleTodayState(today: TodayDto, set: StudyStateDto['set']): StudyStateDto {
  return {
    set,
    cards: today.cards.map((entry) => ({
      ...entry.card,
      review: entry.review,
      origin: { id: entry.setId, title: entry.setTitle, color: entry.setColor },
    })),
    session: today.session,
  };
}
