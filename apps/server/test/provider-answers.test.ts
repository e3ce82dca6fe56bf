import { splitGlossary } from '@app/content/glossary';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testResults } from '../src/db/schema/ielts.ts';
import { createLogger } from '../src/lib/logger.ts';
import { loadSpellChecker } from '../src/modules/ielts/spell-checker.ts';
import { createDictionaryProvider } from '../src/providers/dictionary/create-dictionary.ts';
import type { DictionaryProvider } from '../src/providers/dictionary/dictionary-provider.ts';
import { createOfflineDictionary } from '../src/providers/dictionary/offline/offline-dictionary.ts';
import { GlossaryIndex } from '../src/providers/glossary/glossary-index.ts';
import { createGrammarChecker } from '../src/providers/grammar/create-grammar-checker.ts';
import { createBandEstimator } from '../src/providers/llm/band-estimator.ts';
import { PROVIDER_BODY_MAX_BYTES } from '../src/providers/provider-http.ts';
import { createTranslator } from '../src/providers/translate/create-translator.ts';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from './helpers/fake-chat-completions.ts';
import { startFakeLanguageTool, type FakeLanguageTool } from './helpers/fake-languagetool.ts';
import { startFakeProviders, type FakeProviders } from './helpers/fake-providers.ts';
import { FLOOD_SAFETY_BYTES, type FloodRecord } from './helpers/flood.ts';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * Issue 34 item 27: answers of online providers without a size cap. A 700 MB LanguageTool
 * answer took the server to 1.7 GB, and a 5 MB message was stored and widened the result page.
 * Every online provider that reads an HTTP body — LanguageTool, the band estimate's language
 * model, the Free Dictionary API, the wiktionary translations API, LibreTranslate — runs here
 * against fakes on 127.0.0.1 speaking its real API shape, each switched to an answer that never
 * ends (helpers/flood.ts, up to 64 MiB) or that declares 700 MB: the server reads at most
 * PROVIDER_BODY_MAX_BYTES (2 MiB), drops the connection and answers as for a provider that
 * failed (offline checks, offline dictionary and translator, 502 for the estimate). The time
 * limits are long (10 s) so that only the cap can stop a flood early. A LanguageTool answer
 * under the cap with a 1 MB message and 100 KB suggestions is stored cut.
 */
const LONG_TIMEOUT_MS = 10_000;
/** Sent by a flood before the client's cap shows: the cap plus the sockets' buffers. */
const FLOOD_SEEN_MAX = 16 * 1024 * 1024;
const ESSAY =
  'Protecting the enviroment is a important issue for cities , and people don’t always agree. It is a very unique problem and the the costs are paid by everyone.';
const glossary = new GlossaryIndex(splitGlossary('hello\tint\tchào (từ glossary)\n'));

