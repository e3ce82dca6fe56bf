import { splitGlossary } from '@app/content/glossary';
import { TRANSLATE_TEXT_MAX } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import { TRANSLATE_RATE_LIMIT } from '../src/modules/translate/translate.routes.ts';
import { GlossaryIndex } from '../src/providers/glossary/glossary-index.ts';
import { createTranslator } from '../src/providers/translate/create-translator.ts';
import { createOfflineTranslator } from '../src/providers/translate/offline-translator.ts';
import { startFakeProviders, type FakeProviders } from './helpers/fake-providers.ts';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * POST /api/translate and GET /api/translate/providers: the offline glossary translator (a
 * glossary of a few lines, so the answers do not move with the shipped file), LibreTranslate
 * against a fake on 127.0.0.1 with its fallback to the offline translator on 5xx and timeout,
 * validation, the session and the per-user rate limit. The harness's Agent parses every answer
 * with its contract schema (helpers/response-schemas.ts).
 */
const glossary = new GlossaryIndex(
  splitGlossary(
    [
      'run\tv\tchạy; điều hành; vận hành; quản lý',
      'look after\tphr\tchăm sóc; trông nom',
      'she\tpron\tcô ấy',
      'good\tadj\ttốt; giỏi',
      'book\tn\tquyển sách',
      'environment\tn\tmôi trường',
      'go\tv\tđi; trở nên',
      'child\tn\tđứa trẻ; con',
    ].join('\n'),
  ),
);
const TIMEOUT_MS = 400;

const translate = (agent: Agent, text: string, source = 'en', target = 'vi') =>
  agent.post('/api/translate', { text, source, target });

describe('translator, offline', () => {
  let h: Harness;
  let agent: Agent;

  beforeAll(async () => {
    h = await createHarness({ translator: createOfflineTranslator(glossary) });
    agent = await signedInAgent(h, 'translate');
  });
  afterAll(() => h.close());

  it('says which translator the server uses', async () => {
    const res = await agent.get('/api/translate/providers');
    expect(res).toMatchObject({ status: 200, body: { provider: 'offline' } });
  });

  it('translates a word and a phrase whole, English to Vietnamese', async () => {
    expect((await translate(agent, 'run')).body).toEqual({
      translatedText: 'chạy; điều hành; vận hành',
      provider: 'offline',
      partial: false,
    });
    expect((await translate(agent, 'Look after')).body).toEqual({
      translatedText: 'chăm sóc; trông nom',
      provider: 'offline',
      partial: false,
    });
  });

  it('glosses a sentence word by word and says it is partial', async () => {
    const res = await translate(agent, 'She looks after 3 good books.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      translatedText: 'Cô ấy chăm sóc 3 tốt quyển sách.',
      provider: 'offline',
      partial: true,
    });
  });

  it('lemmatises irregular forms and lists each word with its dictionary headword (issue 18)', async () => {
    const res = await translate(agent, 'I went to the library yesterday.');
    expect(res.status).toBe(200);
    expect(res.body.partial).toBe(true);
    // not "Tôi went đến thư viện hôm qua."
    expect(res.body.translatedText).not.toMatch(/went/);
    const went = res.body.gloss.find((item: { source: string }) => item.source === 'went');
    expect(went).toMatchObject({ headword: 'go' });
    expect(went.target).not.toBeNull();
    const children = (await translate(agent, 'The children are reading.')).body.gloss;
    expect(children.find((item: { source: string }) => item.source === 'children')).toMatchObject({
      headword: 'child',
    });
  });

  it('translates Vietnamese to English through the meanings', async () => {
    expect((await translate(agent, 'Môi trường', 'vi', 'en')).body).toEqual({
      translatedText: 'environment',
      provider: 'offline',
      partial: false,
    });
  });

  it('refuses a text over 5,000 characters and the same source and target (400)', async () => {
    const long = await translate(agent, 'a'.repeat(TRANSLATE_TEXT_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'text' });
    const same = await translate(agent, 'run', 'en', 'en');
    expect(same.status).toBe(400);
    expect(same.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'target' });
    const language = await translate(agent, 'run', 'en', 'fr');
    expect(language.status).toBe(400);
  });

  it('needs a session (401)', async () => {
    const anonymous = h.agent();
    expect((await translate(anonymous, 'run')).status).toBe(401);
    expect((await anonymous.get('/api/translate/providers')).status).toBe(401);
  });

  it(`limits each learner to ${TRANSLATE_RATE_LIMIT.max} translations a minute (429)`, async () => {
    const busy = await signedInAgent(h, 'busy');
    for (let i = 0; i < TRANSLATE_RATE_LIMIT.max; i += 1) {
      expect((await translate(busy, 'run')).status).toBe(200);
    }
    const limited = await translate(busy, 'run');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another learner is not affected
    expect((await translate(agent, 'run')).status).toBe(200);
  });
});

describe('translator, LibreTranslate with offline fallback', () => {
  let h: Harness;
  let agent: Agent;
  let fake: FakeProviders;

  beforeAll(async () => {
    fake = await startFakeProviders([]);
    const translator = createTranslator({
      config: {
        translate: 'libretranslate',
        libreTranslateUrl: fake.url,
        libreTranslateApiKey: 'test-key',
        timeoutMs: TIMEOUT_MS,
      },
      glossary,
      logger: createLogger('silent'),
    });
    h = await createHarness({ translator });
    agent = await signedInAgent(h, 'libre');
  });
  afterAll(async () => {
    await fake.close();
    await h.close();
  });
  beforeEach(() => fake.reset());

  it('says LibreTranslate is in use', async () => {
    expect((await agent.get('/api/translate/providers')).body).toEqual({
      provider: 'libretranslate',
    });
  });

  it("translates through LibreTranslate's /translate", async () => {
    const res = await translate(agent, 'She looks after good books.');
    expect(res.body).toEqual({
      translatedText: '[en→vi] She looks after good books.',
      provider: 'libretranslate',
      partial: false,
    });
    expect(fake.translateBodies).toEqual([
      {
        q: 'She looks after good books.',
        source: 'en',
        target: 'vi',
        format: 'text',
        api_key: 'test-key',
      },
    ]);
  });

  it('answers offline when LibreTranslate fails with a 5xx', async () => {
    fake.mode.libretranslate = 'error';
    expect((await translate(agent, 'run')).body).toEqual({
      translatedText: 'chạy; điều hành; vận hành',
      provider: 'offline',
      partial: false,
    });
    expect(fake.hits('libretranslate', 'run')).toBe(1);
  });

  it('answers offline when LibreTranslate does not answer in time', async () => {
    fake.mode.libretranslate = 'hang';
    const started = performance.now();
    const res = await translate(agent, 'môi trường', 'vi', 'en');
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(res.body).toEqual({
      translatedText: 'environment',
      provider: 'offline',
      partial: false,
    });
  });
});
