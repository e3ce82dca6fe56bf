import { describe, expect, it } from 'vitest';
import { type GameCard } from './cards.ts';
import {
  canPlayDictation,
  canReplayDictation,
  checkDictationAnswer,
  createDictation,
  DICTATION_BASE_POINTS,
  DICTATION_MAX_REPLAYS,
  DICTATION_MAX_WORDS,
  DICTATION_MIN_CARDS,
  DICTATION_MIN_POINTS,
  DICTATION_REPLAY_COST,
  DICTATION_SPEECH_LANG,
  DICTATION_SPEECH_RATE,
  DICTATION_STREAK_BONUS,
  dictationPoints,
  dictationSpeech,
  nextDictationWord,
  replayDictationWord,
  type DictationState,
} from './dictation.ts';
import { mulberry32 } from './random.ts';

const deck = (count: number): GameCard[] =>
  Array.from({ length: count }, (_v, i) => ({
    id: `c${i}`,
    front: `word${i}`,
    back: `nghĩa ${i}`,
  }));
const answer = (state: DictationState): string => state.words[state.index]?.answer ?? '';
const right = (state: DictationState) =>
  nextDictationWord(checkDictationAnswer(state, answer(state)));
const wrong = (state: DictationState) => nextDictationWord(checkDictationAnswer(state, 'zzz'));

describe('dictation constants (spec §5, §9)', () => {
  it('pins minimum, words, replays, points and speech', () => {
    expect(DICTATION_MIN_CARDS).toBe(5);
    expect(DICTATION_MAX_WORDS).toBe(15);
    expect(DICTATION_MAX_REPLAYS).toBe(2);
    expect(DICTATION_REPLAY_COST).toBe(5);
    expect(DICTATION_BASE_POINTS).toBe(25);
    expect(DICTATION_STREAK_BONUS).toBe(5);
    expect(DICTATION_MIN_POINTS).toBe(10);
    expect(DICTATION_SPEECH_LANG).toBe('en-US');
    expect(DICTATION_SPEECH_RATE).toBe(0.8);
  });

  it.each<[number, number, number]>([
    [0, 0, 25],
    [0, 1, 20],
    [0, 2, 15],
    [1, 0, 30],
    [3, 2, 30],
    [10, 0, 75],
    [0, 3, 10],
    [0, 4, 10],
  ])('points: streak %d, %d replays → max(25 + 5s − 5r, 10) = %d', (streak, replays, points) => {
    expect(dictationPoints(streak, replays)).toBe(points);
  });
});

describe('createDictation', () => {
  it('needs 5 cards with a front (the back may be empty)', () => {
    expect(canPlayDictation(deck(4))).toBe(false);
    expect(canPlayDictation([...deck(4), { id: 'x', front: 'word', back: '' }])).toBe(true);
    expect(canPlayDictation([...deck(4), { id: 'x', front: ' / ', back: 'b' }])).toBe(false);
    expect(() => createDictation(deck(4), mulberry32(1))).toThrow(RangeError);
  });

  it.each<[number, number]>([
    [5, 5],
    [15, 15],
    [16, 15],
  ])('deals min(15, cards) distinct words: %d → %d', (cards, words) => {
    const state = createDictation(deck(cards), mulberry32(cards));
    expect(state.words).toHaveLength(words);
    expect(new Set(state.words.map((w) => w.cardId)).size).toBe(words);
    expect(state).toMatchObject({ lives: 3, score: 0, replays: 0, phase: 'answering' });
    expect(createDictation(deck(cards), mulberry32(cards))).toEqual(state);
  });

  it('speaks the first alternative in en-US at rate 0.8', () => {
    expect(dictationSpeech({ cardId: 'a', answer: ' big / large', definition: '' })).toEqual({
      text: 'big',
      lang: 'en-US',
      rate: 0.8,
    });
  });
});

describe('dictation play', () => {
  it('allows 2 replays per word while answering, each 5 points off that word', () => {
    let state = createDictation(deck(15), mulberry32(1));
    expect(canReplayDictation(state)).toBe(true);
    state = replayDictationWord(replayDictationWord(state));
    expect(state.replays).toBe(2);
    expect(canReplayDictation(state)).toBe(false);
    expect(replayDictationWord(state)).toBe(state);
    expect(state.score).toBe(0);
    state = checkDictationAnswer(state, answer(state));
    expect(state.results[0]).toMatchObject({ correct: true, points: 15, replays: 2 });
    expect(replayDictationWord(state)).toBe(state);
    state = nextDictationWord(state);
    expect(state).toMatchObject({ replays: 0, index: 1, streak: 1 });
    state = right(state);
    expect(state.score).toBe(15 + 30);
  });

  it('a mistake costs a life and resets the streak; 0 lives finishes', () => {
    let state = right(right(createDictation(deck(15), mulberry32(2))));
    expect(state).toMatchObject({ score: 55, streak: 2 });
    state = wrong(state);
    expect(state).toMatchObject({ lives: 2, streak: 0, score: 55, bestStreak: 2 });
    state = wrong(wrong(state));
    expect(state).toMatchObject({ lives: 0, phase: 'finished' });
  });

  it('accepts any alternative, trimmed and case-insensitive; blank is ignored', () => {
    const cards = Array.from({ length: 5 }, (_v, i) => ({
      id: `${i}`,
      front: 'colour/color',
      back: 'màu',
    }));
    const state = createDictation(cards, mulberry32(1));
    expect(checkDictationAnswer(state, ' COLOR ').results[0]?.correct).toBe(true);
    expect(checkDictationAnswer(state, '')).toBe(state);
  });
});
