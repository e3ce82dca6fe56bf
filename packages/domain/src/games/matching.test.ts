import { describe, expect, it } from 'vitest';
import { type GameCard } from './cards.ts';
import {
  availableMatchingDifficulties,
  canPlayMatching,
  createMatchingGame,
  dealMatching,
  flipMatchingTile,
  isTileFaceUp,
  MATCHING_DIFFICULTIES,
  MATCHING_GRID_COLUMNS,
  MATCHING_MATCH_MS,
  MATCHING_MAX_FLIPPED,
  MATCHING_MAX_PAIRS,
  MATCHING_MEMORISE_MS,
  MATCHING_MIN_CARDS,
  MATCHING_MISMATCH_MS,
  MATCHING_WIDE_GRID_COLUMNS,
  matchingGridColumns,
  matchingResolveDelayMs,
  matchingScore,
  resolveMatchingFlip,
  startMatchingPlay,
  type MatchingDifficulty,
  type MatchingState,
} from './matching.ts';
import { mulberry32 } from './random.ts';

const deck = (count: number): GameCard[] =>
  Array.from({ length: count }, (_v, i) => ({
    id: `c${i}`,
    front: `word${i}`,
    back: `nghĩa ${i}`,
  }));
const difficulty = (id: string): MatchingDifficulty =>
  MATCHING_DIFFICULTIES.find((d) => d.id === id) as MatchingDifficulty;
const easy = difficulty('easy');

describe('matching constants (spec §5, §9)', () => {
  it('pins the minimum, the cap and the timings in ms', () => {
    expect(MATCHING_MIN_CARDS).toBe(4);
    expect(MATCHING_MAX_PAIRS).toBe(12);
    expect(MATCHING_MEMORISE_MS).toBe(3_000);
    expect(MATCHING_MISMATCH_MS).toBe(1_000);
    expect(MATCHING_MATCH_MS).toBe(600);
    expect(MATCHING_MAX_FLIPPED).toBe(2);
    expect(MATCHING_GRID_COLUMNS).toBe(4);
    expect(MATCHING_WIDE_GRID_COLUMNS).toBe(6);
  });

  it("has the spec's four difficulties, with their pair counts", () => {
    expect(MATCHING_DIFFICULTIES.map((d) => [d.id, d.pairs, d.pairs * 2])).toEqual([
      ['easy', 4, 8],
      ['medium', 6, 12],
      ['hard', 8, 16],
      ['expert', 12, 24],
    ]);
  });
});

describe('availableMatchingDifficulties', () => {
  it.each<[number, string[]]>([
    [0, []],
    [3, []],
    [4, ['easy']],
    [5, ['easy']],
    [6, ['easy', 'medium']],
    [7, ['easy', 'medium']],
    [8, ['easy', 'medium', 'hard']],
    [11, ['easy', 'medium', 'hard']],
    [12, ['easy', 'medium', 'hard', 'expert']],
    [40, ['easy', 'medium', 'hard', 'expert']],
  ])('%d cards → %j', (count, labels) => {
    expect(availableMatchingDifficulties(deck(count)).map((d) => d.id)).toEqual(labels);
    expect(canPlayMatching(deck(count))).toBe(count >= 4);
  });

  it('counts only cards with both sides and distinct texts', () => {
    const cards = [
      ...deck(3),
      { id: 'dup', front: 'WORD0', back: 'x' },
      { id: 'e', front: 'y', back: ' ' },
    ];
    expect(canPlayMatching(cards)).toBe(false);
    expect(canPlayMatching([...deck(3), { id: 'ok', front: 'other', back: 'khác' }])).toBe(true);
  });
});

describe('dealMatching', () => {
  it.each(MATCHING_DIFFICULTIES.map((d) => [d.id, d] as const))(
    '%s deals 2 × pairs tiles: a front and a back per chosen card',
    (_label, d) => {
      const tiles = dealMatching(deck(20), d, mulberry32(5));
      expect(tiles).toHaveLength(d.pairs * 2);
      const ids = new Set(tiles.map((t) => t.cardId));
      expect(ids.size).toBe(d.pairs);
      for (const id of ids) {
        const sides = tiles.filter((t) => t.cardId === id).map((t) => t.side);
        expect(sides.sort()).toEqual(['back', 'front']);
      }
    },
  );

  it('shows the card texts trimmed and is reproducible from a seed', () => {
    const cards = [{ id: 'a', front: ' big/large ', back: ' lớn ' }, ...deck(3)];
    const tiles = dealMatching(cards, easy, mulberry32(1));
    expect(
      tiles
        .filter((t) => t.cardId === 'a')
        .map((t) => t.text)
        .sort(),
    ).toEqual(['big/large', 'lớn']);
    expect(dealMatching(deck(12), easy, mulberry32(77))).toEqual(
      dealMatching(deck(12), easy, mulberry32(77)),
    );
  });

  it('shuffles: front tiles are not all paired next to their back', () => {
    const tiles = dealMatching(deck(12), difficulty('expert'), mulberry32(3));
    const adjacentPairs = tiles.filter((t, i) => tiles[i + 1]?.cardId === t.cardId).length;
    expect(adjacentPairs).toBeLessThan(12);
  });

  it('refuses a difficulty the set cannot fill', () => {
    expect(() => dealMatching(deck(5), difficulty('medium'), mulberry32(1))).toThrow(RangeError);
  });
});

