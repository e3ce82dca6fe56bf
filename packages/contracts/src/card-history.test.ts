import { describe, expect, it } from 'vitest';
import { CARD_HISTORY_LIMITS } from './card-history.ts';
import { SET_MESSAGES, setInputSchema } from './flashcards.ts';
import { exportQuerySchema } from './exports.ts';
import { importUploadOptionsSchema } from './imports.ts';

const schedule = {
  state: 'review',
  dueAt: '2026-02-10T00:00:00.000Z',
  intervalDays: 12,
  easinessFactor: 2.35,
  repetitionCount: 5,
  lapses: 1,
} as const;
const review = {
  reviewedAt: '2026-01-29T09:00:00.000Z',
  rating: 4,
  elapsedMs: 2000,
  intervalDays: 12,
  easinessFactor: 2.35,
};
const set = (cards: object[]) => ({ title: 'Anki', cards });

describe('a card with imported history (POST /api/sets)', () => {
  it('keeps its schedule and reviews', () => {
    const parsed = setInputSchema.parse(
      set([{ front: 'a', back: 'b', schedule, reviews: [review] }]),
    );
    expect(parsed.cards[0]).toMatchObject({ schedule, reviews: [review] });
  });

  it('refuses a bad rating, easiness factor or instant, and too many reviews', () => {
    const bad = (card: object) =>
      setInputSchema.safeParse(set([{ front: 'a', back: 'b', ...card }])).success;
    expect(bad({ reviews: [{ ...review, rating: 6 }] })).toBe(false);
    expect(bad({ schedule: { ...schedule, easinessFactor: 1.2 } })).toBe(false);
    expect(bad({ schedule: { ...schedule, dueAt: 'tomorrow' } })).toBe(false);
    const reviews = Array.from({ length: CARD_HISTORY_LIMITS.reviewsPerCard + 1 }, () => review);
    expect(bad({ reviews })).toBe(false);
    const full = Array.from({ length: CARD_HISTORY_LIMITS.reviewsPerCard }, () => review);
    const cards = Array.from(
      { length: CARD_HISTORY_LIMITS.reviewsPerImport / CARD_HISTORY_LIMITS.reviewsPerCard + 1 },
      (_, i) => ({ front: `w${i}`, back: 'b', reviews: full }),
    );
    const result = setInputSchema.safeParse(set(cards));
    expect(result.error?.issues[0]?.message).toBe(SET_MESSAGES.tooManyReviews);
  });
});

describe('the history flags', () => {
  it("read 'true' and 'false', default false, and refuse anything else", () => {
    expect(importUploadOptionsSchema.parse({}).keepHistory).toBe(false);
    expect(importUploadOptionsSchema.parse({ keepHistory: 'true' }).keepHistory).toBe(true);
    expect(importUploadOptionsSchema.safeParse({ keepHistory: 'yes' }).success).toBe(false);
    expect(exportQuerySchema.parse({ format: 'apkg' }).history).toBe(false);
    expect(exportQuerySchema.parse({ format: 'apkg', history: 'true' }).history).toBe(true);
    expect(exportQuerySchema.parse({ format: 'apkg', history: 'false' }).history).toBe(false);
  });
});
