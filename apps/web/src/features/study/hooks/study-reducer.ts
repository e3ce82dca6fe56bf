/**
 * The study screen's state (spec §4 Study): the session's cards in order, the current index,
 * whether the card is flipped, and the session's ratings. Rating moves to the next card (front
 * side); Previous moves back one card and removes the last rating.
 */
import { orderCardsForStudy, reconcileOrder, type Rating } from '@app/domain';
import type { StudyState } from '../api/study.ts';

export type StudyCard = StudyState['cards'][number];

export interface SessionState {
  sessionId: string;
  cards: StudyCard[];
  index: number;
  flipped: boolean;
  ratings: { cardId: string; rating: Rating }[];
  /** When the current card was shown (ms since epoch), for elapsed time. */
  shownAt: number;
}

export type StudyAction =
  | { type: 'flip' }
  | { type: 'rate'; rating: Rating; at: number }
  | { type: 'previous'; at: number };

export function studyReducer(state: SessionState, action: StudyAction): SessionState {
  switch (action.type) {
    case 'flip':
      if (state.index >= state.cards.length) return state;
      return { ...state, flipped: !state.flipped };
    case 'rate': {
      const card = state.cards[state.index];
      if (!card || !state.flipped) return state;
      return {
        ...state,
        ratings: [...state.ratings, { cardId: card.id, rating: action.rating }],
        index: state.index + 1,
        flipped: false,
        shownAt: action.at,
      };
    }
    case 'previous':
      if (state.index === 0 || state.index >= state.cards.length) return state;
      return {
        ...state,
        index: state.index - 1,
        ratings: state.ratings.slice(0, -1),
        flipped: false,
        shownAt: action.at,
      };
  }
}

/**
 * The state a study screen opens with: today's open session resumed where it stopped, or a new
 * session (client-chosen id) with the cards in the order of spec §4 at `now`.
 */
export function openSession(
  data: StudyState,
  now: Date,
): { state: SessionState; resumed: boolean } | null {
  if (data.cards.length === 0) return null;
  const byId = new Map(data.cards.map((card) => [card.id, card]));
  if (data.session) {
    const order = reconcileOrder(
      data.session.cardOrder,
      data.cards.map((card) => card.id),
    );
    const cards = order.map((id) => byId.get(id)).filter((c): c is StudyCard => c !== undefined);
    const present = new Set(cards.map((c) => c.id));
    const ratings = data.session.ratings
      .filter((r) => present.has(r.cardId))
      .map((r) => ({ cardId: r.cardId, rating: r.rating }));
    return {
      state: {
        sessionId: data.session.id,
        cards,
        index: Math.min(ratings.length, cards.length),
        flipped: false,
        ratings,
        shownAt: now.getTime(),
      },
      resumed: true,
    };
  }
  const ordered = orderCardsForStudy(
    data.cards.map((card) => ({
      card,
      review: card.review && {
        easinessFactor: card.review.easinessFactor,
        nextReviewDate: new Date(card.review.nextReviewDate),
        lastReviewedAt: new Date(card.review.lastReviewedAt),
      },
    })),
    now,
  ).map((entry) => entry.card);
  return {
    state: {
      sessionId: crypto.randomUUID(),
      cards: ordered,
      index: 0,
      flipped: false,
      ratings: [],
      shownAt: now.getTime(),
    },
    resumed: false,
  };
}
