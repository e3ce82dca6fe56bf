import { DICTIONARY_BATCH_MAX, dictionaryBatchResponseSchema } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * Issue 18 §4: POST /api/dictionary/batch looks many words up in one request (the Reading
 * review's word offer) with the offline provider: entries in the request's order, null for a
 * word no dictionary knows (no 404), inflected forms by their lemma; at most 50 words, each
 * validated like GET /api/dictionary/:word; behind the session guard.
 */
describe('dictionary batch (offline)', () => {
  let h: Harness;
  let learner: Agent;

  beforeAll(async () => {
    h = await createHarness();
    learner = await signedInAgent(h, 'batch');
  });
  afterAll(async () => h.close());

  it('answers each word in order, null for an unknown one', async () => {
    const response = await learner.post('/api/dictionary/batch', {
      words: ['separate', 'Mice', 'xyzzy', 'evidence'],
    });
    expect(response.status).toBe(200);
    const { results } = dictionaryBatchResponseSchema.parse(response.body);
    expect(results.map((r) => r.word)).toEqual(['separate', 'mice', 'xyzzy', 'evidence']);
    const [separate, mice, xyzzy, evidence] = results.map((r) => r.entry);
    expect(separate!.meanings.map((m) => m.partOfSpeech)).toEqual(
      expect.arrayContaining(['verb', 'adjective']),
    );
    expect(separate!.vi.length).toBeGreaterThan(0);
    expect(mice).toMatchObject({ word: 'mouse', query: 'mice' });
    expect(xyzzy).toBeNull();
    expect(evidence!.word).toBe('evidence');
  });

  it(`takes 1 to ${DICTIONARY_BATCH_MAX} valid words`, async () => {
    const many = Array.from({ length: DICTIONARY_BATCH_MAX + 1 }, () => 'run');
    expect((await learner.post('/api/dictionary/batch', { words: many })).status).toBe(400);
    expect((await learner.post('/api/dictionary/batch', { words: [] })).status).toBe(400);
    expect((await learner.post('/api/dictionary/batch', { words: ['run', '<b>'] })).status).toBe(
      400,
    );
    const full = await learner.post('/api/dictionary/batch', {
      words: many.slice(0, DICTIONARY_BATCH_MAX),
    });
    expect(full.status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await h.agent().post('/api/dictionary/batch', { words: ['run'] })).status).toBe(401);
  });
});
