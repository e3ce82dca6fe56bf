import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const TZ = 'Asia/Ho_Chi_Minh';

/**
 * Issue 17 §2: a rating on a set whose share was withdrawn while the learner studied answers
 * 404 SET_NOT_FOUND (the set is gone for them) at once, on both rating paths, instead of a 500
 * that the queue would retry forever; the learner's other sets keep working.
 */
describe('a share withdrawn mid-study', () => {
  let h: Harness;
  let owner: Agent;
  let learner: Agent;
  let shared: { id: string; cards: { id: string }[] };
  let own: { id: string; cards: { id: string }[] };
  let sharedSession: string;
  let ownSession: string;
  let shareId: string;

  const rate = (sessionId: string, cardId: string, expected?: unknown) =>
    learner.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId,
      rating: 4,
      elapsedMs: 900,
      reviewedAt: new Date().toISOString(),
      timeZone: TZ,
      ...(expected === undefined ? {} : { expected }),
    });

  beforeAll(async () => {
    h = await createHarness();
    owner = await signedInAgent(h, 'owner');
    learner = await signedInAgent(h, 'learner');
    const learnerEmail = (await learner.get('/api/auth/get-session')).body.user.email;
    shared = (await owner.post('/api/sets', setBody(3, 'Shared'))).body.set;
    own = (await learner.post('/api/sets', setBody(2, 'Mine'))).body.set;
    shareId = (await owner.post(`/api/sets/${shared.id}/shares`, { email: learnerEmail })).body
      .share.id;
    sharedSession = crypto.randomUUID();
    ownSession = crypto.randomUUID();
    for (const [set, session] of [
      [shared, sharedSession],
      [own, ownSession],
    ] as const) {
      const started = await learner.post(`/api/study/sets/${set.id}/sessions`, {
        sessionId: session,
        cardOrder: [],
      });
      expect(started.status).toBe(201);
    }
    expect((await rate(sharedSession, shared.cards[0]!.id, null)).status).toBe(200);
    expect((await owner.delete(`/api/sets/${shared.id}/shares/${shareId}`)).status).toBe(204);
  });
  afterAll(async () => h.close());

  it('answers 404 SET_NOT_FOUND on the one-round-trip path and on the two-round-trip path', async () => {
    const expectedPath = await rate(sharedSession, shared.cards[1]!.id, null);
    expect(expectedPath.status).toBe(404);
    expect(expectedPath.body.error.code).toBe('SET_NOT_FOUND');
    const readPath = await rate(sharedSession, shared.cards[2]!.id);
    expect(readPath.status).toBe(404);
    expect(readPath.body.error.code).toBe('SET_NOT_FOUND');
    // a retry of the rating that was stored before the withdrawal is not replayed as new either
    const undo = await learner.post(`/api/study/sessions/${sharedSession}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId: crypto.randomUUID(),
    });
    expect(undo.status).toBe(404);
    const complete = await learner.post(`/api/study/sessions/${sharedSession}/complete`, {});
    expect(complete.status).toBe(404);
    expect(complete.body.error.code).toBe('SET_NOT_FOUND');
  });

  it('keeps the learner’s own sets working', async () => {
    expect((await rate(ownSession, own.cards[0]!.id, null)).status).toBe(200);
    expect((await rate(ownSession, own.cards[1]!.id)).status).toBe(200);
    expect((await learner.post(`/api/study/sessions/${ownSession}/complete`, {})).status).toBe(200);
  });

  it('serves the set again, with the learner’s state, once it is shared again', async () => {
    const learnerEmail = (await learner.get('/api/auth/get-session')).body.user.email;
    await owner.post(`/api/sets/${shared.id}/shares`, { email: learnerEmail });
    const state = await learner.studyState(shared.id, TZ);
    expect(state.status).toBe(200);
    const reviewed = state.body.cards.filter((c: { review: unknown }) => c.review !== null);
    expect(reviewed.map((c: { id: string }) => c.id)).toEqual([shared.cards[0]!.id]);
  });
});
