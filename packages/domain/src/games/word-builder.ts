/**
 * Word Builder (spec §4 Word Builder, §5, §8, §9 Word Builder): the learner reads a card's back
 * and builds its front from a shuffled pool of its letters. 3 lives; a correct build scores
 * max(30 + 5 × streak after the increment − 15 × hints in that word, 10), and the 'Chính xác!'
 * message shows those points (issue 34 §12: spec §9 also gives a "displayed bonus" one streak
 * step lower, which told the learner a figure the score did not gain; the points added are
 * shown); a hint costs 15 points at once (score not below 0); shuffles are free.
 *
 * Interpretations:
 * - Setup: the spec has two readings ("15 shuffled cards" and "all cards in order"); this uses
 *   up to 15 distinct cards in random order, like the other typed games.
 * - A card needs a non-blank back (the clue) and a front with at least one tile.
 * - Pool, slots and hint placement: see word-builder-round.ts.
 */
import { primaryAnswer } from './answers.ts';
import { cardsWithBothSides, type GameCard } from './cards.ts';
import {
  afterFeedback,
  hasNextRound,
  INITIAL_LIVES_PROGRESS,
  recordCorrect,
  recordWrong,
  spendPoints,
  type LivesProgress,
  type RoundPhase,
} from './lives.ts';
import { pickDistinct, type Random } from './random.ts';
import {
  builtAnswer,
  clearRound,
  createWordBuilderRound,
  hintRound,
  isRoundCorrect,
  isRoundFull,
  placeTile,
  returnTile,
  shuffleRound,
  wordBuilderLetters,
  type WordBuilderRound,
  type WordBuilderWord,
} from './word-builder-round.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** Fewest usable cards a set needs for Word Builder (spec §5; the web words the prompt). */
export const WORD_BUILDER_MIN_CARDS = 5;
/** Most words in one game (spec §4 "15 shuffled cards"). */
export const WORD_BUILDER_MAX_WORDS = 15;
/** Points: max(30 + 5 × streak − 15 × hints in the word, 10) (spec §9). */
export const WORD_BUILDER_BASE_POINTS = 30;
export const WORD_BUILDER_STREAK_BONUS = 5;
export const WORD_BUILDER_HINT_PENALTY = 15;
export const WORD_BUILDER_MIN_POINTS = 10;
/** Points a hint costs at once, score not below 0 (spec §9). */
export const WORD_BUILDER_HINT_COST = 15;

/** The answer record of spec §3, plus the card and the points added (what the feedback shows). */
export interface WordBuilderAnswer {
  cardId: string;
  word: string;
  definition: string;
  userAnswer: string;
  correct: boolean;
  hintsUsed: number;
  shufflesUsed: number;
  points: number;
}

export interface WordBuilderState extends LivesProgress {
  words: readonly WordBuilderWord[];
  index: number;
  phase: RoundPhase;
  round: WordBuilderRound;
  answers: readonly WordBuilderAnswer[];
}

/** The cards Word Builder can use: non-blank back and a front with a letter, in input order. */
export function wordBuilderPlayableCards<T extends GameCard>(cards: readonly T[]): T[] {
  return cardsWithBothSides(cards).filter((card) => wordBuilderLetters(card.front).length > 0);
}

/** True when the set has enough usable cards for Word Builder (≥ 5). */
export function canPlayWordBuilder(cards: readonly GameCard[]): boolean {
  return wordBuilderPlayableCards(cards).length >= WORD_BUILDER_MIN_CARDS;
}

/** Points added for a correct word: max(30 + 5 × streakAfter − 15 × hints, 10) (spec §9). */
export function wordBuilderPoints(streakAfter: number, hints: number): number {
  const raw =
    WORD_BUILDER_BASE_POINTS +
    WORD_BUILDER_STREAK_BONUS * streakAfter -
    WORD_BUILDER_HINT_PENALTY * hints;
  return Math.max(raw, WORD_BUILDER_MIN_POINTS);
}

/**
 * A new game at the first of min(15, usable cards) random cards, 3 lives, score 0.
 * @throws RangeError when the set has fewer than 5 usable cards.
 */
