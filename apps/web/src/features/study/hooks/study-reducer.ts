/**
 * The study screen's state (spec §4 Study): the session's cards in order, the current index,
 * whether the card is flipped, and the session's ratings, each with the event id it was sent
 * with (what "Previous" names to undo it). Rating moves to the next card (front side); Previous
 * moves back one card and removes the last rating.
 */
import { orderCardsForStudy, reconcileOrder, type Rating } from '@app/domain';
import type { StudyState } from '../api/study.ts';

export type StudyCard = StudyState['cards'][number];

/** One effective rating of the session and the event id it was sent with. */
export interface SessionRating {
  eventId: string;
  cardId: string;
  rating: Rating;
}

export interface SessionState {
  sessionId: string;
  cards: StudyCard[];
  index: number;
  flipped: boolean;
  ratings: SessionRating[];
  /** When the current card was shown (ms since epoch), for elapsed time. */
  shownAt: number;
}

export type StudyAction =
  | { type: 'flip' }
  | { type: 'rate'; rating: Rating; eventId: string; at: number }
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
        ratings: [
          ...state.ratings,
          { eventId: action.eventId, cardId: card.id, rating: action.rating },
        ],
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
 * session (client-chosen id) with the cards in the order of spec §4 at `now`, except that the
 * cards of `reviewFirst` (the learner's review list, issue 8) come first, in that order.
 */
export function openSession(
  data: StudyState,
  now: Date,
  reviewFirst: readonly string[] = [],
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
      .map((r) => ({ eventId: r.eventId, cardId: r.cardId, rating: r.rating }));
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
  // Words missed in a game and sent to the review list come first (issue 8), in list order.
  const first = new Set(reviewFirst);
  const rank = new Map(reviewFirst.map((id, i) => [id, i]));
  const listed = ordered
    .filter((card) => first.has(card.id))
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const rest = ordered.filter((card) => !first.has(card.id));
  return {
    state: {
      sessionId: crypto.randomUUID(),
      cards: [...listed, ...rest],
      index: 0,
      flipped: false,
      ratings: [],
      shownAt: now.getTime(),
    },
    resumed: false,
  };
}

/** A card is due when it was never reviewed or its next review date has come. */
export function isDue(card: StudyCard, now: Date): boolean {
  return card.review === null || new Date(card.review.nextReviewDate).getTime() <= now.getTime();
}

/**
 * Nothing to study at `now`: no open session to resume, no card due and none of the set's cards
 * on the review list (`reviewFirst`). Returns when the next
 * card falls due (the earliest next review date), or null when there is something to study.
 */
export function nothingDueUntil(
  data: StudyState,
  now: Date,
  reviewFirst: readonly string[] = [],
): Date | null {
  if (data.session || data.cards.length === 0) return null;
  const ids = new Set(data.cards.map((card) => card.id));
  if (reviewFirst.some((id) => ids.has(id))) return null;
  let next: number | null = null;
  for (const card of data.cards) {
    if (isDue(card, now) || !card.review) return null;
    const at = new Date(card.review.nextReviewDate).getTime();
    if (next === null || at < next) next = at;
  }
  return next === null ? null : new Date(next);
}
