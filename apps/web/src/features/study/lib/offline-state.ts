/**
 * What the study screens keep for offline use (issue 20 §1), as pure data and rules: the state a
 * screen last loaded from the server (a set's, or today's queue), kept current by every write
 * the learner makes on this device, so that a reload with no network opens the same session at
 * the same card with the same review states, while the writes wait in the queue.
 *
 * Each write is applied as the server applies it: a start opens the session, a rating joins the
 * session and (when it is the card's first of the learner's day) reschedules the card with the
 * same scheduler maths (scheduleRating of @app/domain), an undo takes the rating back and
 * restores the card, a completion closes the session (the server then answers no open session).
 */
import type {
  CardReviewStateDto,
  Preferences,
  StudyOp,
  StudyStateDto,
  TodayDto,
} from '@app/contracts';
import { scheduleRating, startOfLearnerDay } from '@app/domain';

/** Where a state came from: one set's study, or today's queue over every set. */
export type OfflineScope = `set:${string}` | 'today';

/** One kept state. */
export interface OfflineRecord {
  scope: OfflineScope;
  state: StudyStateDto;
  /** The set's review-list card ids (per-set study; [] for today). */
  reviewFirst: string[];
  preferences: Preferences;
  /** Today's figures (the today screen's record only). */
  today?: Omit<TodayDto, 'cards' | 'session'>;
  /** When the server's answer was stored (ms since epoch). */
  savedAt: number;
  /**
   * Each card's review state before a rating applied here, by the rating's event id (null:
   * never reviewed), so that an undo restores it.
   */
  before: Record<string, { cardId: string; review: CardReviewStateDto | null }>;
}

/** The key of a set's record. */
export function setScope(setId: string): OfflineScope {
  return `set:${setId}`;
}

function withCard(
  state: StudyStateDto,
  cardId: string,
  review: CardReviewStateDto | null,
): StudyStateDto {
  return {
    ...state,
    cards: state.cards.map((card) => (card.id === cardId ? { ...card, review } : card)),
  };
}

/** A card's review state after a rating given in a review op's body. */
function rated(
  review: CardReviewStateDto | null,
  body: Extract<StudyOp, { kind: 'review' }>['body'],
): CardReviewStateDto {
  const reviewedAt = new Date(body.reviewedAt);
  const dayStartsAtHour = body.dayStartsAtHour ?? 4;
  const dayStart = startOfLearnerDay(reviewedAt, body.timeZone, dayStartsAtHour);
  const totalReviews = (review?.totalReviews ?? 0) + 1;
  // a repeat in the learner's day is practice: logged, the schedule left alone
  if (review && new Date(review.lastReviewedAt) >= dayStart) return { ...review, totalReviews };
  const next = scheduleRating(
    review && { ...review, lastReviewedAt: new Date(review.lastReviewedAt) },
    body.rating,
    reviewedAt,
    {
      scheduler: body.scheduler ?? 'sm2',
      desiredRetention: body.desiredRetention ?? 0.9,
      parameters: body.fsrsParameters ?? null,
      dayStartsAtHour,
      timeZone: body.timeZone,
    },
  );
  return {
    easinessFactor: next.easinessFactor,
    intervalDays: next.intervalDays,
    repetitionCount: next.repetitionCount,
    nextReviewDate: next.nextReviewDate.toISOString(),
    lastReviewedAt: reviewedAt.toISOString(),
    totalReviews,
    stability: next.stability,
    difficulty: next.difficulty,
  };
}

/**
 * Applies one write to a kept record; answers the record itself when the write does not concern
 * it (another set's session, a repeat of a write already applied). A rating reschedules its card
 * in every record that holds the card (a card is in its set's record and maybe in today's); it
 * joins only the record of its session.
 * @param now when the write was made (a start's startedAt).
 */
export function applyOfflineOp(record: OfflineRecord, op: StudyOp, now: Date): OfflineRecord {
  const { state } = record;
  const session = state.session;
  switch (op.kind) {
    case 'start': {
      const mine =
        op.setId === null ? record.scope === 'today' : record.scope === setScope(op.setId);
      if (!mine || session?.id === op.body.sessionId) return record;
      return {
        ...record,
        state: {
          ...state,
          session: {
            id: op.body.sessionId,
            startedAt: now.toISOString(),
            completedAt: null,
            cardOrder: op.body.cardOrder,
            ratings: [],
          },
        },
      };
    }
    case 'review': {
      const { body } = op;
      const card = state.cards.find((c) => c.id === body.cardId);
      if (!card || body.eventId in record.before) return record;
      let next = withCard(state, card.id, rated(card.review, body));
      if (session?.id === op.sessionId) {
        const rating = { eventId: body.eventId, cardId: body.cardId, rating: body.rating };
        next = { ...next, session: { ...session, ratings: [...session.ratings, rating] } };
      }
      const before = { ...record.before, [body.eventId]: { cardId: card.id, review: card.review } };
      return { ...record, state: next, before };
    }
    case 'undo': {
      const { reviewEventId } = op;
      if (!(reviewEventId in record.before)) return record;
      const { [reviewEventId]: previous, ...before } = record.before;
      let next = previous ? withCard(state, previous.cardId, previous.review) : state;
      if (session?.id === op.sessionId) {
        const ratings = session.ratings.filter((r) => r.eventId !== reviewEventId);
        next = { ...next, session: { ...session, ratings } };
      }
      return { ...record, state: next, before };
    }
    case 'complete':
      if (session?.id !== op.sessionId) return record;
      return { ...record, state: { ...state, session: null } };
  }
}

/**
 * Today's queue rebuilt from its kept record, as GET /api/study/today would answer offline: with
 * the day's open session, every card; without one, the cards still to study (new, or due by
 * `now`), since a rated card left the queue.
 */
export function keptToday(record: OfflineRecord, now: Date): TodayDto | undefined {
  const { today, state } = record;
  if (!today) return undefined;
  const open = (card: StudyStateDto['cards'][number]) =>
    state.session !== null ||
    card.review === null ||
    new Date(card.review.nextReviewDate).getTime() <= now.getTime();
  const cards = state.cards.filter(open).map(({ review, origin, ...card }) => ({
    setId: origin?.id ?? state.set.id,
    setTitle: origin?.title ?? state.set.title,
    setColor: origin?.color ?? state.set.color,
    card,
    review,
    relearning: false,
  }));
  return {
    ...today,
    dueCount: cards.filter((c) => c.review !== null).length,
    newCount: cards.filter((c) => c.review === null).length,
    cards,
    session: state.session,
  };
}
