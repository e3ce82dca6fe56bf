import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/** No user can read or change another user's data: every endpoint that takes an id answers 404. */
describe("another user's sets, cards and sessions", () => {
  let h: Harness;
  let owner: Agent;
  let other: Agent;
  let setId: string;
  let cardId: string;
  let sessionId: string;
  let reviewEventId: string;
  const tz = 'Asia/Ho_Chi_Minh';

  beforeAll(async () => {
    h = await createHarness();
    owner = await signedInAgent(h, 'owner');
    other = await signedInAgent(h, 'other');
    const set = (await owner.post('/api/sets', setBody(2, 'Private'))).body.set;
    setId = set.id;
    cardId = set.cards[0].id;
    sessionId = crypto.randomUUID();
    const started = await owner.post(`/api/study/sets/${setId}/sessions`, {
      sessionId,
      cardOrder: [],
      timeZone: tz,
    });
    expect(started.status).toBe(201);
    reviewEventId = crypto.randomUUID();
    const rated = await owner.post(`/api/study/sessions/${sessionId}/reviews`, {
      ...review(),
      eventId: reviewEventId,
    });
    expect(rated.status).toBe(200);
  });
  afterAll(async () => h.close());

  const review = () => ({
    eventId: crypto.randomUUID(),
    cardId,
    rating: 4,
    elapsedMs: 1000,
    reviewedAt: new Date().toISOString(),
    timeZone: tz,
  });

  it.each([
    ['GET set', () => other.get(`/api/sets/${setId}`)],
    ['PUT set', () => other.put(`/api/sets/${setId}`, setBody(1, 'Hijacked'))],
    ['DELETE set', () => other.delete(`/api/sets/${setId}`)],
    ['GET study cards', () => other.get(`/api/study/sets/${setId}/cards`)],
    ['GET study progress', () => other.get(`/api/study/sets/${setId}/progress?timeZone=UTC`)],
    [
      'start session',
      () =>
        other.post(`/api/study/sets/${setId}/sessions`, {
          sessionId: crypto.randomUUID(),
          cardOrder: [cardId],
          timeZone: tz,
        }),
    ],
    [
      'rate in their session',
      () => other.post(`/api/study/sessions/${sessionId}/reviews`, review()),
    ],
    [
      'undo in their session',
      () =>
        other.post(`/api/study/sessions/${sessionId}/undo`, {
          eventId: crypto.randomUUID(),
          reviewEventId,
        }),
    ],
    ['complete their session', () => other.post(`/api/study/sessions/${sessionId}/complete`, {})],
    [
      'reuse their session id',
      () =>
        other.post(`/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: [], timeZone: tz }),
    ],
  ])('%s → 404 without data', async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Private');
    expect(JSON.stringify(res.body)).not.toContain('word 1');
  });

  it("rating another user's card inside one's own session → 404", async () => {
    const mine = (await other.post('/api/sets', setBody(1, 'Mine'))).body.set;
    const mySession = crypto.randomUUID();
    await other.post(`/api/study/sets/${mine.id}/sessions`, {
      sessionId: mySession,
      cardOrder: [],
      timeZone: tz,
    });
    const res = await other.post(`/api/study/sessions/${mySession}/reviews`, review());
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('CARD_NOT_FOUND');
  });

  it('leaves the owner data untouched and hides it from lists', async () => {
    const set = (await owner.get(`/api/sets/${setId}`)).body.set;
    expect(set.title).toBe('Private');
    expect(set.cards).toHaveLength(2);
    const list = (await other.get('/api/sets')).body.sets;
    expect(list.map((s: { id: string }) => s.id)).not.toContain(setId);
    const state = (await owner.studyState(setId, tz)).body;
    // only the owner's own rating, still in place after the stranger's undo and review
    expect(state.session.ratings).toEqual([{ eventId: reviewEventId, cardId, rating: 4 }]);
    expect(state.cards[0].review.totalReviews).toBe(1);
  });
});
