import { describe, expect, it } from 'vitest';
import { cardsWithBothSides, cardsWithDistinctSides, hasText } from './cards.ts';

const card = (id: string, front: string, back: string) => ({ id, front, back });

describe('card filters', () => {
  it('hasText ignores whitespace', () => {
    expect(hasText(' \t\n')).toBe(false);
    expect(hasText(' a ')).toBe(true);
  });

  it('keeps the cards with both sides non-blank, in order', () => {
    const cards = [
      card('1', 'a', 'x'),
      card('2', ' ', 'y'),
      card('3', 'c', ''),
      card('4', 'd', 'z'),
    ];
    expect(cardsWithBothSides(cards).map((c) => c.id)).toEqual(['1', '4']);
  });

  it('drops a card repeating an earlier front or back (trimmed, case-insensitive)', () => {
    const cards = [
      card('1', 'bank', 'ngân hàng'),
      card('2', ' Bank ', 'bờ sông'),
      card('3', 'river bank', 'NGÂN HÀNG'),
      card('4', 'shore', 'bờ biển'),
      card('5', '', 'empty'),
    ];
    expect(cardsWithDistinctSides(cards).map((c) => c.id)).toEqual(['1', '4']);
  });
});
