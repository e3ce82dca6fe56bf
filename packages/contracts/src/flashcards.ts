/**
 * Flashcard set schemas (spec §2 "Flashcard editor", §5 "Set save"):
 * title required ('Vui lòng nhập tên bộ thẻ'); at least one card with both sides non-empty
 * ('Vui lòng thêm ít nhất một thẻ có nội dung'); text trimmed; blank cards dropped. A card with
 * only one side filled is rejected with its number instead of being dropped silently, so nothing
 * the learner typed is lost.
 */
import { z } from 'zod';
import { isStorableInstant } from './dates.ts';
import { text } from './text.ts';
import { CARD_HISTORY_LIMITS, cardReviewsSchema, cardScheduleSchema } from './card-history.ts';

/** Spec §2: the ten tag presets offered as toggle chips. */
export const TAG_PRESETS = [
  'Noun',
  'Verb',
  'Adjective',
  'Adverb',
  'Grammar',
  'Phrase',
  'Idiom',
  'Pronunciation',
  'Formal',
  'Informal',
] as const;

/** Spec §2: the twelve colour presets; the first is the default (spec §9). */
export const COLOR_PRESETS = [
  '#3B82F6',
  '#EF4444',
  '#10B981',
  '#F59E0B',
  '#8B5CF6',
  '#EC4899',
  '#06B6D4',
  '#84CC16',
  '#F97316',
  '#6366F1',
  '#14B8A6',
  '#F43F5E',
] as const;

export const DEFAULT_SET_COLOR = '#3B82F6';

export const SET_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  cardTextMax: 2000,
  tagMax: 32,
  tagsPerCard: 10,
  cardsPerSet: 1000,
} as const;

export const SET_MESSAGES = {
  titleRequired: 'Vui lòng nhập tên bộ thẻ',
  titleTooLong: 'Tên bộ thẻ quá dài (tối đa 200 ký tự)',
  descriptionTooLong: 'Mô tả quá dài (tối đa 2000 ký tự)',
  noCompleteCard: 'Vui lòng thêm ít nhất một thẻ có nội dung',
  cardTextTooLong: 'Nội dung thẻ quá dài (tối đa 2000 ký tự mỗi mặt)',
  tooManyCards: 'Một bộ thẻ có tối đa 1000 thẻ',
  invalidColor: 'Màu không hợp lệ',
  invalidTag: 'Nhãn không hợp lệ',
  incompleteCard: (n: number) => `Thẻ số ${n} cần có cả mặt trước và mặt sau`,
  addCardFront: 'Vui lòng nhập mặt trước của thẻ',
  addCardBack: 'Vui lòng nhập mặt sau của thẻ',
  setFull: 'Bộ thẻ đã đủ 1000 thẻ. Hãy chọn hoặc tạo bộ thẻ khác.',
  invalidImage: 'Ảnh của thẻ không hợp lệ. Vui lòng tải ảnh lên lại.',
  uploadsPending: 'Vui lòng đợi ảnh tải xong',
  tooManyReviews: `Lịch sử ôn quá dài (tối đa ${CARD_HISTORY_LIMITS.reviewsPerImport} lượt ôn mỗi bộ thẻ)`,
} as const;

/** One side of a card: free text, normalised (text.ts) and trimmed. */
const cardText = text().trim().max(SET_LIMITS.cardTextMax, SET_MESSAGES.cardTextTooLong);

/** A tag: free text, normalised (text.ts), 1-32 characters after trimming. */
const tag = text()
  .trim()
  .min(1, SET_MESSAGES.invalidTag)
  .max(SET_LIMITS.tagMax, SET_MESSAGES.invalidTag);

/**
 * A card image's URL: a file the app stored (`POST /api/images`), served under /api/files. The
 * server also checks that a new one was uploaded by the learner saving it (issue 7 §3).
 */
export const CARD_IMAGE_URL_PATTERN =
  /^\/api\/files\/users\/[A-Za-z0-9_-]{1,64}\/cards\/[0-9a-f-]{36}\.webp$/;

const cardImageUrl = z
  .string()
  .regex(CARD_IMAGE_URL_PATTERN, SET_MESSAGES.invalidImage)
  .nullable()
  .default(null);

/**
 * One card as the editor sends it; `id` is the id of the card it was loaded as, if any.
 * `schedule` and `reviews` (card-history.ts) carry an imported card's Anki history: POST
 * /api/sets saves them as the creator's review state and log; PUT ignores them.
 */
export const cardInputSchema = z.object({
  id: z.uuid().optional(),
  front: cardText,
  back: cardText,
  frontImageUrl: cardImageUrl,
  backImageUrl: cardImageUrl,
  tags: z
    .array(tag)
    .max(SET_LIMITS.tagsPerCard)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  schedule: cardScheduleSchema.optional(),
  reviews: cardReviewsSchema.optional(),
});

