/**
 * Card browser API schemas (issue 19 §3, "Find any card"): search every card the learner may
 * read, and suspend, unsuspend or reset one card of a set they may study.
 */
import { z } from 'zod';
import { cardDtoSchema, isoInstantSchema } from './flashcards.ts';
import { timeZoneSchema } from './study.ts';

/** The browser's filters: every card, due today, never reviewed, low easiness, suspended. */
export const CARD_FILTERS = ['all', 'due', 'new', 'difficult', 'suspended'] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];

/** Longest search text (characters); longer is refused with 400. */
export const CARD_SEARCH_MAX_QUERY = 100;
/** Most cards one page of results holds. */
export const CARD_SEARCH_MAX_LIMIT = 100;

/**
 * GET /api/cards/search?q=&setId=&filter=&timeZone=&offset=&limit=: `q` is trimmed (empty: no
 * text condition); `timeZone` says where "due" (the learner's next day) ends.
 */
export const cardSearchQuerySchema = z.object({
  q: z.string().trim().max(CARD_SEARCH_MAX_QUERY).default(''),
  setId: z.uuid().optional(),
  filter: z.enum(CARD_FILTERS).default('all'),
  timeZone: timeZoneSchema,
  offset: z.coerce.number().pipe(z.int().min(0).max(100_000)).default(0),
  limit: z.coerce.number().pipe(z.int().min(1).max(CARD_SEARCH_MAX_LIMIT)).default(50),
});
export type CardSearchQuery = z.input<typeof cardSearchQuerySchema>;

/** The learner's SM-2 state of a card (null in a result: never reviewed). ISO timestamps. */
export const browseReviewDtoSchema = z.object({
  easinessFactor: z.number().min(1.3),
  intervalDays: z.int().min(0),
  repetitionCount: z.int().min(0),
  nextReviewDate: isoInstantSchema,
  lastReviewedAt: isoInstantSchema,
});
export type BrowseReviewDto = z.infer<typeof browseReviewDtoSchema>;

/** One card found, with its set and the learner's own state of it. */
export const browseCardDtoSchema = z.object({
  card: cardDtoSchema,
  setId: z.uuid(),
  setTitle: z.string(),
  setColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  /** Whether the learner may edit the card's set (owner or shared to edit). */
  canEdit: z.boolean(),
  review: browseReviewDtoSchema.nullable(),
  /** Suspended by this learner (nobody else sees it). */
  suspended: z.boolean(),
});
export type BrowseCardDto = z.infer<typeof browseCardDtoSchema>;

/** The answer of a search: how many cards match in all, and this page of them. */
export const cardSearchResponseSchema = z.object({
  total: z.int().min(0),
  cards: z.array(browseCardDtoSchema),
});
export type CardSearchResponse = z.infer<typeof cardSearchResponseSchema>;

/** Path of PUT/DELETE /api/cards/:cardId/suspension and POST /api/cards/:cardId/reset. */
export const cardIdParamSchema = z.object({ cardId: z.uuid() });

/** PUT and DELETE …/suspension answer the card's suspension state after the call. */
export const suspensionResponseSchema = z.object({ cardId: z.uuid(), suspended: z.boolean() });
export type SuspensionResponse = z.infer<typeof suspensionResponseSchema>;

/** POST …/reset: the card is new again for this learner. */
export const resetCardResponseSchema = z.object({ cardId: z.uuid(), reset: z.literal(true) });
