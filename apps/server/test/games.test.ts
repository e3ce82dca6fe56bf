import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/** Issue 8: finished games saved per learner, on sets they may read; best score per game. */
describe('game results', () => {
  let h: Harness;
  let learner: Agent;
  let stranger: Agent;
  let setId: string;

  beforeAll(async () => {
    h = await createHarness();
    learner = await signedInAgent(h, 'player');
    stranger = await signedInAgent(h, 'stranger');
    setId = (await learner.post('/api/sets', setBody(5, 'Chơi'))).body.set.id;
  });
  afterAll(async () => h.close());

  const result = (score: number, game = 'quiz') => ({
    game,
    setId,
    score,
    accuracyPercent: 80,
    durationSeconds: 42,
  });

  it('saves results and answers the best score per game, only the learner’s own', async () => {
    expect((await learner.get('/api/games/best')).body.best).toEqual([]);
    const saved = await learner.post('/api/games/results', result(70));
    expect(saved.status).toBe(201);
    expect(saved.body.result).toMatchObject({ game: 'quiz', score: 70, setId });
    await learner.post('/api/games/results', result(90));
    await learner.post('/api/games/results', result(60));
    await learner.post('/api/games/results', {
      ...result(210, 'word-search'),
      accuracyPercent: null,
    });
    const best = (await learner.get('/api/games/best')).body.best;
    expect(best.map((b: { game: string; score: number }) => [b.game, b.score])).toEqual([
      ['quiz', 90],
      ['word-search', 210],
    ]);
    expect((await stranger.get('/api/games/best')).body.best).toEqual([]);
  });

  it('keeps Test mode’s results as game "test", the best among the games, only the learner’s own', async () => {
    // issue 21 §2: score = right answers, the percent, the seconds
    const saved = await learner.post('/api/games/results', {
      game: 'test',
      setId,
      score: 7,
      accuracyPercent: 70,
      durationSeconds: 95,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.result).toMatchObject({ game: 'test', score: 7, accuracyPercent: 70, setId });
    await learner.post('/api/games/results', { ...result(9, 'test'), accuracyPercent: 90 });
    await learner.post('/api/games/results', { ...result(4, 'test'), accuracyPercent: 40 });
    const best = (await learner.get('/api/games/best')).body.best;
    expect(best.map((b: { game: string; score: number }) => [b.game, b.score])).toEqual([
      ['quiz', 90],
      ['test', 9],
      ['word-search', 210],
    ]);
    expect((await stranger.get('/api/games/best')).body.best).toEqual([]);
    const foreign = await stranger.post('/api/games/results', result(5, 'test'));
    expect(foreign.status).toBe(404);
    // the missed words of a test go to the review list like a game's
    const cards = (await learner.get(`/api/sets/${setId}`)).body.set.cards as { id: string }[];
    const added = await learner.post('/api/review-list', {
      game: 'test',
      setId,
      cardIds: cards.slice(0, 2).map((card) => card.id),
    });
    expect(added.status).toBe(201);
    expect(added.body.count).toBe(2);
    const items = (await learner.get(`/api/review-list?setId=${setId}`)).body.items;
    expect(items.map((item: { game: string }) => item.game)).toEqual(['test', 'test']);
    expect((await stranger.get('/api/review-list')).body.items).toEqual([]);
  });

  it('refuses a set the learner may not read, a bad body, and the signed-out', async () => {
    const foreign = await stranger.post('/api/games/results', result(50));
    expect(foreign.status).toBe(404);
    const bad = await learner.post('/api/games/results', { ...result(50), game: 'chess' });
    expect(bad.status).toBe(400);
    const negative = await learner.post('/api/games/results', { ...result(-1) });
    expect(negative.status).toBe(400);
    expect((await h.agent().post('/api/games/results', result(50))).status).toBe(401);
    expect((await h.agent().get('/api/games/best')).status).toBe(401);
  });

  it('keeps a result when its set is deleted', async () => {
    expect((await learner.delete(`/api/sets/${setId}`)).status).toBe(204);
    const best = (await learner.get('/api/games/best')).body.best;
    expect(best).toHaveLength(3);
  });
});
