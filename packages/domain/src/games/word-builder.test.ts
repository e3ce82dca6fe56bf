import { describe, expect, it } from 'vitest';
import { type GameCard } from './cards.ts';
import { mulberry32 } from './random.ts';
import {
  canPlayWordBuilder,
  checkWordBuilder,
  createWordBuilder,
  nextWordBuilderWord,
  pickLetter,
  takeWordBuilderHint,
  WORD_BUILDER_BASE_POINTS,
  WORD_BUILDER_HINT_COST,
  WORD_BUILDER_HINT_PENALTY,
  WORD_BUILDER_MAX_WORDS,
  WORD_BUILDER_MIN_CARDS,
  WORD_BUILDER_MIN_POINTS,
  WORD_BUILDER_STREAK_BONUS,
  wordBuilderNextAction,
  wordBuilderPoints,
  type WordBuilderState,
} from './word-builder.ts';
import { poolTiles } from './word-builder-round.ts';

const deck = (count: number): GameCard[] =>
  Array.from({ length: count }, (_v, i) => ({
    id: `c${i}`,
    front: `word${i}`,
    back: `nghĩa ${i}`,
  }));
/** A game whose every word is `front` (5 identical cards). */
const game = (front: string, seed = 1): WordBuilderState =>
  createWordBuilder(
    Array.from({ length: 5 }, (_v, i) => ({ id: `${i}`, front, back: 'nghĩa' })),
    mulberry32(seed),
  );
/** Picks the first pool tile showing `letter`. */
const pick = (state: WordBuilderState, letter: string): WordBuilderState => {
  const tile = poolTiles(state.round).find((t) => t.letter === letter);
  if (tile === undefined) throw new Error(`no ${letter} in the pool`);
  return pickLetter(state, tile.id);
};
const type = (state: WordBuilderState, letters: string): WordBuilderState =>
  Array.from(letters).reduce(pick, state);
const solve = (state: WordBuilderState): WordBuilderState =>
  nextWordBuilderWord(
    checkWordBuilder(type(state, state.round.word.letters.join(''))),
    mulberry32(9),
  );
const fail = (state: WordBuilderState): WordBuilderState => {
  const reversed = [...state.round.word.letters].reverse().join('');
  return nextWordBuilderWord(checkWordBuilder(type(state, reversed)), mulberry32(9));
};

describe('word builder constants and texts (spec §4, §5, §8, §9)', () => {
  it('pins the numbers', () => {
    expect(WORD_BUILDER_MIN_CARDS).toBe(5);
    expect(WORD_BUILDER_MAX_WORDS).toBe(15);
    expect(WORD_BUILDER_BASE_POINTS).toBe(30);
    expect(WORD_BUILDER_STREAK_BONUS).toBe(5);
    expect(WORD_BUILDER_HINT_PENALTY).toBe(15);
    expect(WORD_BUILDER_MIN_POINTS).toBe(10);
    expect(WORD_BUILDER_HINT_COST).toBe(15);
  });

  it.each<[number, number, number]>([
    // streak after, hints → added (and shown: issue 34 §12)
    [1, 0, 35],
    [2, 0, 40],
    [5, 0, 55],
    [1, 1, 20],
    [3, 1, 30],
    [1, 2, 10],
    [4, 2, 20],
    [1, 5, 10],
  ])('streak %d, %d hints → +%d', (streak, hints, added) => {
    expect(wordBuilderPoints(streak, hints)).toBe(added);
  });
});

describe('setup', () => {
  it('needs 5 cards with a clue and a word', () => {
    expect(canPlayWordBuilder(deck(4))).toBe(false);
    expect(canPlayWordBuilder(deck(5))).toBe(true);
    expect(canPlayWordBuilder([...deck(4), { id: 'x', front: 'word', back: '' }])).toBe(false);
    expect(() => createWordBuilder(deck(4), mulberry32(1))).toThrow(RangeError);
  });

  it.each<[number, number]>([
    [5, 5],
    [15, 15],
    [30, 15],
  ])('plays min(15, cards) shuffled cards: %d → %d', (cards, words) => {
    const state = createWordBuilder(deck(cards), mulberry32(cards));
    expect(state.words).toHaveLength(words);
    expect(new Set(state.words.map((w) => w.cardId)).size).toBe(words);
    expect(state).toMatchObject({ lives: 3, score: 0, index: 0, phase: 'answering' });
    expect(createWordBuilder(deck(cards), mulberry32(cards))).toEqual(state);
  });
});

describe('check and scoring', () => {
  it('a correct word adds 30 + 5 × streak after − 15 × hints (floor 10), recorded as its points', () => {
    let state = solve(game('cat'));
    expect(state).toMatchObject({ score: 35, streak: 1, index: 1 });
    state = solve(state);
    expect(state.score).toBe(75);
    state = takeWordBuilderHint(state);
    expect(state.score).toBe(60);
    state = checkWordBuilder(type(state, 'at'));
    expect(state.answers[2]).toEqual({
      cardId: state.words[2]?.cardId,
      word: 'cat',
      definition: 'nghĩa',
      userAnswer: 'cat',
      correct: true,
      hintsUsed: 1,
      shufflesUsed: 0,
      points: 30,
    });
    // the record's points are what the score gained (the feedback shows them)
    expect(state.score - 60).toBe(state.answers[2]?.points);
    expect(state.score).toBe(90);
  });

  it('a wrong word costs a life, resets the streak and records the answer', () => {
    let state = solve(game('cat'));
    state = checkWordBuilder(type(state, 'tac'));
    expect(state).toMatchObject({ lives: 2, streak: 0, score: 35, phase: 'feedback' });
    expect(state.answers[1]).toMatchObject({ userAnswer: 'tac', correct: false, points: 0 });
  });

  it('checks case-insensitively', () => {
    const state = checkWordBuilder(type(game('Anna'), 'annA'));
    expect(state.answers[0]?.correct).toBe(true);
  });

  it('finishes at 0 lives: the button finishes', () => {
    let state = fail(fail(game('cat')));
    state = checkWordBuilder(type(state, 'tac'));
    expect(state.lives).toBe(0);
    expect(wordBuilderNextAction(state)).toBe('finish');
    state = nextWordBuilderWord(state, mulberry32(1));
    expect(state.phase).toBe('finished');
  });

  it('goes to the next word while words remain, finishes on the last', () => {
    let state = game('cat');
    for (let i = 0; i < 4; i += 1) {
      expect(wordBuilderNextAction(checkWordBuilder(type(state, 'cat')))).toBe('next');
      state = solve(state);
    }
    state = checkWordBuilder(type(state, 'cat'));
    expect(wordBuilderNextAction(state)).toBe('finish');
    state = nextWordBuilderWord(state, mulberry32(1));
    expect(state).toMatchObject({ phase: 'finished', lives: 3, correctCount: 5 });
    expect(state.score).toBe(35 + 40 + 45 + 50 + 55);
  });
});
