import { splitGlossary } from '@app/content/glossary';
import type { DictionaryEntry } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dictionaryCache } from '../src/db/schema/dictionary.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createDictionaryProvider } from '../src/providers/dictionary/create-dictionary.ts';
import type { DictionaryProvider } from '../src/providers/dictionary/dictionary-provider.ts';
import { createOfflineDictionary } from '../src/providers/dictionary/offline/offline-dictionary.ts';
import { GlossaryIndex } from '../src/providers/glossary/glossary-index.ts';
import { startFakeProviders, type FakeProviders } from './helpers/fake-providers.ts';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * GET /api/dictionary/:word with DICTIONARY_PROVIDER=free-dictionary, against fakes of the Free
 * Dictionary API and the wiktionary translations API on 127.0.0.1 (helpers/fake-providers.ts),
 * the real offline dictionary behind them and the cache in the test database: the online path,
 * the fallback to the offline dictionary on 5xx, timeout and 404, the cache hit, the cached
 * miss and the expiry. Every answer is parsed with its contract schema by the harness's Agent.
 */
const TIMEOUT_MS = 400;
const HOUR = 60 * 60 * 1000;

/** A glossary of one line, so the Vietnamese fallback is known exactly. */
const glossary = new GlossaryIndex(splitGlossary('hello\tint\tchào (từ glossary)\n'));