/** Waits (up to 3 s) until the flood's connection has closed, and answers its record. */
async function closedFlood(floods: FloodRecord[]): Promise<FloodRecord> {
  expect(floods).toHaveLength(1);
  const flood = floods[0]!;
  for (let i = 0; i < 60 && flood.ms === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return flood;
}

/**
 * The flood was cut by the client soon after the cap, far below what it could send, and well
 * before the time limit could have ended it.
 */
function expectCutAtCap(flood: FloodRecord) {
  expect(flood.closedByClient).toBe(true);
  expect(flood.ms).toBeLessThan(LONG_TIMEOUT_MS / 2);
  expect(flood.bytes).toBeLessThan(FLOOD_SEEN_MAX);
  expect(flood.bytes).toBeLessThan(FLOOD_SAFETY_BYTES);
}

describe('online providers: answers read up to a cap', () => {
  let h: Harness;
  let agent: Agent;
  let languageTool: FakeLanguageTool;
  let chat: FakeChatCompletions;
  let fakes: FakeProviders;

  beforeAll(async () => {
    languageTool = await startFakeLanguageTool();
    chat = await startFakeChatCompletions();
    fakes = await startFakeProviders(['hello']);
    const logger = createLogger('silent');
    const composed: { dictionary?: DictionaryProvider } = {};
    h = await createHarness({
      grammar: createGrammarChecker({
        config: { languageToolUrl: languageTool.url, languageToolTimeoutMs: LONG_TIMEOUT_MS },
        spelling: loadSpellChecker,
        logger,
      }),
      estimator: createBandEstimator({
        config: {
          llmUrl: chat.url,
          llmApiKey: null,
          llmModel: 'llama3.1',
          llmTimeoutMs: LONG_TIMEOUT_MS,
        },
      })!,
      translator: createTranslator({
        config: {
          translate: 'libretranslate',
          libreTranslateUrl: fakes.url,
          libreTranslateApiKey: null,
          timeoutMs: LONG_TIMEOUT_MS,
        },
        glossary,
        logger,
      }),
      dictionary: {
        id: 'free-dictionary',
        lookup: (word, signal) => composed.dictionary!.lookup(word, signal),
      },
    });
    composed.dictionary = createDictionaryProvider({
      config: {
        dictionary: 'free-dictionary',
        freeDictionaryUrl: fakes.url,
        wiktionaryUrl: fakes.url,
        dictionaryCacheHours: 0,
        timeoutMs: LONG_TIMEOUT_MS,
      },
      db: h.db,
      offline: createOfflineDictionary({ glossary }),
      glossary,
      logger,
    });
    agent = await signedInAgent(h, 'providers');
  });
  afterAll(async () => {
    await h.close();
    await Promise.all([languageTool.close(), chat.close(), fakes.close()]);
  });
  beforeEach(() => {
    languageTool.mode = 'ok';
    languageTool.floods.length = 0;
    chat.mode = 'ok';
    chat.floods.length = 0;
    fakes.reset();
  });

  it('caps at 2 MiB', () => {
    expect(PROVIDER_BODY_MAX_BYTES).toBe(2 * 1024 * 1024);
  });

  it.each(['flood', 'flood-declared'] as const)(
    'LanguageTool: an endless answer (%s) is cut at the cap and the essay checked offline',
    async (mode) => {
      languageTool.mode = mode;
      const res = await agent.post('/api/ielts/writing/1/attempts', {
        text: ESSAY,
        timeTakenSeconds: 600,
      });
      expect(res.status).toBe(201);
      expect(res.body.feedback.grammar).toMatchObject({ source: 'offline', fallback: true });
      // a declared 700 MB is refused before its body is read (provider-http.test.ts); what the
      // fake wrote then is what the sockets' buffers took
      expectCutAtCap(await closedFlood(languageTool.floods));
    },
  );

  it('LanguageTool: a long message and long suggestions are stored cut', async () => {
    languageTool.mode = 'long';
    const res = await agent.post('/api/ielts/writing/1/attempts', {
      text: ESSAY,
      timeTakenSeconds: 600,
    });
    expect(res.status).toBe(201);
    const grammar = res.body.feedback.grammar;
    expect(grammar).toMatchObject({ source: 'languagetool', fallback: false });
    const [stored] = await h.db
      .select({ details: testResults.details })
      .from(testResults)
      .where(eq(testResults.id, res.body.result.id));
    const storedGrammar = (
      stored!.details as {
        feedback: { grammar: { matches: { message: string; replacements: string[] }[] } };
      }
    ).feedback.grammar;
    for (const matches of [grammar.matches, storedGrammar.matches]) {
      const [long, ...others] = matches;
      expect(long.message).toHaveLength(500);
      expect(long.message.startsWith('Longxxx')).toBe(true);
      expect(long.message.endsWith('…')).toBe(true);
      expect(long.replacements).toHaveLength(5);
      for (const replacement of long.replacements) expect(replacement).toHaveLength(100);
      // the other matches are as LanguageTool wrote them
      expect(others.map((m: { message: string }) => m.message)).toContain(
        'Put a space after the comma, but not before the comma.',
      );
    }
    expect(JSON.stringify(stored!.details).length).toBeLessThan(20_000);
  });

  it('the language model: an endless answer is cut at the cap, and the estimate fails', async () => {
    chat.mode = 'flood';
    const res = await agent.post('/api/ielts/estimate', {
      skill: 'writing',
      prompt: 'Some people think cities should spend more on public transport.',
      text: ESSAY,
    });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('ESTIMATE_FAILED');
    expectCutAtCap(await closedFlood(chat.floods));
  });

  it('the Free Dictionary API: an endless answer is cut, and the offline dictionary answers', async () => {
    fakes.mode['free-dictionary'] = 'flood';
    const res = await agent.get('/api/dictionary/hello');
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('offline');
    expectCutAtCap(await closedFlood(fakes.floods['free-dictionary']));
  });

  it('the wiktionary translations API: an endless answer is cut, and the glossary answers', async () => {
    fakes.mode.wiktionary = 'flood';
    const res = await agent.get('/api/dictionary/hello');
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('free-dictionary');
    expect(res.body.vi[0].meanings).toEqual(['chào (từ glossary)']);
    expectCutAtCap(await closedFlood(fakes.floods.wiktionary));
  });

  it('LibreTranslate: an endless answer is cut, and the offline translator answers', async () => {
    fakes.mode.libretranslate = 'flood';
    const res = await agent.post('/api/translate', { text: 'hello', source: 'en', target: 'vi' });
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('offline');
    expectCutAtCap(await closedFlood(fakes.floods.libretranslate));
  });
});
