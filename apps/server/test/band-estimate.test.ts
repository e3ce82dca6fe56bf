import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ESTIMATE_RATE_LIMIT } from '../src/modules/ielts/estimate.routes.ts';
import { createBandEstimator } from '../src/providers/llm/band-estimator.ts';
import {
  askedCriteria,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from './helpers/fake-chat-completions.ts';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * The estimated band per criterion (issue 23 §3): nothing without LLM_URL, and with it a fake
 * OpenAI-compatible chat-completions server on 127.0.0.1 that answers the real response shape —
 * the estimate, its JSON in a Markdown fence, content that is not JSON, JSON without a
 * criterion, a 500 and a hang (a time limit of 300 ms, so the test stays fast). The harness's
 * Agent parses every answer with its contract schema (helpers/response-schemas.ts).
 */
const ESSAY =
  'Cities should spend more on public transport. It reduce traffic and pollution, and poorer people can reach their jobs.';
const PROMPT =
  'Some people think governments should spend more on public transport than on roads. To what extent do you agree or disagree?';
const TIMEOUT_MS = 300;

const estimate = (agent: Agent, body: Record<string, unknown>) =>
  agent.post('/api/ielts/estimate', body);

const writing = { skill: 'writing', prompt: PROMPT, text: ESSAY };

describe('band estimate without LLM_URL', () => {
  let h: Harness;
  let agent: Agent;

  beforeAll(async () => {
    h = await createHarness();
    agent = await signedInAgent(h, 'no-llm');
  });
  afterAll(() => h.close());

  it('says it is not available and estimates nothing', async () => {
    const available = await agent.get('/api/ielts/estimate');
    expect(available.status).toBe(200);
    expect(available.body).toEqual({ available: false });
    const res = await estimate(agent, writing);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ available: false });
  });

  it('needs a session (401)', async () => {
    const anonymous = h.agent();
    expect((await anonymous.get('/api/ielts/estimate')).status).toBe(401);
    const res = await estimate(anonymous, writing);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('band estimate through an OpenAI-compatible API', () => {
  let h: Harness;
  let agent: Agent;
  let fake: FakeChatCompletions;

  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    const estimator = createBandEstimator({
      config: {
        llmUrl: fake.url,
        llmApiKey: 'sk-school-key',
        llmModel: 'llama3.1',
        llmTimeoutMs: TIMEOUT_MS,
      },
    });
    h = await createHarness({ estimator: estimator! });
    agent = await signedInAgent(h, 'llm');
  });
  afterAll(async () => {
    await h.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.band = 6.5;
    fake.requests.length = 0;
  });

  it('says it is available', async () => {
    expect((await agent.get('/api/ielts/estimate')).body).toEqual({ available: true });
  });

  it('asks for JSON with the descriptors and answers each criterion of Task 2', async () => {
    const res = await estimate(agent, writing);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const { body, authorization } = fake.requests[0]!;
    expect(authorization).toBe('Bearer sk-school-key');
    expect(body).toMatchObject({
      model: 'llama3.1',
      temperature: 0,
      stream: false,
      response_format: { type: 'json_object' },
    });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toContain('Task Response ("taskResponse"):\n- band 9:');
    expect(body.messages[1]!.content).toContain(PROMPT);
    expect(body.messages[1]!.content).toContain(ESSAY);
    expect(res.body).toEqual({
      available: true,
      skill: 'writing',
      task: 2,
      model: 'llama3.1',
      criteria: ['taskResponse', 'coherenceCohesion', 'lexicalResource', 'grammaticalRange'].map(
        (criterion) => ({
          criterion,
          band: 6.5,
          reason: `Reason for ${criterion}.`,
          quote: 'Cities should spend more on public transport.',
        }),
      ),
      overall: 6.5,
    });
  });

  it('asks Task 1 about Task Achievement and reads a fenced reply', async () => {
    fake.mode = 'fenced';
    fake.band = 7;
    const res = await estimate(agent, { ...writing, task: 1, language: 'en' });
    expect(res.status).toBe(200);
    expect(askedCriteria(fake.requests[0]!.body)).toEqual([
      'taskAchievement',
      'coherenceCohesion',
      'lexicalResource',
      'grammaticalRange',
    ]);
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('one sentence in English');
    expect(res.body.task).toBe(1);
    expect(res.body.criteria[0]).toMatchObject({ criterion: 'taskAchievement', band: 7 });
    expect(res.body.overall).toBe(7);
  });

  it('estimates Speaking on three criteria, without Pronunciation or an overall band', async () => {
    const res = await estimate(agent, {
      skill: 'speaking',
      task: 1,
      prompt: 'IELTS Speaking, Parts 1-3',
      text: 'Question: Where do you live?\nAnswer: I live in Da Nang, um, near the beach.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ available: true, skill: 'speaking', task: null });
    expect(res.body.criteria.map((c: { criterion: string }) => c.criterion)).toEqual([
      'fluencyCoherence',
      'lexicalResource',
      'grammaticalRange',
    ]);
    expect(res.body.overall).toBeNull();
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('do not judge pronunciation');
  });

  it('answers 502 ESTIMATE_FAILED when the reply is not JSON or misses a criterion', async () => {
    fake.mode = 'malformed';
    const malformed = await estimate(agent, writing);
    expect(malformed.status).toBe(502);
    expect(malformed.body.error).toMatchObject({
      code: 'ESTIMATE_FAILED',
      reason: 'invalidAnswer',
    });
    expect(malformed.body.error.message).toContain('Các nhận xét khác vẫn dùng được');
    fake.mode = 'missing';
    const missing = await estimate(agent, writing);
    expect(missing.status).toBe(502);
    expect(missing.body.error).toMatchObject({ code: 'ESTIMATE_FAILED', reason: 'invalidAnswer' });
  });

  it('answers 502 ESTIMATE_FAILED when the model answers 500', async () => {
    fake.mode = 'error';
    const res = await estimate(agent, writing);
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'ESTIMATE_FAILED', reason: 'unavailable' });
  });

  it('answers 504 ESTIMATE_TIMEOUT when the model hangs past LLM_TIMEOUT_MS', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const res = await estimate(agent, writing);
    expect(res.status).toBe(504);
    expect(res.body.error).toMatchObject({ code: 'ESTIMATE_TIMEOUT', reason: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    // the next estimate works
    fake.mode = 'ok';
    expect((await estimate(agent, writing)).status).toBe(200);
  });

  it('validates the body (400) without asking the model', async () => {
    const agent = await signedInAgent(h, 'invalid'); // the first agent used its limit above
    const empty = await estimate(agent, { ...writing, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'text' });
    const long = await estimate(agent, { ...writing, text: 'a'.repeat(20_001) });
    expect(long.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'text' });
    const skill = await estimate(agent, { ...writing, skill: 'reading' });
    expect(skill.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'skill' });
    const task = await estimate(agent, { ...writing, task: 3 });
    expect(task.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'task' });
    expect(fake.requests).toEqual([]);
  });

  it(`limits each learner to ${ESTIMATE_RATE_LIMIT.max} estimates in 10 minutes (429)`, async () => {
    const busy = await signedInAgent(h, 'busy');
    for (let i = 0; i < ESTIMATE_RATE_LIMIT.max; i += 1) {
      expect((await estimate(busy, writing)).status).toBe(200);
    }
    const limited = await estimate(busy, writing);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
