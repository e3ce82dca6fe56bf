import { describe, expect, it } from 'vitest';
import { effectiveReviews, reconcileOrder, type SessionLogEntry } from './session-log.ts';

const review = (id: string, cardId: string, rating: 1 | 2 | 3 | 4 | 5): SessionLogEntry => ({
  id,
  kind: 'review',
  undoesLogId: null,
  cardId,
  rating,
});
const undo = (id: string, of: string, cardId: string): SessionLogEntry => ({
  id,
  kind: 'undo',
  undoesLogId: of,
  cardId,
  rating: null,
});

describe('effectiveReviews', () => {
  it('drops undone reviews and keeps the rest in order', () => {
    const log = [
      review('1', 'a', 5),
      review('2', 'b', 2),
      undo('3', '2', 'b'),
      review('4', 'b', 4),
    ];
    expect(effectiveReviews(log)).toEqual([
      { logId: '1', cardId: 'a', rating: 5 },
      { logId: '4', cardId: 'b', rating: 4 },
    ]);
  });

  it('handles undoing back to the start', () => {
    const log = [
      review('1', 'a', 3),
      review('2', 'b', 1),
      undo('3', '2', 'b'),
      undo('4', '1', 'a'),
    ];
    expect(effectiveReviews(log)).toEqual([]);
  });
});

describe('reconcileOrder', () => {
  it('keeps the stored order of cards still present, then appends new cards', () => {
    expect(reconcileOrder(['c', 'x', 'a', 'c'], ['a', 'b', 'c', 'd'])).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });
});