/** A playing board of 2 pairs with known tile positions: A-front, B-front, A-back, B-back. */
const board = (): MatchingState => ({
  tiles: [
    { cardId: 'A', side: 'front', text: 'a' },
    { cardId: 'B', side: 'front', text: 'b' },
    { cardId: 'A', side: 'back', text: 'á' },
    { cardId: 'B', side: 'back', text: 'bê' },
  ],
  phase: 'playing',
  flipped: [],
  matched: [],
  attempts: 0,
  pending: null,
});

describe('matching play (spec §4)', () => {
  it('memorises with every tile face up, flips ignored, then plays face down', () => {
    const game = createMatchingGame(deck(4), easy, mulberry32(1));
    expect(game.phase).toBe('memorise');
    expect(game.tiles.every((_t, i) => isTileFaceUp(game, i))).toBe(true);
    expect(flipMatchingTile(game, 0)).toBe(game);
    const playing = startMatchingPlay(game);
    expect(playing.phase).toBe('playing');
    expect(playing.tiles.some((_t, i) => isTileFaceUp(playing, i))).toBe(false);
    expect(startMatchingPlay(playing)).toBe(playing);
  });

  it('a mismatch counts an attempt, locks the board, flips back after 1000 ms', () => {
    let state = flipMatchingTile(board(), 0);
    expect(state.flipped).toEqual([0]);
    expect(state.attempts).toBe(0);
    expect(flipMatchingTile(state, 0)).toBe(state);
    state = flipMatchingTile(state, 1);
    expect(state).toMatchObject({ flipped: [0, 1], attempts: 1, pending: 'mismatch' });
    expect(matchingResolveDelayMs(state)).toBe(1_000);
    expect(flipMatchingTile(state, 2)).toBe(state);
    state = resolveMatchingFlip(state);
    expect(state).toMatchObject({ flipped: [], matched: [], attempts: 1, pending: null });
    expect(matchingResolveDelayMs(state)).toBe(0);
  });

  it('a match stays matched after 600 ms; all pairs matched completes the game', () => {
    let state = flipMatchingTile(flipMatchingTile(board(), 2), 0);
    expect(state).toMatchObject({ attempts: 1, pending: 'match' });
    expect(matchingResolveDelayMs(state)).toBe(600);
    state = resolveMatchingFlip(state);
    expect(state).toMatchObject({ matched: ['A'], flipped: [], phase: 'playing' });
    expect(isTileFaceUp(state, 0) && isTileFaceUp(state, 2)).toBe(true);
    expect(flipMatchingTile(state, 0)).toBe(state);
    state = resolveMatchingFlip(flipMatchingTile(flipMatchingTile(state, 1), 3));
    expect(state).toMatchObject({ matched: ['A', 'B'], attempts: 2, phase: 'complete' });
    expect(flipMatchingTile(state, 1)).toBe(state);
  });

  it('ignores indices off the board and resolving with nothing pending', () => {
    expect(flipMatchingTile(board(), -1)).toEqual(board());
    expect(flipMatchingTile(board(), 4)).toEqual(board());
    const state = board();
    expect(resolveMatchingFlip(state)).toBe(state);
  });
});

describe('matchingScore (spec §9: average of pairs/attempts % and 100 − seconds/2, floor 0)', () => {
  it.each<[number, number, number, number, number, number]>([
    // pairs, attempts, seconds → accuracy, time score, score
    [4, 4, 0, 100, 100, 100],
    [4, 8, 60, 50, 70, 60],
    [6, 9, 45, 67, 77.5, 72],
    [12, 12, 199, 100, 0.5, 50],
    [12, 12, 200, 100, 0, 50],
    [12, 24, 500, 50, 0, 25],
    [8, 10, 30.9, 80, 85, 83],
    [0, 0, 0, 0, 100, 50],
  ])('%d pairs in %d attempts, %d s → %d%%, %d, %d', (p, a, s, accuracy, time, score) => {
    expect(matchingScore(p, a, s)).toEqual({ accuracyPercent: accuracy, timeScore: time, score });
  });
});

describe('matchingGridColumns', () => {
  it('uses 4 columns, 6 on a wide screen for the 24-tile board', () => {
    expect(matchingGridColumns(8, true)).toBe(4);
    expect(matchingGridColumns(16, true)).toBe(4);
    expect(matchingGridColumns(24, true)).toBe(6);
    expect(matchingGridColumns(24, false)).toBe(4);
  });
});
