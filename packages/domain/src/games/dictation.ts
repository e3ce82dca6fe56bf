/**
 * Listening dictation (spec §4 Listening dictation, §5, §9 Listening dictation): the word is
 * spoken (en-US, rate 0.8) automatically at the start of each word; the learner types what they
 * hear. Up to 15 random cards, 3 lives, the same lives and streak flow as Spelling bee; at most
 * 2 replays per word, each lowering that word's points by 5; points =
 * max(25 + 5 × streak before − 5 × replays, 10); the definition is shown after answering.
 *
 * Interpretations:
 * - The automatic first playback is free; only replays asked by the learner count, and only
 *   while answering (after the check the word may be heard again without effect).
 * - A front "big/large" would be spoken "big slash large": the first alternative is spoken
 *   (`primaryAnswer`) and every alternative is accepted.
 * - Only the front must be non-blank; a card without a back simply has no definition to show.
 * - Replays lower the word's points only (no immediate deduction, unlike a hint).
 */
import { isAnswerCorrect, isBlankAnswer, primaryAnswer } from './answers.ts';
import { hasText, type GameCard } from './cards.ts';
import {
  afterFeedback,
  INITIAL_LIVES_PROGRESS,
  recordCorrect,
  recordWrong,
  type LivesProgress,
  type RoundPhase,
} from './lives.ts';
import { pickDistinct, type Random } from './random.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** Fewest usable cards a set needs for Listening dictation (spec §5). */
export const DICTATION_MIN_CARDS = 5;
/** Most words in one game (spec §9 "up to 15 random cards"). */
export const DICTATION_MAX_WORDS = 15;
/** Replays allowed per word (spec §9). */
export const DICTATION_MAX_REPLAYS = 2;
/** Points each replay takes off the word (spec §9). */
export const DICTATION_REPLAY_COST = 5;
/** max(25 + 5 × streak − 5 × replays, 10) (spec §9). */
export const DICTATION_BASE_POINTS = 25;
export const DICTATION_STREAK_BONUS = 5;
export const DICTATION_MIN_POINTS = 10;
/** Speech synthesis language and rate (spec §9: en-US at rate 0.8). */
export const DICTATION_SPEECH_LANG = 'en-US';
export const DICTATION_SPEECH_RATE = 0.8;

export interface DictationWord {
  cardId: string;
  /** The front as written (trimmed): every '/' alternative is accepted. */
  answer: string;
  /** The back's answer (note lines left out: card-notes), shown after answering; may be "". */
  definition: string;
}

export interface DictationResult {
  cardId: string;
  typed: string;
  correct: boolean;
  /** Points added (0 when wrong). */
  points: number;
  replays: number;
}

export interface DictationState extends LivesProgress {
  words: readonly DictationWord[];
  index: number;
  phase: RoundPhase;
  /** Replays used on the current word (0-2). */
  replays: number;
  results: readonly DictationResult[];
}

/** What the speech synthesiser is asked to say: text, BCP 47 language, rate (1 = normal). */
export interface SpeechRequest {
  text: string;
  lang: string;
  rate: number;
}

/** The cards dictation can use: non-blank front, in input order. */
export function dictationPlayableCards<T extends GameCard>(cards: readonly T[]): T[] {
  return cards.filter((card) => hasText(primaryAnswer(card.front)));
}

/** True when the set has enough usable cards for dictation (≥ 5). */
export function canPlayDictation(cards: readonly GameCard[]): boolean {
  return dictationPlayableCards(cards).length >= DICTATION_MIN_CARDS;
}

/**
 * A new game: min(15, usable cards) distinct random cards, 3 lives, score 0.
 * @throws RangeError when the set has fewer than 5 usable cards.
 */
export function createDictation(cards: readonly GameCard[], random: Random): DictationState {
  const playable = dictationPlayableCards(cards);
  if (playable.length < DICTATION_MIN_CARDS) {
    throw new RangeError(`Dictation needs ${DICTATION_MIN_CARDS} cards`);
  }
  const words = pickDistinct(playable, DICTATION_MAX_WORDS, random).map((card) => ({
    cardId: card.id,
    answer: card.front.trim(),
    definition: backAnswer(card.back),
  }));
  return {
    ...INITIAL_LIVES_PROGRESS,
    words,
    index: 0,
    phase: 'answering',
    replays: 0,
    results: [],
  };
}

/** The speech for a word: its first alternative, en-US, rate 0.8. */
export function dictationSpeech(word: DictationWord): SpeechRequest {
  return {
    text: primaryAnswer(word.answer),
    lang: DICTATION_SPEECH_LANG,
    rate: DICTATION_SPEECH_RATE,
  };
}

/** Points of a correct answer: max(25 + 5 × streakBefore − 5 × replays, 10) (spec §9). */
export function dictationPoints(streakBefore: number, replays: number): number {
  return Math.max(
    DICTATION_BASE_POINTS + DICTATION_STREAK_BONUS * streakBefore - DICTATION_REPLAY_COST * replays,
    DICTATION_MIN_POINTS,
  );
}

/** True while answering with fewer than 2 replays used. */
export function canReplayDictation(state: DictationState): boolean {
  return state.phase === 'answering' && state.replays < DICTATION_MAX_REPLAYS;
}

/** Counts a replay (the caller speaks `dictationSpeech` again); ignored when not allowed. */
export function replayDictationWord(state: DictationState): DictationState {
  return canReplayDictation(state) ? { ...state, replays: state.replays + 1 } : state;
}

/** Checks the typed answer like Spelling bee; ignored when blank or not answering. */
export function checkDictationAnswer(state: DictationState, typed: string): DictationState {
  const word = state.words[state.index];
  if (state.phase !== 'answering' || word === undefined || isBlankAnswer(typed)) return state;
  const correct = isAnswerCorrect(typed, word.answer);
  const points = correct ? dictationPoints(state.streak, state.replays) : 0;
  const progressed = correct ? recordCorrect(state, points) : recordWrong(state);
  const result: DictationResult = {
    cardId: word.cardId,
    typed,
    correct,
    points,
    replays: state.replays,
  };
  return { ...progressed, phase: 'feedback', results: [...state.results, result] };
}

/** Next word (replays reset; speak it), or finished at 0 lives or after the last word. */
export function nextDictationWord(state: DictationState): DictationState {
  if (state.phase !== 'feedback') return state;
  return { ...state, ...afterFeedback(state.index, state.words.length, state.lives), replays: 0 };
}
