import { describe, expect, it } from 'vitest';
import { type GameCard } from './cards.ts';
import { mulberry32 } from './random.ts';
import {
  canPlaySpellingBee,
  checkSpellingAnswer,
  createSpellingBee,
  nextSpellingWord,
  SPELLING_BEE_BASE_POINTS,
  SPELLING_BEE_HINT_COST,
  SPELLING_BEE_MAX_WORDS,
  SPELLING_BEE_MIN_CARDS,
  SPELLING_BEE_STREAK_BONUS,
  spellingBeePoints,
  spellingHint,
  takeSpellingHint,
  type SpellingBeeState,
} from './spelling-bee.ts';

const deck = (count: number): GameCard[] =>
  Array.from({ length: count }, (_v, i) => ({
    id: `c${i}`,
    front: `word${i}`,
    back: `nghĩa ${i}`,
  }));

const answer = (state: SpellingBeeState): string => state.words[state.index]?.answer ?? '';
const right = (state: SpellingBeeState) =>
  nextSpellingWord(checkSpellingAnswer(state, answer(state)));
const wrong = (state: SpellingBeeState) => nextSpellingWord(checkSpellingAnswer(state, 'zzz'));

describe('spelling bee constants (spec §5, §9)', () => {
  it('pins minimum, words, points and hint cost', () => {
    expect(SPELLING_BEE_MIN_CARDS).toBe(5);
    expect(SPELLING_BEE_MAX_WORDS).toBe(15);
    expect(SPELLING_BEE_BASE_POINTS).toBe(20);
    expect(SPELLING_BEE_STREAK_BONUS).toBe(5);
    expect(SPELLING_BEE_HINT_COST).toBe(10);
  });

  it('points are 20 + 5 × the streak before the answer', () => {
    expect([0, 1, 2, 5].map(spellingBeePoints)).toEqual([20, 25, 30, 45]);
  });
});

describe('createSpellingBee', () => {
  it('needs 5 cards with a front and a back', () => {
    expect(canPlaySpellingBee(deck(4))).toBe(false);
    expect(canPlaySpellingBee(deck(5))).toBe(true);
    expect(canPlaySpellingBee([...deck(4), { id: 'x', front: 'a', back: ' ' }])).toBe(false);
    expect(() => createSpellingBee(deck(4), mulberry32(1))).toThrow(RangeError);
  });

  it.each<[number, number]>([
    [5, 5],
    [15, 15],
    [40, 15],
  ])('deals min(15, cards) distinct random words: %d → %d', (cards, words) => {
    const state = createSpellingBee(deck(cards), mulberry32(cards));
    expect(state.words).toHaveLength(words);
    expect(new Set(state.words.map((w) => w.cardId)).size).toBe(words);
    expect(state).toMatchObject({ lives: 3, score: 0, streak: 0, index: 0, phase: 'answering' });
  });

  it('is reproducible from a seed and random across seeds', () => {
    const a = createSpellingBee(deck(30), mulberry32(5));
    expect(createSpellingBee(deck(30), mulberry32(5))).toEqual(a);
    expect(createSpellingBee(deck(30), mulberry32(6)).words).not.toEqual(a.words);
  });
});

describe('spelling bee play (spec §4, §9)', () => {
  it('scores 20, 25, 30… along a streak and resets the streak on a mistake', () => {
    let state = createSpellingBee(deck(15), mulberry32(2));
    state = right(right(right(state)));
    expect(state).toMatchObject({ score: 75, streak: 3, bestStreak: 3, lives: 3 });
    state = wrong(state);
    expect(state).toMatchObject({ score: 75, streak: 0, bestStreak: 3, lives: 2 });
    state = right(state);
    expect(state).toMatchObject({ score: 95, streak: 1, correctCount: 4, answeredCount: 5 });
    expect(state.results.map((r) => r.points)).toEqual([20, 25, 30, 0, 20]);
  });

  it('checks trimmed and case-insensitive, any alternative', () => {
    const cards = Array.from({ length: 5 }, (_v, i) => ({
      id: `${i}`,
      front: 'Big/Large',
      back: 'lớn',
    }));
    const state = createSpellingBee(cards, mulberry32(1));
    expect(checkSpellingAnswer(state, '  LARGE ').results[0]?.correct).toBe(true);
    expect(checkSpellingAnswer(state, 'big').results[0]?.correct).toBe(true);
    expect(checkSpellingAnswer(state, 'bigg').results[0]?.correct).toBe(false);
  });

  it('ignores a blank answer and a second check', () => {
    const state = createSpellingBee(deck(5), mulberry32(1));
    expect(checkSpellingAnswer(state, '   ')).toBe(state);
    const checked = checkSpellingAnswer(state, 'x');
    expect(checkSpellingAnswer(checked, answer(checked))).toBe(checked);
    expect(nextSpellingWord(state)).toBe(state);
  });

  it("ends at 0 lives ('Game Over!') after the third mistake", () => {
    let state = createSpellingBee(deck(15), mulberry32(3));
    state = wrong(wrong(state));
    expect(state).toMatchObject({ lives: 1, phase: 'answering', index: 2 });
    state = checkSpellingAnswer(state, 'nope');
    expect(state).toMatchObject({ lives: 0, phase: 'feedback' });
    state = nextSpellingWord(state);
    expect(state).toMatchObject({ lives: 0, phase: 'finished', index: 2 });
  });

  it('finishes after the last word with lives left', () => {
    let state = createSpellingBee(deck(5), mulberry32(3));
    for (let i = 0; i < 5; i += 1) state = right(state);
    expect(state).toMatchObject({ phase: 'finished', score: 20 + 25 + 30 + 35 + 40, lives: 3 });
  });

  it('the hint costs 10 (floor 0), once per word, and does not change the points', () => {
    let state = createSpellingBee(deck(15), mulberry32(4));
    state = takeSpellingHint(state);
    expect(state).toMatchObject({ score: 0, hintUsed: true });
    expect(takeSpellingHint(state)).toBe(state);
    state = right(state);
    expect(state).toMatchObject({ score: 20, hintUsed: false });
    expect(state.results[0]).toMatchObject({ points: 20, hintUsed: true });
    state = takeSpellingHint(state);
    expect(state.score).toBe(10);
    state = checkSpellingAnswer(state, answer(state));
    expect(state.score).toBe(35);
    expect(takeSpellingHint(state)).toBe(state);
  });
});

describe('spellingHint: first letter and length', () => {
  it.each<[string, string, number, string]>([
    ['receive', 'r', 7, 'r______'],
    ['Ice cream', 'I', 9, 'I__ _____'],
    ["don't", 'd', 5, "d__'_"],
    ['well-being', 'w', 10, 'w___-_____'],
    ['big/large', 'b', 3, 'b__'],
    ['', '', 0, ''],
  ])('%j → %j, %d, %j', (front, firstLetter, length, mask) => {
    expect(spellingHint(front)).toEqual({ firstLetter, length, mask });
  });
});
