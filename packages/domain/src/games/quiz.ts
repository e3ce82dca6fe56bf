/**
 * Quiz (spec §4 Quiz, §5 minimum cards, §9 Quiz): up to 10 multiple-choice questions, each
 * asking one card in a random direction (front → choose the back, or back → choose the front)
 * with 4 options: the right one and 3 distractors taken from other cards. The learner may
 * change the choice until Confirm (xác nhận), which reveals right or wrong; then Next question
 * or Finish; the results review every answer.
 *
 * Interpretations:
 * - Only cards with both sides non-blank and with a front and a back not repeated by another
 *   card count (`cardsWithDistinctSides`), so the 4 options always have distinct texts (spec:
 *   "distinct texts") and a set with 4 usable cards always gives 4 options.
 * - Each direction has probability 1/2 per question, drawn independently.
 * - Score rounding (spec silent): accuracy is rounded to a whole percent, the time score is
 *   kept exact, the score is the rounded average.
 */
import { cardsWithDistinctSides, type GameCard } from './cards.ts';
import { pickDistinct, shuffle, type Random } from './random.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** Fewest usable cards a set needs for the Quiz (spec §5). */
export const QUIZ_MIN_CARDS = 4;
/** Most questions in one quiz (spec §9 "up to 10 questions"). */
export const QUIZ_MAX_QUESTIONS = 10;
/** Options per question: 1 correct + 3 distractors (spec §9). */
export const QUIZ_OPTION_COUNT = 4;
export const QUIZ_DISTRACTOR_COUNT = 3;
/** The time score loses 1 point per this many seconds (spec §9 "100 minus seconds/3"). */
export const QUIZ_SECONDS_PER_TIME_POINT = 3;

/**
 * front-to-back: the prompt is the front, options are backs (their answers, note lines left out:
 * card-notes); back-to-front the reverse.
 */
export type QuizDirection = 'front-to-back' | 'back-to-front';

export interface QuizOption {
  cardId: string;
  text: string;
}

export interface QuizQuestion {
  cardId: string;
  direction: QuizDirection;
  prompt: string;
  /** 4 options in random order (fewer only if the caller bypassed the minimum). */
  options: readonly QuizOption[];
  /** Index in `options` of the right answer. */
  correctIndex: number;
}

/** The cards the Quiz can use, in input order. */
export function quizPlayableCards<T extends GameCard>(cards: readonly T[]): T[] {
  return cardsWithDistinctSides(cards);
}

/** True when the set has enough usable cards for the Quiz (≥ 4). */
export function canPlayQuiz(cards: readonly GameCard[]): boolean {
  return quizPlayableCards(cards).length >= QUIZ_MIN_CARDS;
}

const sideText = (card: GameCard, side: 'front' | 'back'): string =>
  side === 'back' ? backAnswer(card.back) : card.front.trim();

/**
 * Builds the questions: min(10, usable cards) distinct cards in random order, each with a
 * random direction and 3 distractors drawn from the other usable cards, options shuffled.
 * @throws RangeError when the set has fewer than 4 usable cards.
 */
export function buildQuizQuestions(cards: readonly GameCard[], random: Random): QuizQuestion[] {
  const playable = quizPlayableCards(cards);
  if (playable.length < QUIZ_MIN_CARDS) {
    throw new RangeError(`The quiz needs ${QUIZ_MIN_CARDS} cards`);
  }
  return pickDistinct(playable, QUIZ_MAX_QUESTIONS, random).map((card) => {
    const direction: QuizDirection = random() < 0.5 ? 'front-to-back' : 'back-to-front';
    const [askSide, answerSide] =
      direction === 'front-to-back' ? (['front', 'back'] as const) : (['back', 'front'] as const);
    const others = playable.filter((other) => other.id !== card.id);
    const distractors = pickDistinct(others, QUIZ_DISTRACTOR_COUNT, random);
    const options = shuffle(
      [card, ...distractors].map((option) => ({
        cardId: option.id,
        text: sideText(option, answerSide),
      })),
      random,
    );
    return {
      cardId: card.id,
      direction,
      prompt: sideText(card, askSide),
      options,
      correctIndex: options.findIndex((option) => option.cardId === card.id),
    };
  });
}

