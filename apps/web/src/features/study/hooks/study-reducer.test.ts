import { describe, expect, it } from 'vitest';
import type { StudyState } from '../api/study.ts';
import { isDue, nothingDueUntil, openSession, studyReducer } from './study-reducer.ts';

const card = (id: string, review: { ef: number; next: string; last: string } | null = null) => ({
  id,
  front: id,
  back: `${id}-back`,
  frontImageUrl: null,
  backImageUrl: null,
  tags: [],
  review: review && {
    easinessFactor: review.ef,
    intervalDays: 1,
    repetitionCount: 1,
    nextReviewDate: review.next,
    lastReviewedAt: review.last,
    totalReviews: 1,
    stability: null,
    difficulty: null,
  },
});

const base: StudyState = {
  set: { id: 'set', title: 'T', color: '#3B82F6' },
  cards: [
    card('reviewed', { ef: 1.5, next: '2026-01-01T00:00:00Z', last: '2025-12-31T00:00:00Z' }),
    card('new'),
  ],
  session: null,
};

describe('openSession', () => {
  it('starts a new session in the spec order (unreviewed first)', () => {
    const opened = openSession(base, new Date('2026-02-01T00:00:00Z'))!;
    expect(opened.resumed).toBe(false);
    expect(opened.state.cards.map((c) => c.id)).toEqual(['new', 'reviewed']);
    expect(opened.state.index).toBe(0);
  });

  it('resumes an open session at the first unrated card', () => {
    const opened = openSession(
      {
        ...base,
        session: {
          id: 's1',
          startedAt: '2026-02-01T00:00:00Z',
          completedAt: null,
          cardOrder: ['reviewed', 'new'],
          ratings: [{ eventId: 'e1', cardId: 'reviewed', rating: 4 }],
        },
      },
      new Date('2026-02-01T01:00:00Z'),
    )!;
    expect(opened.resumed).toBe(true);
    expect(opened.state).toMatchObject({
      sessionId: 's1',
      index: 1,
      ratings: [{ eventId: 'e1', cardId: 'reviewed', rating: 4 }],
    });
  });

  it('fits a resumed order to the set: drops deleted cards, appends new ones', () => {
    const opened = openSession(
      {
        ...base,
        session: {
          id: 's1',
          startedAt: '2026-02-01T00:00:00Z',
          completedAt: null,
          cardOrder: ['gone', 'new'],
          ratings: [],
        },
      },
      new Date('2026-02-01T01:00:00Z'),
    )!;
    expect(opened.state.cards.map((c) => c.id)).toEqual(['new', 'reviewed']);
  });

  it('puts the review list first, in list order, then the spec order (issue 8)', () => {
    const state = { ...base, cards: [...base.cards, card('other'), card('missed')] };
    const opened = openSession(state, new Date('2026-02-01T00:00:00Z'), [
      'missed',
      'reviewed',
      'gone',
    ])!;
    expect(opened.state.cards.map((c) => c.id)).toEqual(['missed', 'reviewed', 'new', 'other']);
  });

  it('has nothing to open for an empty set', () => {
    expect(openSession({ ...base, cards: [] }, new Date())).toBeNull();
  });
});

describe('studyReducer', () => {
  const start = openSession(base, new Date('2026-02-01T00:00:00Z'))!.state;

  const rate = (state: typeof start, rating: 1 | 2 | 3 | 4 | 5, eventId: string, at: number) =>
    studyReducer(studyReducer(state, { type: 'flip' }), { type: 'rate', rating, eventId, at });

  it('rates only a flipped card, then shows the next card front', () => {
    expect(studyReducer(start, { type: 'rate', rating: 5, eventId: 'e0', at: 1 })).toBe(start);
    const flipped = studyReducer(start, { type: 'flip' });
    const rated = studyReducer(flipped, { type: 'rate', rating: 5, eventId: 'e1', at: 2 });
    expect(rated).toMatchObject({
      index: 1,
      flipped: false,
      ratings: [{ eventId: 'e1', cardId: 'new', rating: 5 }],
      shownAt: 2,
    });
  });

  it('keeps the event id of every rating, in order', () => {
    const three = openSession(
      { ...base, cards: [...base.cards, card('third')] },
      new Date('2026-02-01T00:00:00Z'),
    )!.state;
    const twice = rate(rate(three, 5, 'e1', 2), 3, 'e2', 3);
    expect(twice.ratings).toEqual([
      { eventId: 'e1', cardId: 'new', rating: 5, at: 2 },
      { eventId: 'e2', cardId: 'third', rating: 3, at: 3 },
    ]);
    // Previous takes back the last one: the event id left last is the one to undo next
    const back = studyReducer(twice, { type: 'previous', at: 4 });
    expect(back).toMatchObject({ index: 1, flipped: false, ratings: [{ eventId: 'e1' }] });
  });

  it('Previous goes back one card and removes the last rating', () => {
    const rated = rate(start, 2, 'e1', 2);
    const back = studyReducer(rated, { type: 'previous', at: 3 });
    expect(back).toMatchObject({ index: 0, flipped: false, ratings: [] });
    expect(studyReducer(start, { type: 'previous', at: 3 })).toBe(start);
  });
});

