import {
  answerLearn,
  currentLearnCard,
  learnStateFor,
  startLearnRound,
  type LearnState,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/**
 * Issue 21 §1: Learn mode's state is kept per learner and set on the server, so Learn resumes
 * where it was left: null before the first answer, then what the last PUT stored; another
 * learner of a shared set has their own; a bad state is refused whole; the set's deletion takes
 * it along. (Who may call the routes: access-matrix.test.ts.)
 */
describe('Learn state', () => {
  let h: Harness;
  let learner: Agent;
  let friend: Agent;
  let setId: string;
  let cardIds: string[];

  beforeAll(async () => {
    h = await createHarness();
    learner = await signedInAgent(h, 'learner');
    friend = await signedInAgent(h, 'friend');
    const set = (await learner.post('/api/sets', setBody(9, 'Học'))).body.set;
    setId = set.id;
    cardIds = set.cards.map((card: { id: string }) => card.id);
    const email = (await friend.get('/api/auth/get-session')).body.user.email as string;
    const shared = await learner.post(`/api/sets/${setId}/shares`, { email, permission: 'view' });
    expect(shared.status).toBe(201);
  });
  afterAll(async () => h.close());

  it('is null before the first answer, then what was stored last', async () => {
    expect((await learner.get(`/api/learn/sets/${setId}`)).body).toEqual({ state: null });
    let state: LearnState = startLearnRound(learnStateFor(cardIds));
    state = answerLearn(state, currentLearnCard(state)!.cardId, true, true);
    expect((await learner.put(`/api/learn/sets/${setId}`, state)).status).toBe(204);
    expect((await learner.get(`/api/learn/sets/${setId}`)).body.state).toEqual(state);
    state = answerLearn(state, currentLearnCard(state)!.cardId, false, true);
    expect((await learner.put(`/api/learn/sets/${setId}`, state)).status).toBe(204);
    const stored = (await learner.get(`/api/learn/sets/${setId}`)).body.state as LearnState;
    expect(stored.round!.answers).toHaveLength(2);
    expect(stored.cards[1]).toMatchObject({ misses: 1, answers: 1 });
  });

  it('keeps a learner of a shared set apart, and refuses a bad state whole', async () => {
    expect((await friend.get(`/api/learn/sets/${setId}`)).body).toEqual({ state: null });
    const own = startLearnRound(learnStateFor(cardIds));
    expect((await friend.put(`/api/learn/sets/${setId}`, own)).status).toBe(204);
    expect((await friend.get(`/api/learn/sets/${setId}`)).body.state).toEqual(own);
    expect((await learner.get(`/api/learn/sets/${setId}`)).body.state.round.answers).toHaveLength(
      2,
    );
    const bad = { ...own, cards: [{ ...own.cards[0], step: 'guess' }] };
    const refused = await friend.put(`/api/learn/sets/${setId}`, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_ERROR');
    expect((await friend.get(`/api/learn/sets/${setId}`)).body.state).toEqual(own);
  });

  it('goes with the set', async () => {
    expect((await learner.delete(`/api/sets/${setId}`)).status).toBe(204);
    expect((await learner.get(`/api/learn/sets/${setId}`)).status).toBe(404);
  });
});
