import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/**
 * Issue 8: words missed in a game go to the learner's review list; the study screen reads it
 * for the set; a completed session that rated a card removes it; nobody sees another's list.
 */
describe('review list', () => {
  let h: Harness;
  let learner: Agent;
  let friend: Agent;
  let stranger: Agent;
  let setId: string;
  let cardIds: string[];

  const email = async (agent: Agent) =>
    (await agent.get('/api/auth/get-session')).body.user.email as string;

  beforeAll(async () => {
    h = await createHarness();
    learner = await signedInAgent(h, 'reviewer');
    friend = await signedInAgent(h, 'friend');
    stranger = await signedInAgent(h, 'stranger');
    const set = (await learner.post('/api/sets', setBody(5, 'Ôn tập'))).body.set;
    setId = set.id;
    cardIds = set.cards.map((card: { id: string }) => card.id);
  });
  afterAll(async () => h.close());

  it('adds missed words of a set, lists them newest first and per set', async () => {
    const added = await learner.post('/api/review-list', {
      game: 'spelling-bee',
      setId,
      cardIds: [cardIds[0], cardIds[1]],
    });
    expect(added.status).toBe(201);
    expect(added.body.count).toBe(2);
    // Adding again is harmless; a card of another set is ignored.
    const other = (await learner.post('/api/sets', setBody(3, 'Khác'))).body.set;
    const again = await learner.post('/api/review-list', {
      game: 'quiz',
      setId,
      cardIds: [cardIds[1], other.cards[0].id],
    });
    expect(again.body.count).toBe(1);
    const list = (await learner.get(`/api/review-list?setId=${setId}`)).body.items;
    expect(list.map((i: { cardId: string }) => i.cardId)).toEqual([cardIds[1], cardIds[0]]);
    expect(list[0]).toMatchObject({ game: 'quiz', setId });
    expect((await learner.get(`/api/review-list?setId=${other.id}`)).body.items).toEqual([]);
  });

  it('keeps lists apart and refuses sets the caller cannot read', async () => {
    expect((await stranger.get('/api/review-list')).body.items).toEqual([]);
    const foreign = await stranger.post('/api/review-list', {
      game: 'quiz',
      setId,
      cardIds: [cardIds[2]],
    });
    expect(foreign.status).toBe(404);
    // Deleting someone else's item is a no-op on their list.
    expect((await stranger.delete(`/api/review-list/${cardIds[0]}`)).status).toBe(204);
    expect((await learner.get('/api/review-list')).body.items).toHaveLength(2);
    expect((await h.agent().get('/api/review-list')).status).toBe(401);
    const bad = await learner.post('/api/review-list', { game: 'quiz', setId, cardIds: [] });
    expect(bad.status).toBe(400);
  });

  it('a shared recipient keeps a list of their own, hidden once the share is withdrawn', async () => {
    const share = await learner.post(`/api/sets/${setId}/shares`, { email: await email(friend) });
    expect(share.status).toBe(201);
    const added = await friend.post('/api/review-list', {
      game: 'dictation',
      setId,
      cardIds: [cardIds[3]],
    });
    expect(added.body.count).toBe(1);
    expect((await friend.get('/api/review-list')).body.items).toHaveLength(1);
    expect((await learner.get('/api/review-list')).body.items).toHaveLength(2);
    await learner.delete(`/api/sets/${setId}/shares/${share.body.share.id}`);
    expect((await friend.get('/api/review-list')).body.items).toEqual([]);
  });

  it('a completed study session removes the cards it rated; DELETE removes one', async () => {
    const sessionId = crypto.randomUUID();
    await learner.post(`/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: cardIds });
    const rated = await learner.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: cardIds[0],
      rating: 4,
      elapsedMs: 1000,
      reviewedAt: new Date().toISOString(),
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(rated.status).toBe(200);
    // Not before the session completes.
    expect((await learner.get('/api/review-list')).body.items).toHaveLength(2);
    await learner.post(`/api/study/sessions/${sessionId}/complete`, {});
    const left = (await learner.get('/api/review-list')).body.items;
    expect(left.map((i: { cardId: string }) => i.cardId)).toEqual([cardIds[1]]);
    expect((await learner.delete(`/api/review-list/${cardIds[1]}`)).status).toBe(204);
    expect((await learner.get('/api/review-list')).body.items).toEqual([]);
  });
});