/** A whole set as saved by the editor (create and update both send the full set). */
export const setInputSchema = z
  .object({
    title: text()
      .trim()
      .min(1, SET_MESSAGES.titleRequired)
      .max(SET_LIMITS.titleMax, SET_MESSAGES.titleTooLong),
    description: text()
      .trim()
      .max(SET_LIMITS.descriptionMax, SET_MESSAGES.descriptionTooLong)
      .default(''),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, SET_MESSAGES.invalidColor)
      .transform((v) => v.toUpperCase())
      .default(DEFAULT_SET_COLOR),
    cards: z.array(cardInputSchema).max(SET_LIMITS.cardsPerSet, SET_MESSAGES.tooManyCards),
    /**
     * The set's version the editor started from (SetDto.version). Required on update: a save
     * from an older version answers 409 SET_VERSION_CONFLICT instead of overwriting someone
     * else's change. Ignored on create.
     */
    version: z.int().min(1).optional(),
  })
  .superRefine((set, ctx) => {
    set.cards.forEach((card, index) => {
      if ((card.front === '') !== (card.back === '')) {
        ctx.addIssue({
          code: 'custom',
          message: SET_MESSAGES.incompleteCard(index + 1),
          path: ['cards', index, card.front === '' ? 'front' : 'back'],
        });
      }
    });
    const reviews = set.cards.reduce((sum, card) => sum + (card.reviews?.length ?? 0), 0);
    if (reviews > CARD_HISTORY_LIMITS.reviewsPerImport) {
      ctx.addIssue({ code: 'custom', message: SET_MESSAGES.tooManyReviews, path: ['cards'] });
    }
    if (!set.cards.some((card) => card.front !== '' && card.back !== '')) {
      ctx.addIssue({ code: 'custom', message: SET_MESSAGES.noCompleteCard, path: ['cards'] });
    }
  })
  .transform((set) => ({
    ...set,
    cards: set.cards.filter((card) => card.front !== '' && card.back !== ''),
  }));

export type CardInput = z.input<typeof cardInputSchema>;

/**
 * POST /api/sets/:setId/cards (issue 7 §6: the dictionary's and Quick Define's "add to a set"):
 * one card appended to a set the user may edit, both sides required.
 */
export const addCardSchema = z.object({
  front: cardText.min(1, SET_MESSAGES.addCardFront),
  back: cardText.min(1, SET_MESSAGES.addCardBack),
  tags: cardInputSchema.shape.tags,
});

/** POST /api/images (201): where the uploaded card image is served. */
export const imageUploadResponseSchema = z.object({
  url: z.string().regex(CARD_IMAGE_URL_PATTERN),
});
export type AddCardInput = z.input<typeof addCardSchema>;
export type SetInput = z.input<typeof setInputSchema>;
/** The set after validation: trimmed, blank cards dropped, at least one card. */
export type ValidSet = z.output<typeof setInputSchema>;

/** Route parameter `setId`. */
export const setIdParamSchema = z.object({ setId: z.uuid() });

/**
 * ISO 8601 instant with milliseconds and Z, as Date#toISOString writes it; not before year 1
 * (PostgreSQL has no year 0: dates.ts).
 */
export const isoInstantSchema = z.iso.datetime().refine(isStorableInstant);

/** A card as the API returns it. */
export const cardDtoSchema = z.object({
  id: z.uuid(),
  front: z.string(),
  back: z.string(),
  frontImageUrl: z.string().nullable(),
  backImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
});
export type CardDto = z.infer<typeof cardDtoSchema>;

/** What a user may do with a set: their own, or shared with them to edit or to view (§6). */
export const setAccessSchema = z.enum(['owner', 'edit', 'view']);
export type SetAccessDto = z.infer<typeof setAccessSchema>;

const setFields = {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
};

/** A set in the user's list (own and shared, newest first), with their own study figures. */
export const setSummaryDtoSchema = z.object({
  ...setFields,
  access: setAccessSchema,
  /** The owner's display name on a set shared with the user (null on their own sets). */
  ownerName: z.string().nullable(),
  cardCount: z.int().min(0),
  /** Cards the learner has reviewed whose next review date has come (due now). */
  dueCount: z.int().min(0),
  /** Cards the learner has never reviewed. */
  newCount: z.int().min(0),
  /** When the learner last rated a card of this set, or null. */
  lastStudiedAt: isoInstantSchema.nullable(),
  /** The user's classes (as learner or teacher) this set is assigned to (issue 22 §1). */
  classes: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SetSummaryDto = z.infer<typeof setSummaryDtoSchema>;

/** A set with its cards in editor order, the user's access and the set's version (for saves). */
export const setDtoSchema = z.object({
  ...setFields,
  access: setAccessSchema,
  ownerName: z.string().nullable(),
  version: z.int().min(1),
  cards: z.array(cardDtoSchema),
});
export type SetDto = z.infer<typeof setDtoSchema>;

/** GET /api/sets */
export const setListResponseSchema = z.object({ sets: z.array(setSummaryDtoSchema) });
/** POST /api/sets/:setId/cards (201): the card added and the set's new version. */
export const addCardResponseSchema = z.object({ card: cardDtoSchema, version: z.int().min(1) });
/** POST /api/sets, POST /api/sets/starter, GET and PUT /api/sets/:setId */
export const setResponseSchema = z.object({ set: setDtoSchema });
