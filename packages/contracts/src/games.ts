/**
 * Game results (issue 8, beyond the spec): what a finished game saves and the hub's best score
 * per game. Game ids are the domain's RESULT_GAME_IDS: the six games (GAME_IDS) and Test mode,
 * 'test' (issue 21 §2), whose results and missed words are saved the same way.
 */
import { RESULT_GAME_IDS } from '@app/domain';
import { z } from 'zod';
import { isoInstantSchema } from './flashcards.ts';

export const gameIdSchema = z.enum(RESULT_GAME_IDS);

/** POST /api/games/results */
export const gameResultInputSchema = z.object({
  game: gameIdSchema,
  setId: z.uuid(),
  /** Points as the game counts them. */
  score: z.int().min(0).max(1_000_000),
  /** Percent, or null for a game without one. */
  accuracyPercent: z.int().min(0).max(100).nullable(),
  /** Seconds played. */
  durationSeconds: z.int().min(0).max(86_400),
});
export type GameResultInput = z.input<typeof gameResultInputSchema>;

export const gameResultDtoSchema = z.object({
  id: z.uuid(),
  game: gameIdSchema,
  setId: z.uuid().nullable(),
  score: z.int(),
  accuracyPercent: z.int().nullable(),
  durationSeconds: z.int(),
  playedAt: isoInstantSchema,
});
export type GameResultDto = z.infer<typeof gameResultDtoSchema>;

/** POST /api/games/results (201) */
export const gameResultResponseSchema = z.object({ result: gameResultDtoSchema });

/** GET /api/games/best: the learner's best score per game played (games never played absent). */
export const bestScoresResponseSchema = z.object({
  best: z.array(z.object({ game: gameIdSchema, score: z.int(), playedAt: isoInstantSchema })),
});
export type BestScoresDto = z.infer<typeof bestScoresResponseSchema>;

/** Most words sent to the review list at once (a game has at most 15 words, a test 50). */
export const REVIEW_LIST_BATCH_MAX = 50;

/** POST /api/review-list: words missed in a game, all from `setId`. */
export const reviewListAddSchema = z.object({
  game: gameIdSchema,
  setId: z.uuid(),
  cardIds: z.array(z.uuid()).min(1).max(REVIEW_LIST_BATCH_MAX),
});
export type ReviewListAdd = z.input<typeof reviewListAddSchema>;

export const reviewListItemSchema = z.object({
  cardId: z.uuid(),
  setId: z.uuid(),
  game: gameIdSchema,
  addedAt: isoInstantSchema,
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

/** GET /api/review-list?setId= (the caller's items, newest first; of one set when given). */
export const reviewListResponseSchema = z.object({ items: z.array(reviewListItemSchema) });

/** POST /api/review-list (201): how many of the words are now on the list. */
export const reviewListAddResponseSchema = z.object({ count: z.int().min(0) });

/** GET /api/review-list query. */
export const reviewListQuerySchema = z.object({ setId: z.uuid().optional() });