describe('nothingDueUntil', () => {
  const reviewed = (id: string, next: string) =>
    card(id, { ef: 2.5, next, last: '2026-01-31T00:00:00Z' });
  const now = new Date('2026-02-01T12:00:00Z');

  it('is the earliest next review date when no card is due and no session is open', () => {
    const data: StudyState = {
      ...base,
      cards: [reviewed('a', '2026-02-05T00:00:00Z'), reviewed('b', '2026-02-02T17:00:00Z')],
    };
    expect(nothingDueUntil(data, now)).toEqual(new Date('2026-02-02T17:00:00Z'));
  });

  it('is null when a card is new or due (next review date reached), or a session is open', () => {
    const later = reviewed('a', '2026-02-05T00:00:00Z');
    expect(nothingDueUntil({ ...base, cards: [later, card('new')] }, now)).toBeNull();
    const dueNow = reviewed('b', now.toISOString());
    expect(isDue(dueNow, now)).toBe(true);
    expect(nothingDueUntil({ ...base, cards: [later, dueNow] }, now)).toBeNull();
    const session = {
      id: 's1',
      startedAt: '2026-02-01T00:00:00Z',
      completedAt: null,
      cardOrder: ['a'],
      ratings: [],
    };
    expect(nothingDueUntil({ ...base, cards: [later], session }, now)).toBeNull();
    expect(nothingDueUntil({ ...base, cards: [] }, now)).toBeNull();
  });
});

describe('nothingDueUntil with a review list', () => {
  it('has something to study when a card of the set is on the review list', () => {
    const state = {
      ...base,
      cards: [
        card('later', { ef: 2.5, next: '2026-03-01T00:00:00Z', last: '2026-02-01T00:00:00Z' }),
      ],
    };
    const now = new Date('2026-02-02T00:00:00Z');
    expect(nothingDueUntil(state, now)).not.toBeNull();
    expect(nothingDueUntil(state, now, ['elsewhere'])).not.toBeNull();
    expect(nothingDueUntil(state, now, ['later'])).toBeNull();
  });
});

describe('failed cards come back (issue 19)', () => {
  const many: StudyState = {
    ...base,
    cards: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => card(id)),
  };
  const rate = (state: ReturnType<typeof openSession> & object, rating: 1 | 2 | 3 | 4 | 5) => {
    const flipped = studyReducer(state.state, { type: 'flip' });
    return {
      ...state,
      state: studyReducer(flipped, { type: 'rate', rating, eventId: `e${rating}`, at: 1 }),
    };
  };
  const ids = (s: { state: { cards: { id: string }[] } }) =>
    s.state.cards.map((c) => c.id).join('');

  it('puts a card rated Khó back after five others, and Previous takes the repeat away', () => {
    const opened = openSession(many, new Date('2026-02-01T00:00:00Z'))!;
    const failed = rate(opened, 2);
    expect(ids(failed)).toBe('abcdefagh');
    expect(failed.state.index).toBe(1);
    const back = studyReducer(failed.state, { type: 'previous', at: 2 });
    expect(back.cards.map((c) => c.id).join('')).toBe('abcdefgh');
    expect(back.index).toBe(0);
    expect(back.ratings).toEqual([]);
  });

  it('does not bring back a card rated Trung bình or better', () => {
    const opened = openSession(many, new Date('2026-02-01T00:00:00Z'))!;
    expect(ids(rate(opened, 3))).toBe('abcdefgh');
  });

  it('replays a resumed session: the repeat is where it was and is rated in turn', () => {
    const opened = openSession(
      {
        ...many,
        session: {
          id: 's1',
          startedAt: '2026-02-01T00:00:00Z',
          completedAt: null,
          cardOrder: ['a', 'b', 'c'],
          ratings: [
            { eventId: 'e1', cardId: 'a', rating: 1 },
            { eventId: 'e2', cardId: 'b', rating: 4 },
          ],
        },
      },
      new Date('2026-02-01T01:00:00Z'),
    )!;
    // the stored order, then the cards added since; 'a' came back after five others
    expect(ids(opened)).toBe('abcdefagh');
    expect(opened.state.index).toBe(2);
    expect(opened.state.ratings.map((r) => r.cardId)).toEqual(['a', 'b']);
  });
});
