import 'fake-indexeddb/auto';
import { DEFAULT_PREFERENCES, type StudyOp, type StudyStateDto } from '@app/contracts';
import { scheduleRating } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import { applyOfflineOp, keptToday, setScope, type OfflineRecord } from './offline-state.ts';
import { applyToKept, forgetKept, keepState, readKept } from './offline-store.ts';

const SET = '0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b';
const A = '1b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b';
const B = '2b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b';
const SESSION = '3b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b';
const NOW = new Date('2026-03-10T09:00:00.000Z');

/** B was reviewed two days before NOW (ease 2.5, 6 days, 2 repetitions); A is new. */
const reviewedB = {
  easinessFactor: 2.5,
  intervalDays: 6,
  repetitionCount: 2,
  nextReviewDate: '2026-03-10T04:00:00.000Z',
  lastReviewedAt: '2026-03-08T08:00:00.000Z',
  totalReviews: 2,
  stability: 5,
  difficulty: 5,
};

function state(): StudyStateDto {
  const card = { frontImageUrl: null, backImageUrl: null, tags: [] };
  return {
    set: { id: SET, title: 'Bộ', color: '#2563EB' },
    cards: [
      { id: A, front: 'a', back: 'á', ...card, review: null },
      { id: B, front: 'b', back: 'bê', ...card, review: reviewedB },
    ],
    session: null,
  };
}

function record(scope = setScope(SET)): OfflineRecord {
  return {
    scope,
    state: state(),
    reviewFirst: [],
    preferences: DEFAULT_PREFERENCES,
    savedAt: NOW.getTime(),
    before: {},
  };
}

const start: StudyOp = {
  kind: 'start',
  eventId: SESSION,
  setId: SET,
  body: { sessionId: SESSION, cardOrder: [B, A] },
};

function review(eventId: string, cardId: string, rating: 1 | 2 | 3 | 4 | 5, at = NOW): StudyOp {
  return {
    kind: 'review',
    eventId,
    sessionId: SESSION,
    body: {
      eventId,
      cardId,
      rating,
      elapsedMs: 1000,
      reviewedAt: at.toISOString(),
      timeZone: 'Asia/Ho_Chi_Minh',
      dayStartsAtHour: 4,
      scheduler: 'sm2',
      desiredRetention: 0.9,
      fsrsParameters: null,
    },
  };
}

const E1 = '4b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b';
const E2 = '5b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b';

