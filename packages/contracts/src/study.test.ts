import { describe, expect, it } from 'vitest';
import { droppedOpSchema, studyOpSchema } from './study-queue.ts';
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
    expect(studyQuerySchema.parse({})).toEqual({
      timeZone: 'Asia/Ho_Chi_Minh',
      dayStartsAtHour: 4,
    });
    expect(studyQuerySchema.parse({ dayStartsAtHour: '0' }).dayStartsAtHour).toBe(0);
    expect(studyQuerySchema.safeParse({ dayStartsAtHour: '24' }).success).toBe(false);
  });
});

describe('studyOpSchema / droppedOpSchema (the web write queue’s stored entries)', () => {
  const sessionId = '3d6f0a52-9a4e-4b1f-9c3e-5a6b7c8d9e0f';
  const ops = [
    { kind: 'start', eventId: sessionId, setId: review.cardId, body: { sessionId, cardOrder: [] } },
    {
      kind: 'review',
      eventId: review.eventId,
      sessionId,
      body: {
        ...review,
        dayStartsAtHour: 4,
        scheduler: 'sm2',
        desiredRetention: 0.9,
        fsrsParameters: null,
      },
    },
    { kind: 'undo', eventId: review.cardId, sessionId, reviewEventId: review.eventId },
    { kind: 'complete', eventId: `complete:${sessionId}`, sessionId },
    // a today session's start (issue 19): no set
    { kind: 'start', eventId: sessionId, setId: null, body: { sessionId, cardOrder: [] } },
  ];

  it('parses every kind of op, and the dropped entry that names one (or none)', () => {
    for (const op of ops) expect(studyOpSchema.parse(op)).toEqual(op);
    const dropped = { op: ops[1], status: 404, code: 'SESSION_NOT_FOUND', message: 'x' };
    expect(droppedOpSchema.parse(dropped)).toEqual(dropped);
    expect(droppedOpSchema.parse({ ...dropped, op: null }).op).toBeNull();
  });

  it('rejects what a corrupt store could hold', () => {
    for (const bad of [
      null,
      'garbage',
      { kind: 'review', eventId: review.eventId, sessionId },
      { ...ops[1], body: { ...review, rating: 9 } },
      { ...ops[2], reviewEventId: 'not-a-uuid' },
      { ...ops[3], eventId: 'complete:' },
      { kind: 'delete', eventId: review.eventId, sessionId },
    ])
      expect(studyOpSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(
      droppedOpSchema.safeParse({ op: null, status: 'x', code: 'A', message: '' }).success,
    ).toBe(false);
  });
});
