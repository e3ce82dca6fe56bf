/**
 * The study screen's state (spec §4 Study): the session's cards in order, the current index,
 * whether the card is flipped, and the session's ratings, each with the event id it was sent
 * with (what "Previous" names to undo it). Rating moves to the next card (front side); a card
 * rated Rất khó or Khó comes back later in the session (issue 19: relearnSlot); Previous moves
 * back one card, removes the last rating and the repeat it caused.
 */
import {
  comesBack,
  orderCardsForStudy,
  reconcileOrder,
  relearnSlot,
  type Rating,
} from '@app/domain';
import type { StudyState } from '../api/study.ts';

export type StudyCard = StudyState['cards'][number];

/** One effective rating of the session and the event id it was sent with. */
export interface SessionRating {
  eventId: string;
  cardId: string;
  rating: Rating;
  /** Where this rating put the card's repeat (a failed card), so that Previous removes it. */
  repeatAt?: number;
  /** When it was made on this page (ms since epoch); absent for a resumed session's ratings. */
  at?: number;
}

/** The session after rating the card at `state.index` (no checks; the card comes back if failed). */
function applyRating(state: SessionState, rating: SessionRating, at: number): SessionState {
  const card = state.cards[state.index]!;
  let cards = state.cards;
  let repeatAt: number | undefined;
  if (comesBack(rating.rating)) {
    repeatAt = relearnSlot(state.index, cards.length);
    cards = [...cards.slice(0, repeatAt), card, ...cards.slice(repeatAt)];
  }
  return {
    ...state,
    cards,
    ratings: [...state.ratings, { ...rating, ...(repeatAt === undefined ? {} : { repeatAt }) }],
    index: state.index + 1,
    flipped: false,
    shownAt: at,
  };
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
      return applyRating(
        state,
        { eventId: action.eventId, cardId: card.id, rating: action.rating, at: action.at },
        action.at,
      );
    }
    case 'previous': {
      const last = state.ratings.at(-1);
      if (state.index === 0 || state.index >= state.cards.length || !last) return state;
      const cards =
        last.repeatAt === undefined
          ? state.cards
          : [...state.cards.slice(0, last.repeatAt), ...state.cards.slice(last.repeatAt + 1)];
      return {
        ...state,
        cards,
        index: state.index - 1,
        ratings: state.ratings.slice(0, -1),
        flipped: false,
        shownAt: action.at,
      };
    }
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
    let state: SessionState = {
      sessionId: data.session.id,
      cards,
      index: 0,
      flipped: false,
      ratings: [],
      shownAt: now.getTime(),
    };
    // the ratings so far replayed in order, failed cards coming back as they did
    for (const r of data.session.ratings) {
      const card = byId.get(r.cardId);
      if (!card) continue;
      if (state.cards[state.index]?.id !== r.cardId) {
        // not where this page would have put it (another tab, an edit): rated here
        state = { ...state, cards: state.cards.toSpliced(state.index, 0, card) };
        const later = state.cards.findIndex((c, i) => i > state.index && c.id === r.cardId);
        if (later !== -1) state = { ...state, cards: state.cards.toSpliced(later, 1) };
      }
      state = applyRating(state, { eventId: r.eventId, cardId: r.cardId, rating: r.rating }, 0);
    }
    return { state: { ...state, shownAt: now.getTime() }, resumed: true };
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
