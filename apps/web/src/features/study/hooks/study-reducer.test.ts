import { describe, expect, it } from 'vitest';
import type { StudyState } from '../api/study.ts';
import { openSession, studyReducer } from './study-reducer.ts';

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
          ratings: [{ cardId: 'reviewed', rating: 4 }],
        },
      },
      new Date('2026-02-01T01:00:00Z'),
    )!;
    expect(opened.resumed).toBe(true);
    expect(opened.state).toMatchObject({
      sessionId: 's1',
      index: 1,
      ratings: [{ cardId: 'reviewed', rating: 4 }],
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

  it('has nothing to open for an empty set', () => {
    expect(openSession({ ...base, cards: [] }, new Date())).toBeNull();
  });
});

describe('studyReducer', () => {
  const start = openSession(base, new Date('2026-02-01T00:00:00Z'))!.state;

  it('rates only a flipped card, then shows the next card front', () => {
    expect(studyReducer(start, { type: 'rate', rating: 5, at: 1 })).toBe(start);
    const flipped = studyReducer(start, { type: 'flip' });
    const rated = studyReducer(flipped, { type: 'rate', rating: 5, at: 2 });
    expect(rated).toMatchObject({
      index: 1,
      flipped: false,
      ratings: [{ cardId: 'new', rating: 5 }],
      shownAt: 2,
    });
  });

  it('Previous goes back one card and removes the last rating', () => {
    const rated = studyReducer(studyReducer(start, { type: 'flip' }), {
      type: 'rate',
      rating: 2,
      at: 2,
    });
    const back = studyReducer(rated, { type: 'previous', at: 3 });
    expect(back).toMatchObject({ index: 0, flipped: false, ratings: [] });
    expect(studyReducer(start, { type: 'previous', at: 3 })).toBe(start);
  });
});