describe('online dictionary with offline fallback and database cache', () => {
  let h: Harness;
  let agent: Agent;
  let fake: FakeProviders;
  let now: Date;

  beforeAll(async () => {
    fake = await startFakeProviders(['hello']);
    // The composed provider needs the harness's database: the app gets a stand-in that
    // forwards to it once it is built.
    const composed: { provider?: DictionaryProvider } = {};
    h = await createHarness({
      dictionary: {
        id: 'free-dictionary',
        lookup: (word, signal) => composed.provider!.lookup(word, signal),
      },
    });
    composed.provider = createDictionaryProvider({
      config: {
        dictionary: 'free-dictionary',
        freeDictionaryUrl: fake.url,
        wiktionaryUrl: fake.url,
        dictionaryCacheHours: 168,
        timeoutMs: TIMEOUT_MS,
      },
      db: h.db,
      offline: createOfflineDictionary({ glossary }),
      glossary,
      logger: createLogger('silent'),
      clock: () => now,
    });
    agent = await signedInAgent(h, 'dictionary');
  });
  afterAll(async () => {
    await fake.close();
    await h.close();
  });
  beforeEach(async () => {
    now = new Date('2030-01-01T00:00:00Z');
    fake.reset();
    await h.db.delete(dictionaryCache);
  });

  /** The entry of `word` (status 200), or null on 404. */
  const lookup = async (word: string): Promise<DictionaryEntry | null> => {
    const res = await agent.get<DictionaryEntry>(`/api/dictionary/${encodeURIComponent(word)}`);
    if (res.status === 404) return null;
    expect(res.status).toBe(200);
    return res.body;
  };

  const cachedRow = async (provider: string, word: string) =>
    (
      await h.db
        .select()
        .from(dictionaryCache)
        .where(and(eq(dictionaryCache.provider, provider), eq(dictionaryCache.word, word)))
    )[0];

  it('answers from the Free Dictionary API with the vi translations of the wiktionary API', async () => {
    const entry = await lookup('hello');
    expect(entry).toEqual({
      word: 'hello',
      phonetics: [
        {
          text: '/həˈləʊ/',
          audio: 'https://api.dictionaryapi.dev/media/pronunciations/en/hello-uk.mp3',
          accent: 'UK',
        },
        { text: '/həˈloʊ/' },
      ],
      meanings: [
        {
          partOfSpeech: 'noun',
          definitions: [{ definition: '"Hello!" or an equivalent greeting.' }],
          synonyms: ['greeting'],
          antonyms: [],
        },
        {
          partOfSpeech: 'interjection',
          definitions: [
            {
              definition: 'A greeting (salutation) said when meeting someone.',
              example: 'Hello, everyone.',
            },
          ],
          synonyms: [],
          antonyms: ['bye', 'goodbye'],
        },
      ],
      synonyms: ['greeting'],
      antonyms: ['bye', 'goodbye'],
      sourceUrls: ['https://en.wiktionary.org/wiki/hello'],
      // only `vi`, each word once, by part of speech; the noun has no translation
      vi: [{ partOfSpeech: 'interjection', meanings: ['xin chào', 'chào', 'a lô'] }],
      provider: 'free-dictionary',
    });
    expect(fake.hits('free-dictionary', 'hello')).toBe(1);
    expect(fake.hits('wiktionary', 'hello')).toBe(1);
  });

  it('serves a second lookup from the cache without calling the services', async () => {
    const first = await lookup('hello');
    const second = await lookup('hello');
    expect(second).toEqual(first);
    expect(fake.hits('free-dictionary', 'hello')).toBe(1);
    expect(fake.hits('wiktionary', 'hello')).toBe(1);
    const row = await cachedRow('free-dictionary', 'hello');
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + 168 * HOUR);
  });

  it('asks the services again once the cached answer has expired', async () => {
    await lookup('hello');
    now = new Date(now.getTime() + 167 * HOUR);
    await lookup('hello');
    expect(fake.hits('free-dictionary', 'hello')).toBe(1);
    now = new Date(now.getTime() + 2 * HOUR);
    expect((await lookup('hello'))?.provider).toBe('free-dictionary');
    expect(fake.hits('free-dictionary', 'hello')).toBe(2);
    expect(fake.hits('wiktionary', 'hello')).toBe(2);
  });

  it('answers from the offline provider on a 5xx, without caching the failure', async () => {
    fake.mode['free-dictionary'] = 'error';
    expect(await lookup('hello')).toMatchObject({ word: 'hello', provider: 'offline' });
    expect(await cachedRow('free-dictionary', 'hello')).toBeUndefined();
    fake.mode['free-dictionary'] = 'ok';
    expect((await lookup('hello'))?.provider).toBe('free-dictionary');
    expect(fake.hits('free-dictionary', 'hello')).toBe(2);
  });

  it('answers from the offline provider when the service does not answer in time', async () => {
    fake.mode['free-dictionary'] = 'hang';
    const started = performance.now();
    expect(await lookup('hello')).toMatchObject({ word: 'hello', provider: 'offline' });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(fake.hits('free-dictionary', 'hello')).toBe(1);
  });

  it('falls back to the offline provider on a 404 too, and caches the miss', async () => {
    // the fake knows only "hello"; the offline dictionary knows the inflected form
    const offline = { word: 'mouse', query: 'mice', provider: 'offline' };
    expect(await lookup('mice')).toMatchObject(offline);
    expect(await lookup('mice')).toMatchObject(offline);
    expect(fake.hits('free-dictionary', 'mice')).toBe(1);
    expect(await cachedRow('free-dictionary', 'mice')).toMatchObject({ entry: null });
    // unknown everywhere: 404 WORD_NOT_FOUND
    expect(await lookup('qwxyzzy')).toBeNull();
  });

  it("takes the glossary's meanings when the translations API fails, and asks it again next time", async () => {
    fake.mode.wiktionary = 'error';
    expect((await lookup('hello'))?.vi).toEqual([
      { partOfSpeech: 'interjection', meanings: ['chào (từ glossary)'] },
    ]);
    fake.mode.wiktionary = 'hang';
    const entry = await lookup('hello');
    expect(entry?.provider).toBe('free-dictionary');
    expect(entry?.vi[0]?.meanings).toEqual(['chào (từ glossary)']);
    fake.mode.wiktionary = 'ok';
    expect((await lookup('hello'))?.vi[0]?.meanings).toEqual(['xin chào', 'chào', 'a lô']);
    expect(fake.hits('free-dictionary', 'hello')).toBe(1);
    expect(fake.hits('wiktionary', 'hello')).toBe(3);
  });
});