export interface QuizAnswer {
  questionIndex: number;
  selectedIndex: number;
  correct: boolean;
}

export interface QuizState {
  questions: readonly QuizQuestion[];
  /** The current question. */
  index: number;
  /** The option chosen for the current question, changeable until confirmed. */
  selected: number | null;
  /** True once the current answer is confirmed (right/wrong revealed). */
  confirmed: boolean;
  /** Confirmed answers in question order (the results review). */
  answers: readonly QuizAnswer[];
  finished: boolean;
}

/** A new quiz on its first question (see `buildQuizQuestions`). */
export function createQuiz(cards: readonly GameCard[], random: Random): QuizState {
  return {
    questions: buildQuizQuestions(cards, random),
    index: 0,
    selected: null,
    confirmed: false,
    answers: [],
    finished: false,
  };
}

/** Chooses an option; ignored once confirmed, after the end or for an index off the list. */
export function selectQuizOption(state: QuizState, optionIndex: number): QuizState {
  const question = state.questions[state.index];
  if (state.finished || state.confirmed || question === undefined) return state;
  if (!Number.isInteger(optionIndex) || optionIndex < 0 || optionIndex >= question.options.length) {
    return state;
  }
  return { ...state, selected: optionIndex };
}

/** Confirms the chosen option and records the answer; ignored with no choice or twice. */
export function confirmQuizAnswer(state: QuizState): QuizState {
  const question = state.questions[state.index];
  if (state.finished || state.confirmed || state.selected === null || question === undefined) {
    return state;
  }
  const answer: QuizAnswer = {
    questionIndex: state.index,
    selectedIndex: state.selected,
    correct: state.selected === question.correctIndex,
  };
  return { ...state, confirmed: true, answers: [...state.answers, answer] };
}

/** True when the confirmed question is the last one (the button reads Finish, not Next). */
export function isLastQuizQuestion(state: QuizState): boolean {
  return state.index + 1 >= state.questions.length;
}

/** Next question, or finished after the last; ignored before Confirm. */
export function nextQuizQuestion(state: QuizState): QuizState {
  if (state.finished || !state.confirmed) return state;
  if (isLastQuizQuestion(state)) return { ...state, finished: true };
  return { ...state, index: state.index + 1, selected: null, confirmed: false };
}

export interface QuizScore {
  /** round(100 × correct / questions), whole percent; 0 with no question. */
  accuracyPercent: number;
  /** max(0, 100 − seconds / 3), points, not rounded. */
  timeScore: number;
  /** round((accuracyPercent + timeScore) / 2), whole points 0-100. */
  score: number;
}

/**
 * Spec §9: score = average of accuracy percent and time score (100 minus seconds/3, floor 0).
 * `elapsedSeconds` is the quiz time, floored to whole seconds as the timer shows it.
 */
export function quizScore(correct: number, questions: number, elapsedSeconds: number): QuizScore {
  const accuracy = questions > 0 ? Math.round((100 * correct) / questions) : 0;
  const seconds = Math.floor(Math.max(0, elapsedSeconds));
  const timeScore = Math.max(0, 100 - seconds / QUIZ_SECONDS_PER_TIME_POINT);
  return { accuracyPercent: accuracy, timeScore, score: Math.round((accuracy + timeScore) / 2) };
}

/** The score of a finished quiz from its answers. */
export function scoreQuiz(state: QuizState, elapsedSeconds: number): QuizScore {
  const correct = state.answers.filter((answer) => answer.correct).length;
  return quizScore(correct, state.questions.length, elapsedSeconds);
}
