import { describe, expect, it } from 'vitest';
import type { FetchFn } from '../provider-http.ts';
import { createLibreTranslate } from '../translate/libretranslate.ts';
import { ProviderUnavailableError } from './dictionary-provider.ts';
import { createFreeDictionaryProvider } from './free-dictionary.ts';
import { createWiktionaryVietnamese } from './wiktionary-vietnamese.ts';

/** A fetch that answers `body` (a string as is, anything else as JSON) with `status`. */
const answer =
  (status: number, body: unknown): FetchFn =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

const free = (fetchFn: FetchFn) =>
  createFreeDictionaryProvider({ baseUrl: 'http://fake', timeoutMs: 1000, fetch: fetchFn });
const wiktionary = (fetchFn: FetchFn) =>
  createWiktionaryVietnamese({ baseUrl: 'http://fake', timeoutMs: 1000, fetch: fetchFn });

describe('Free Dictionary API provider', () => {
  it('treats a failure status other than 404, a malformed body and a network error as unavailable', async () => {
    for (const fetchFn of [
      answer(429, { title: 'Too Many Requests' }),
      answer(200, { title: 'not an array' }),
      answer(200, []),
      answer(200, '<html>maintenance</html>'),
      async () => {
        throw new TypeError('fetch failed');
      },
    ]) {
      await expect(free(fetchFn).lookup('hello')).rejects.toBeInstanceOf(ProviderUnavailableError);
    }
  });

  it('maps the first entry: protocol-relative audio, the query of a different headword', async () => {
    const entry = await free(
      answer(200, [
        {
          word: 'mouse',
          phonetics: [{ audio: '//ssl.gstatic.com/dictionary/static/sounds/mouse--_us_1.mp3' }],
          meanings: [{ partOfSpeech: 'noun', definitions: [{ definition: 'A rodent.' }] }],
        },
        { word: 'ignored', meanings: [] },
      ]),
    ).lookup('mice');
    expect(entry).toEqual({
      word: 'mouse',
      query: 'mice',
      phonetics: [{ audio: 'https://ssl.gstatic.com/dictionary/static/sounds/mouse--_us_1.mp3' }],
      meanings: [
        {
          partOfSpeech: 'noun',
          definitions: [{ definition: 'A rodent.' }],
          synonyms: [],
          antonyms: [],
        },
      ],
      synonyms: [],
      antonyms: [],
      sourceUrls: [],
      vi: [],
      provider: 'free-dictionary',
    });
  });
});

describe('wiktionary translations source', () => {
  it('answers [] for a 404 and for entries without a vi translation', async () => {
    expect(await wiktionary(answer(404, '')).meanings('xyz')).toEqual([]);
    const noVi = {
      word: 'hello',
      entries: [
        {
          partOfSpeech: 'noun',
          senses: [{ translations: [{ language: { code: 'fr', name: 'French' }, word: 'salut' }] }],
        },
      ],
    };
    expect(await wiktionary(answer(200, noVi)).meanings('hello')).toEqual([]);
  });

  it('treats a 5xx and a body without entries as unavailable', async () => {
    await expect(wiktionary(answer(503, '')).meanings('hello')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(
      wiktionary(answer(200, { word: 'hello' })).meanings('hello'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('LibreTranslate provider', () => {
  const libre = (fetchFn: FetchFn) =>
    createLibreTranslate({ url: 'http://fake', apiKey: null, timeoutMs: 1000, fetch: fetchFn });

  it('keeps the error text of a refusal for the log', async () => {
    await expect(
      libre(
        answer(403, { error: 'Visit https://portal.libretranslate.com to get an API key' }),
      ).translate('hello', 'en', 'vi'),
    ).rejects.toThrow(/LibreTranslate answered 403: Visit/);
  });

  it('treats an answer without translatedText as unavailable', async () => {
    await expect(
      libre(answer(200, { text: 'x' })).translate('hello', 'en', 'vi'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
