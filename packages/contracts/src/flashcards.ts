/**
 * Flashcard set schemas (spec §2 "Flashcard editor", §5 "Set save"):
 * title required ('Vui lòng nhập tên bộ thẻ'); at least one card with both sides non-empty
 * ('Vui lòng thêm ít nhất một thẻ có nội dung'); text trimmed; blank cards dropped. A card with
 * only one side filled is rejected with its number instead of being dropped silently, so nothing
 * the learner typed is lost.
 */
import { z } from 'zod';
import { hasControlCharacters, stripControlCharacters } from './text.ts';

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
} as const;

const cardText = z
  .string()
  .max(SET_LIMITS.cardTextMax * 2)
  .transform((v) => stripControlCharacters(v).trim())
  .pipe(z.string().max(SET_LIMITS.cardTextMax, SET_MESSAGES.cardTextTooLong));

/** A tag: 1-32 characters after trimming, no control characters (a NUL is refused, not stored). */
const tag = z
  .string()
  .trim()
  .min(1, SET_MESSAGES.invalidTag)
  .max(SET_LIMITS.tagMax, SET_MESSAGES.invalidTag)
  .refine((v) => !hasControlCharacters(v), SET_MESSAGES.invalidTag);

/** One card as the editor sends it; `id` is the id of the card it was loaded as, if any. */
export const cardInputSchema = z.object({
  id: z.uuid().optional(),
  front: cardText,
  back: cardText,
  tags: z
    .array(tag)
    .max(SET_LIMITS.tagsPerCard)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});

/** A whole set as saved by the editor (create and update both send the full set). */
export const setInputSchema = z
  .object({
    title: z
      .string()
      .transform((v) => stripControlCharacters(v).trim())
      .pipe(
        z
          .string()
          .min(1, SET_MESSAGES.titleRequired)
          .max(SET_LIMITS.titleMax, SET_MESSAGES.titleTooLong),
      ),
    description: z
      .string()
      .default('')
      .transform((v) => stripControlCharacters(v).trim())
      .pipe(z.string().max(SET_LIMITS.descriptionMax, SET_MESSAGES.descriptionTooLong)),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, SET_MESSAGES.invalidColor)
      .transform((v) => v.toUpperCase())
      .default(DEFAULT_SET_COLOR),
    cards: z.array(cardInputSchema).max(SET_LIMITS.cardsPerSet, SET_MESSAGES.tooManyCards),
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
    if (!set.cards.some((card) => card.front !== '' && card.back !== '')) {
      ctx.addIssue({ code: 'custom', message: SET_MESSAGES.noCompleteCard, path: ['cards'] });
    }
  })
  .transform((set) => ({
    ...set,
    cards: set.cards.filter((card) => card.front !== '' && card.back !== ''),
  }));

export type CardInput = z.input<typeof cardInputSchema>;
export type SetInput = z.input<typeof setInputSchema>;
/** The set after validation: trimmed, blank cards dropped, at least one card. */
export type ValidSet = z.output<typeof setInputSchema>;

/** Route parameter `setId`. */
export const setIdParamSchema = z.object({ setId: z.uuid() });

/** ISO 8601 instant with milliseconds and Z, as Date#toISOString writes it. */
export const isoInstantSchema = z.iso.datetime();

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

const setFields = {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
};

/** A set in the owner's list (newest first), with the owner's study figures. */
export const setSummaryDtoSchema = z.object({
  ...setFields,
  cardCount: z.int().min(0),
  /** Cards the learner has reviewed whose next review date has come (due now). */
  dueCount: z.int().min(0),
  /** Cards the learner has never reviewed. */
  newCount: z.int().min(0),
  /** When the learner last rated a card of this set, or null. */
  lastStudiedAt: isoInstantSchema.nullable(),
});
export type SetSummaryDto = z.infer<typeof setSummaryDtoSchema>;

/** A set with its cards in editor order. */
export const setDtoSchema = z.object({ ...setFields, cards: z.array(cardDtoSchema) });
export type SetDto = z.infer<typeof setDtoSchema>;

/** GET /api/sets */
export const setListResponseSchema = z.object({ sets: z.array(setSummaryDtoSchema) });
/** POST /api/sets, POST /api/sets/starter, GET and PUT /api/sets/:setId */
export const setResponseSchema = z.object({ set: setDtoSchema });
