import { describe, expect, it } from 'vitest';
import { reviewSchema, studyQuerySchema } from './study.ts';

const review = {
  eventId: '6f1c1f8e-4f6e-4c55-9d2a-1f1f1f1f1f1f',
  cardId: '0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b',
  rating: 4,
  elapsedMs: 1200,
  reviewedAt: '2026-11-22T10:00:00.000Z',
  timeZone: 'Asia/Ho_Chi_Minh',
};

describe('study schemas', () => {
  it('accepts ratings 1-5 only, as integers', () => {
    expect(reviewSchema.safeParse(review).success).toBe(true);
    for (const rating of [0, 6, 2.5, '4']) {
      expect(reviewSchema.safeParse({ ...review, rating }).success).toBe(false);
    }
  });

  it('rejects unknown time zones and defaults a missing one to Vietnam', () => {
    expect(reviewSchema.safeParse({ ...review, timeZone: 'Nowhere/City' }).success).toBe(false);
    expect(studyQuerySchema.parse({})).toEqual({ timeZone: 'Asia/Ho_Chi_Minh' });
  });
});
