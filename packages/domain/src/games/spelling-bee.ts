/**
 * Spelling bee (spec §4 Spelling bee, §5, §9 Spelling bee): the learner sees a card's back and
 * types its front. Up to 15 random cards, 3 lives; a correct answer scores 20 + 5 × the streak
 * before it; a wrong one costs a life (0 lives: 'Game Over!'); the hint costs 10 points (score
 * floor 0) and reveals the first letter and the word length.
 *
 * Interpretations:
 * - A card needs a non-blank front (the answer) and back (the prompt).
 * - The hint is taken at most once per word: it reveals everything it can at once (first
 *   letter and length), so a second one would charge 10 points for nothing. It describes the
 *   first alternative of a front "big/large" (`primaryAnswer`); every alternative is accepted.
 * - The hint is charged when taken, whether or not the answer is then right; the points of a
 *   correct answer do not depend on it (§9 lists no such deduction for this game).
 * - The streak resets on a wrong answer and accuracy divides by words answered (see lives.ts).
 */
import { isAnswerCorrect, isBlankAnswer, primaryAnswer } from './answers.ts';
import { cardsWithBothSides, type GameCard } from './cards.ts';
import {
  afterFeedback,
  INITIAL_LIVES_PROGRESS,
  recordCorrect,
  recordWrong,
  spendPoints,
  type LivesProgress,
  type RoundPhase,
} from './lives.ts';
import { pickDistinct, type Random } from './random.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** Fewest usable cards a set needs for Spelling bee (spec §5). */
export const SPELLING_BEE_MIN_CARDS = 5;
/** Most words in one game (spec §9 "up to 15 random cards"). */
export const SPELLING_BEE_MAX_WORDS = 15;
/** Points of a correct answer: 20 + 5 × streak before it (spec §9). */
export const SPELLING_BEE_BASE_POINTS = 20;
export const SPELLING_BEE_STREAK_BONUS = 5;
/** Points the hint costs, score not below 0 (spec §9). */
export const SPELLING_BEE_HINT_COST = 10;

export interface SpellingBeeWord {
  cardId: string;
  /** The front as written (trimmed): every '/' alternative is accepted. */
  answer: string;
  /** The back's answer (note lines left out: card-notes): the prompt. */
  definition: string;
}

export interface SpellingBeeResult {
  cardId: string;
  typed: string;
  correct: boolean;
  /** Points added (0 when wrong). */
  points: number;
  hintUsed: boolean;
}

export interface SpellingBeeState extends LivesProgress {
  words: readonly SpellingBeeWord[];
  /** The current word. */
  index: number;
  phase: RoundPhase;
  /** True once the hint was taken for the current word. */
  hintUsed: boolean;
  /** One per checked word, in order; the last is the feedback shown. */
  results: readonly SpellingBeeResult[];
}

/** The cards Spelling bee can use: non-blank front and back, in input order. */
export function spellingBeePlayableCards<T extends GameCard>(cards: readonly T[]): T[] {
  return cardsWithBothSides(cards);
}

/** True when the set has enough usable cards for Spelling bee (≥ 5). */
export function canPlaySpellingBee(cards: readonly GameCard[]): boolean {
  return spellingBeePlayableCards(cards).length >= SPELLING_BEE_MIN_CARDS;
}

/**
 * A new game: min(15, usable cards) distinct random cards, 3 lives, score 0.
 * @throws RangeError when the set has fewer than 5 usable cards.
 */
export function createSpellingBee(cards: readonly GameCard[], random: Random): SpellingBeeState {
  const playable = spellingBeePlayableCards(cards);
  if (playable.length < SPELLING_BEE_MIN_CARDS) {
    throw new RangeError(`Spelling bee needs ${SPELLING_BEE_MIN_CARDS} cards`);
  }
  const words = pickDistinct(playable, SPELLING_BEE_MAX_WORDS, random).map((card) => ({
    cardId: card.id,
    answer: card.front.trim(),
    definition: backAnswer(card.back),
  }));
  return {
    ...INITIAL_LIVES_PROGRESS,
    words,
    index: 0,
    phase: 'answering',
    hintUsed: false,
    results: [],
  };
}

/** Points of a correct answer: 20 + 5 × `streakBefore` (spec §9), whole points. */
export function spellingBeePoints(streakBefore: number): number {
  return SPELLING_BEE_BASE_POINTS + SPELLING_BEE_STREAK_BONUS * streakBefore;
}

export interface SpellingHint {
  /** First character of the first alternative. */
  firstLetter: string;
  /** Its length in characters (Unicode code points), spaces and hyphens included. */
  length: number;
  /** The first letter, then '_' per further letter or digit; spaces, hyphens, apostrophes shown. */
  mask: string;
}

/** What the hint reveals for a front: first letter and length of its first alternative. */
export function spellingHint(front: string): SpellingHint {
  const letters = Array.from(primaryAnswer(front));
  const mask = letters
    .map((letter, index) => (index === 0 || !/[\p{L}\p{M}\p{N}]/u.test(letter) ? letter : '_'))
    .join('');
  return { firstLetter: letters[0] ?? '', length: letters.length, mask };
}

/** Takes the hint for the current word: −10 points (floor 0). Once per word, while answering. */
export function takeSpellingHint(state: SpellingBeeState): SpellingBeeState {
  if (state.phase !== 'answering' || state.hintUsed) return state;
  return { ...spendPoints(state, SPELLING_BEE_HINT_COST), hintUsed: true };
}

/**
 * Checks the typed answer (trimmed, case-insensitive, any '/' alternative: `isAnswerCorrect`)
 * and shows the feedback. Ignored when blank (§5: Check disabled) or not answering.
 */
export function checkSpellingAnswer(state: SpellingBeeState, typed: string): SpellingBeeState {
  const word = state.words[state.index];
  if (state.phase !== 'answering' || word === undefined || isBlankAnswer(typed)) return state;
  const correct = isAnswerCorrect(typed, word.answer);
  const points = correct ? spellingBeePoints(state.streak) : 0;
  const progressed = correct ? recordCorrect(state, points) : recordWrong(state);
  const result: SpellingBeeResult = {
    cardId: word.cardId,
    typed,
    correct,
    points,
    hintUsed: state.hintUsed,
  };
  return { ...progressed, phase: 'feedback', results: [...state.results, result] };
}

/** Next word (fresh hint), or finished at 0 lives or after the last word. Only from feedback. */
export function nextSpellingWord(state: SpellingBeeState): SpellingBeeState {
  if (state.phase !== 'feedback') return state;
  return {
    ...state,
    ...afterFeedback(state.index, state.words.length, state.lives),
    hintUsed: false,
  };
}
