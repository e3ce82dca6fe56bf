import { describe, expect, it } from 'vitest';
import { orderCardsForStudy, type OrderableReview } from './order.ts';

const now = new Date('2026-05-01T12:00:00Z');
const review = (ef: number, next: string, last: string): OrderableReview => ({
  easinessFactor: ef,
  nextReviewDate: new Date(next),
  lastReviewedAt: new Date(last),
});
const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

describe('orderCardsForStudy (spec §4 card order)', () => {
  it('puts unreviewed cards first, keeping their set order', () => {
    const cards = [
      { id: 'a', review: review(1.3, '2026-04-01T00:00:00Z', '2026-03-01T00:00:00Z') },
      { id: 'b', review: null },
      { id: 'c', review: null },
    ];
    expect(ids(orderCardsForStudy(cards, now))).toEqual(['b', 'c', 'a']);
  });

  it('puts due cards before not-due cards, even with a higher easiness', () => {
    const cards = [
      { id: 'notDue', review: review(1.3, '2026-05-02T00:00:00Z', '2026-04-30T00:00:00Z') },
      { id: 'due', review: review(2.9, '2026-05-01T00:00:00Z', '2026-04-30T00:00:00Z') },
    ];
    expect(ids(orderCardsForStudy(cards, now))).toEqual(['due', 'notDue']);
  });

  it('counts a card due exactly now as due', () => {
    const cards = [
      { id: 'later', review: review(1.3, '2026-05-01T12:00:00.001Z', '2026-04-30T00:00:00Z') },
      { id: 'exact', review: review(2.5, '2026-05-01T12:00:00Z', '2026-04-30T00:00:00Z') },
    ];
    expect(ids(orderCardsForStudy(cards, now))).toEqual(['exact', 'later']);
  });

  it('orders by lower easiness within the due group and within the not-due group', () => {
    const cards = [
      { id: 'd25', review: review(2.5, '2026-04-20T00:00:00Z', '2026-04-10T00:00:00Z') },
      { id: 'n13', review: review(1.3, '2026-06-01T00:00:00Z', '2026-04-10T00:00:00Z') },
      { id: 'd18', review: review(1.8, '2026-04-25T00:00:00Z', '2026-04-10T00:00:00Z') },
      { id: 'n26', review: review(2.6, '2026-06-01T00:00:00Z', '2026-04-10T00:00:00Z') },
      { id: 'n20', review: review(2.0, '2026-06-01T00:00:00Z', '2026-04-10T00:00:00Z') },
    ];
    expect(ids(orderCardsForStudy(cards, now))).toEqual(['d18', 'd25', 'n13', 'n20', 'n26']);
  });

  it('breaks easiness ties by older last review first', () => {
    const cards = [
      { id: 'recent', review: review(2.5, '2026-04-20T00:00:00Z', '2026-04-19T00:00:00Z') },
      { id: 'old', review: review(2.5, '2026-04-20T00:00:00Z', '2026-04-01T00:00:00Z') },
    ];
    expect(ids(orderCardsForStudy(cards, now))).toEqual(['old', 'recent']);
  });

  it('keeps set order on full ties and does not modify its input', () => {
    const r = review(2.5, '2026-04-20T00:00:00Z', '2026-04-01T00:00:00Z');
    const cards = [
      { id: 'x', review: r },
      { id: 'y', review: r },
      { id: 'z', review: null },
    ];
    expect(ids(orderCardsForStudy(cards, now))).toEqual(['z', 'x', 'y']);
    expect(ids(cards)).toEqual(['x', 'y', 'z']);
  });
});
