import { describe, expect, it } from 'vitest';
import { type GameCard } from './cards.ts';
import { canPlayGame, GAME_IDS, GAME_MIN_CARDS, RESULT_GAME_IDS } from './hub.ts';

const deck = (count: number): GameCard[] =>
  Array.from({ length: count }, (_v, i) => ({
    id: `c${i}`,
    front: `word${i}`,
    back: `nghĩa ${i}`,
  }));

describe('games hub (spec §2, §5)', () => {
  it('lists the six games with their minimum cards', () => {
    expect(GAME_IDS).toEqual([
      'matching',
      'quiz',
      'spelling-bee',
      'dictation',
      'word-builder',
      'word-search',
    ]);
    expect(GAME_MIN_CARDS).toEqual({
      matching: 4,
      quiz: 4,
      'spelling-bee': 5,
      dictation: 5,
      'word-builder': 5,
      'word-search': 3,
    });
  });

  it('saves results of the six games and of Test mode, which is not on the hub (issue 21 §2)', () => {
    expect(RESULT_GAME_IDS).toEqual([...GAME_IDS, 'test']);
    expect(GAME_IDS).not.toContain('test');
  });

  it.each(GAME_IDS)('%s is playable from its minimum, not one card below', (game) => {
    expect(canPlayGame(game, deck(GAME_MIN_CARDS[game] - 1))).toBe(false);
    expect(canPlayGame(game, deck(GAME_MIN_CARDS[game]))).toBe(true);
  });

  it('counts only the cards a game can use', () => {
    const withoutBacks = deck(5).map((card) => ({ ...card, back: '' }));
    expect(canPlayGame('dictation', withoutBacks)).toBe(true);
    expect(canPlayGame('word-search', withoutBacks)).toBe(true);
    expect(canPlayGame('spelling-bee', withoutBacks)).toBe(false);
    expect(canPlayGame('quiz', withoutBacks)).toBe(false);
  });
});
