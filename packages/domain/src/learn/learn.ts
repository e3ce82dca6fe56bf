/**
 * Learn mode's rules (issue 21 §1), pure: rounds of up to 7 cards; each card climbs multiple
 * choice → written answer → (when the browser can speak English) listen and type; a miss sends
 * it one step down and it comes back later in the same round; a card is mastered ("đã thuộc")
 * after two right typed answers in a row. The state is plain data, stored per learner and set
 * by the server so that Learn resumes where the learner left off.
 *
 * Interpretations (the issue is silent):
 * - The steps ask: choice, the term → pick its meaning among 4 (the right one and 3 other
 *   cards' meanings); written, the term → type its meaning (checkWrittenAnswer: a missing tone
 *   mark counts as right); listen, hear the term → type the term. Without speech, listen is
 *   asked as written.
 * - A right choice moves the card to written; a right typed answer counts towards the two in a
 *   row (written then listen, or written twice without speech). A miss resets the count.
 * - A missed card comes back after LEARN_REINSERT_GAP other cards of the round (at the end when
 *   fewer are left); a right answer takes it out of the round.
 * - A round takes the cards being learnt first, then new ones, each in set order.
 * - The rating Learn writes into the scheduler per mastered card comes from its misses on the
 *   way: none → 4 (Dễ), one → 3 (Trung bình), more → 2 (Khó).
 */
import { cardsWithDistinctSides, type GameCard } from '../games/cards.ts';
import { pickDistinct, shuffle, type Random } from '../games/random.ts';
import type { Rating } from '../srs/sm2.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** Cards per round (issue 21 §1). */
export const LEARN_ROUND_SIZE = 7;
/** Right typed answers in a row that master a card (issue 21 §1). */
export const LEARN_MASTERY_STREAK = 2;
/** Other cards asked before a missed one comes back in the round. */
export const LEARN_REINSERT_GAP = 2;
/** Options of a multiple-choice question. */
export const LEARN_CHOICE_OPTIONS = 4;

export type LearnStep = 'choice' | 'written' | 'listen';

/** One card's climb. */
export interface LearnCardState {
  cardId: string;
  step: LearnStep;
  /** Right typed answers in a row. */
  streak: number;
  /** Wrong answers so far. */
  misses: number;
  /** Answers so far (0: new). */
  answers: number;
  mastered: boolean;
}

/** One answer of a round, in order. */
export interface LearnAnswer {
  cardId: string;
  step: LearnStep;
  right: boolean;
}

export interface LearnRound {
  /** 1 for the first round. */
  number: number;
  /** The cards of the round, in the order they were picked. */
  cardIds: string[];
  /** Card ids still to be answered right, the next first ([]: the round is over). */
  queue: string[];
  answers: LearnAnswer[];
}

export interface LearnState {
  /** Every card of the set, in set order. */
  cards: LearnCardState[];
  round: LearnRound | null;
  /** True once the mastered set's ratings were written into the scheduler (only once). */
  scheduled?: boolean;
}

function newCard(cardId: string): LearnCardState {
  return { cardId, step: 'choice', streak: 0, misses: 0, answers: 0, mastered: false };
}

/**
 * The state for a set's cards (in set order), keeping what `previous` knew of the cards still
 * there (a card added since starts new; a removed one leaves the round too).
 */
export function learnStateFor(cardIds: readonly string[], previous?: LearnState): LearnState {
  const known = new Map(previous?.cards.map((card) => [card.cardId, card]));
  const cards = cardIds.map((id) => known.get(id) ?? newCard(id));
  const ids = new Set(cardIds);
  const round = previous?.round
    ? {
        ...previous.round,
        cardIds: previous.round.cardIds.filter((id) => ids.has(id)),
        queue: previous.round.queue.filter((id) => ids.has(id)),
      }
    : null;
  return { cards, round, scheduled: previous?.scheduled ?? false };
}

/** How many cards are new, being learnt and mastered (the progress bar). */
export function learnProgress(state: LearnState): {
  fresh: number;
  learning: number;
  mastered: number;
} {
  let fresh = 0;
  let learning = 0;
  let mastered = 0;
  for (const card of state.cards) {
    if (card.mastered) mastered += 1;
    else if (card.answers === 0) fresh += 1;
    else learning += 1;
  }
  return { fresh, learning, mastered };
}

/** True when every card is mastered (an empty set is not). */
export function isSetMastered(state: LearnState): boolean {
  return state.cards.length > 0 && state.cards.every((card) => card.mastered);
}

/**
 * Starts the next round: up to LEARN_ROUND_SIZE cards not mastered, those being learnt first,
 * then new ones, each in set order. The round is null when every card is mastered.
 */