export function createWordBuilder(cards: readonly GameCard[], random: Random): WordBuilderState {
  const playable = wordBuilderPlayableCards(cards);
  if (playable.length < WORD_BUILDER_MIN_CARDS) {
    throw new RangeError(`Word Builder needs ${WORD_BUILDER_MIN_CARDS} usable cards`);
  }
  const words = pickDistinct(playable, WORD_BUILDER_MAX_WORDS, random).map((card) => ({
    cardId: card.id,
    word: primaryAnswer(card.front),
    letters: wordBuilderLetters(card.front),
    definition: backAnswer(card.back),
  }));
  const round = createWordBuilderRound(words[0] as WordBuilderWord, random);
  return { ...INITIAL_LIVES_PROGRESS, words, index: 0, phase: 'answering', round, answers: [] };
}

const inPlay = (
  state: WordBuilderState,
  change: (round: WordBuilderRound) => WordBuilderRound,
): WordBuilderState => {
  if (state.phase !== 'answering') return state;
  const round = change(state.round);
  return round === state.round ? state : { ...state, round };
};

/** Moves pool tile `tileId` to the first empty slot; ignored if placed, unknown or full. */
export function pickLetter(state: WordBuilderState, tileId: number): WordBuilderState {
  return inPlay(state, (round) => placeTile(round, tileId));
}

/** Returns the tile in `slotIndex` to the pool; ignored for an empty or hint-locked slot. */
export function removeLetter(state: WordBuilderState, slotIndex: number): WordBuilderState {
  return inPlay(state, (round) => returnTile(round, slotIndex));
}

/** 'Xóa hết': every tile not locked by a hint goes back to the pool. */
export function clearAnswer(state: WordBuilderState): WordBuilderState {
  return inPlay(state, clearRound);
}

/** Shuffle: reorders the pool at random and counts it (free, spec §9). */
export function shuffleLetters(state: WordBuilderState, random: Random): WordBuilderState {
  return inPlay(state, (round) => shuffleRound(round, random));
}

/** True while answering with an empty slot (spec: Hint disabled when the answer is full). */
export function canTakeWordBuilderHint(state: WordBuilderState): boolean {
  return state.phase === 'answering' && !isRoundFull(state.round);
}

/** True while answering with every slot filled (spec: Check needs the full length). */
export function canCheckWordBuilder(state: WordBuilderState): boolean {
  return state.phase === 'answering' && isRoundFull(state.round);
}

/** Hint: places and locks the next correct letter (`hintRound`); −15 points at once, floor 0. */
export function takeWordBuilderHint(state: WordBuilderState): WordBuilderState {
  if (!canTakeWordBuilderHint(state)) return state;
  return { ...spendPoints(state, WORD_BUILDER_HINT_COST), round: hintRound(state.round) };
}

/** Checks a full answer (case-insensitive); points per `wordBuilderPoints`, or a life lost. */
export function checkWordBuilder(state: WordBuilderState): WordBuilderState {
  if (!canCheckWordBuilder(state)) return state;
  const { round } = state;
  const userAnswer = builtAnswer(round);
  const correct = isRoundCorrect(round);
  const streakAfter = state.streak + 1;
  const points = correct ? wordBuilderPoints(streakAfter, round.hintsUsed) : 0;
  const answer: WordBuilderAnswer = {
    cardId: round.word.cardId,
    word: round.word.word,
    definition: round.word.definition,
    userAnswer,
    correct,
    hintsUsed: round.hintsUsed,
    shufflesUsed: round.shufflesUsed,
    points,
  };
  const progressed = correct ? recordCorrect(state, points) : recordWrong(state);
  return { ...progressed, phase: 'feedback', answers: [...state.answers, answer] };
}

/**
 * What the feedback button does: 'next' if words remain and lives > 0 (spec §4 'Từ tiếp theo'),
 * else 'finish' ('Hoàn thành'); the web words it.
 */
export function wordBuilderNextAction(state: WordBuilderState): 'next' | 'finish' {
  return hasNextRound(state.index, state.words.length, state.lives) ? 'next' : 'finish';
}

/** From the feedback: the next word with a new scrambled pool, or finished. */
export function nextWordBuilderWord(state: WordBuilderState, random: Random): WordBuilderState {
  if (state.phase !== 'feedback') return state;
  const next = afterFeedback(state.index, state.words.length, state.lives);
  if (next.phase === 'finished') return { ...state, phase: 'finished' };
  const round = createWordBuilderRound(state.words[next.index] as WordBuilderWord, random);
  return { ...state, ...next, round };
}