describe('applyOfflineOp', () => {
  it('opens the session a start names, in its own set only', () => {
    const opened = applyOfflineOp(record(), start, NOW);
    expect(opened.state.session).toEqual({
      id: SESSION,
      startedAt: NOW.toISOString(),
      completedAt: null,
      cardOrder: [B, A],
      ratings: [],
    });
    expect(applyOfflineOp(record('today'), start, NOW)).toEqual(record('today'));
    // a repeat of the start leaves the session as it is
    expect(applyOfflineOp(opened, start, new Date(NOW.getTime() + 5000))).toBe(opened);
  });

  it('reschedules a first rating of the day as the server does, and joins it to the session', () => {
    const opened = applyOfflineOp(record(), start, NOW);
    const next = applyOfflineOp(opened, review(E1, B, 4), NOW);
    const expected = scheduleRating(
      { ...reviewedB, lastReviewedAt: new Date(reviewedB.lastReviewedAt) },
      4,
      NOW,
      { scheduler: 'sm2', desiredRetention: 0.9, dayStartsAtHour: 4, timeZone: 'Asia/Ho_Chi_Minh' },
    );
    expect(next.state.cards[1]!.review).toEqual({
      easinessFactor: expected.easinessFactor,
      intervalDays: expected.intervalDays,
      repetitionCount: 3,
      nextReviewDate: expected.nextReviewDate.toISOString(),
      lastReviewedAt: NOW.toISOString(),
      totalReviews: 3,
      stability: expected.stability,
      difficulty: expected.difficulty,
    });
    expect(next.state.session!.ratings).toEqual([{ eventId: E1, cardId: B, rating: 4 }]);
    // the same event again (another tab applied it) changes nothing
    expect(applyOfflineOp(next, review(E1, B, 4), NOW)).toBe(next);
  });

  it('counts a repeat in the same learner day as practice: the schedule stays', () => {
    const first = applyOfflineOp(applyOfflineOp(record(), start, NOW), review(E1, A, 1), NOW);
    const later = new Date(NOW.getTime() + 60_000);
    const again = applyOfflineOp(first, review(E2, A, 5, later), later);
    expect(again.state.cards[0]!.review).toEqual({
      ...first.state.cards[0]!.review,
      totalReviews: 2,
    });
    expect(again.state.session!.ratings.map((r) => r.eventId)).toEqual([E1, E2]);
  });

  it('undoes a rating: the card gets its state back and leaves the session', () => {
    const opened = applyOfflineOp(record(), start, NOW);
    const rated = applyOfflineOp(opened, review(E1, A, 3), NOW);
    const undone = applyOfflineOp(
      rated,
      { kind: 'undo', eventId: E2, sessionId: SESSION, reviewEventId: E1 },
      NOW,
    );
    expect(undone.state).toEqual(opened.state);
    expect(undone.before).toEqual({});
  });

  it('reschedules a card rated in another session (today) without joining that session', () => {
    const other = { ...review(E1, B, 4), sessionId: '6b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b' };
    const opened = applyOfflineOp(record(), start, NOW);
    const next = applyOfflineOp(opened, other, NOW);
    expect(next.state.cards[1]!.review!.repetitionCount).toBe(3);
    expect(next.state.session!.ratings).toEqual([]);
  });

  it('closes the session on completion, as the server answers no open session', () => {
    const opened = applyOfflineOp(record(), start, NOW);
    const done = applyOfflineOp(
      opened,
      { kind: 'complete', eventId: `complete:${SESSION}`, sessionId: SESSION },
      NOW,
    );
    expect(done.state.session).toBeNull();
  });
});

describe('keptToday', () => {
  const figures = {
    dueCount: 1,
    newCount: 1,
    dueTotal: 1,
    newLimit: 20,
    reviewLimit: 200,
    newDone: 0,
    reviewsDone: 0,
    dayStartsAtHour: 4,
  };

  it('leaves out the cards rated since, once no session is open', () => {
    const kept = { ...record('today'), today: figures };
    const rated = applyOfflineOp(kept, review(E1, A, 4), NOW);
    const today = keptToday(rated, NOW)!;
    expect(today.cards.map((c) => c.card.id)).toEqual([B]);
    expect(today).toMatchObject({ dueCount: 1, newCount: 0, session: null });
    expect(today.cards[0]).toMatchObject({ setId: SET, setTitle: 'Bộ', review: reviewedB });
    expect(keptToday(record('today'), NOW)).toBeUndefined();
  });
});

describe('the kept copy in IndexedDB', () => {
  it('keeps a state, applies queued writes to it, and forgets it on sign-out', async () => {
    const user = crypto.randomUUID();
    await keepState(user, record());
    await applyToKept(user, start);
    await applyToKept(user, review(E1, A, 4));
    const kept = await readKept(user, setScope(SET));
    expect(kept!.state.session!.ratings).toEqual([{ eventId: E1, cardId: A, rating: 4 }]);
    expect(kept!.state.cards[0]!.review!.repetitionCount).toBe(1);
    expect(await readKept(user, 'today')).toBeUndefined();
    await forgetKept(user);
    expect(await readKept(user, setScope(SET))).toBeUndefined();
  });

  it('is not made again by an answer that arrives after the learner signed out', async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    try {
      const user = crypto.randomUUID();
      // who is signed in here: the session remembered by lib/session.tsx
      const signIn = () =>
        items.set(
          'ielts-study:session',
          JSON.stringify({
            user: { id: user },
            session: { id: 's', userId: user, expiresAt: '2099-01-01T00:00:00.000Z' },
          }),
        );
      signIn();
      await keepState(user, record());
      items.delete('ielts-study:session'); // signed out: their copy is deleted
      await forgetKept(user);
      await keepState(user, record()); // a study load answering late
      expect(await readKept(user, setScope(SET))).toBeUndefined();
      signIn(); // back: a fresh answer is kept again
      await keepState(user, record());
      expect(await readKept(user, setScope(SET))).toBeDefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