export function startLearnRound(state: LearnState): LearnState {
  const open = state.cards.filter((card) => !card.mastered);
  const picked = [
    ...open.filter((card) => card.answers > 0),
    ...open.filter((card) => card.answers === 0),
  ]
    .slice(0, LEARN_ROUND_SIZE)
    .map((card) => card.cardId);
  if (picked.length === 0) return { ...state, round: null };
  const number = (state.round?.number ?? 0) + 1;
  return { ...state, round: { number, cardIds: picked, queue: picked, answers: [] } };
}

/** The card to ask now, or null when no round is open or the round is over. */
export function currentLearnCard(state: LearnState): LearnCardState | null {
  const id = state.round?.queue[0];
  return id === undefined ? null : (state.cards.find((card) => card.cardId === id) ?? null);
}

/** The step a card is asked at: listen is asked as written where the browser cannot speak. */
export function askedStep(card: LearnCardState, canSpeak: boolean): LearnStep {
  return card.step === 'listen' && !canSpeak ? 'written' : card.step;
}

/** A card's state after an answer at `step`. */
function climb(card: LearnCardState, step: LearnStep, right: boolean, canSpeak: boolean) {
  const answers = card.answers + 1;
  if (!right) {
    const down: LearnStep = step === 'listen' ? 'written' : 'choice';
    return { ...card, answers, misses: card.misses + 1, streak: 0, step: down };
  }
  if (step === 'choice') return { ...card, answers, step: 'written' as const };
  const streak = card.streak + 1;
  if (streak >= LEARN_MASTERY_STREAK) return { ...card, answers, streak, mastered: true };
  const next: LearnStep = step === 'written' && canSpeak ? 'listen' : 'written';
  return { ...card, answers, streak, step: next };
}

/**
 * Records the answer to the current card (right or not, as checked at the step it was asked):
 * the card climbs or steps down, and leaves the round or comes back later in it.
 * @throws Error when `cardId` is not the current card.
 */
export function answerLearn(
  state: LearnState,
  cardId: string,
  right: boolean,
  canSpeak: boolean,
): LearnState {
  const card = currentLearnCard(state);
  if (!card || card.cardId !== cardId || !state.round) {
    throw new Error(`learn: ${cardId} is not the card being asked`);
  }
  const step = askedStep(card, canSpeak);
  const next = climb(card, step, right, canSpeak);
  const rest = state.round.queue.slice(1);
  const queue = right
    ? rest
    : [...rest.slice(0, LEARN_REINSERT_GAP), cardId, ...rest.slice(LEARN_REINSERT_GAP)];
  return {
    ...state,
    cards: state.cards.map((c) => (c.cardId === cardId ? next : c)),
    round: { ...state.round, queue, answers: [...state.round.answers, { cardId, step, right }] },
  };
}

/** A finished round's figures: answers right and wrong, and the cards it mastered. */
export function learnRoundSummary(state: LearnState): {
  right: number;
  wrong: number;
  mastered: string[];
} {
  const round = state.round;
  if (!round) return { right: 0, wrong: 0, mastered: [] };
  const right = round.answers.filter((answer) => answer.right).length;
  const ids = new Set(round.cardIds);
  const mastered = state.cards
    .filter((card) => card.mastered && ids.has(card.cardId))
    .map((card) => card.cardId);
  return { right, wrong: round.answers.length - right, mastered };
}

/**
 * The options of a multiple-choice question on `card`: its meaning and up to 3 meanings of
 * other cards (those with both sides distinct: no two options read the same), shuffled.
 */
export function learnChoiceOptions(
  cards: readonly GameCard[],
  card: GameCard,
  random: Random,
): GameCard[] {
  const others = cardsWithDistinctSides(cards.filter((c) => c.id !== card.id)).filter(
    (c) => backAnswer(c.back).toLowerCase() !== backAnswer(card.back).toLowerCase(),
  );
  const distractors = pickDistinct(others, LEARN_CHOICE_OPTIONS - 1, random);
  return shuffle([card, ...distractors], random);
}

/** The rating of a mastered card from its misses (none → 4, one → 3, more → 2). */
export function learnRating(card: LearnCardState): Rating {
  if (card.misses === 0) return 4;
  return card.misses === 1 ? 3 : 2;
}

/**
 * What Learn writes into the scheduler once the set is mastered: one rating per card ([] before,
 * and after they were written: `scheduled`).
 */
export function learnRatings(state: LearnState): { cardId: string; rating: Rating }[] {
  if (!isSetMastered(state) || state.scheduled) return [];
  return state.cards.map((card) => ({ cardId: card.cardId, rating: learnRating(card) }));
}
