/**
 * A small HTTP server on 127.0.0.1 (port 0) that stands in for the online providers in tests,
 * answering in each service's real response shape:
 * - Free Dictionary API, `GET /api/v2/entries/en/{word}`: 200 with an array of entries, 404
 *   with `{ title, message, resolution }` — the shapes of its README
 *   (github.com/meetDeveloper/freeDictionaryAPI) and of its live answers (`audio` is "" when
 *   a pronunciation has no recording; `license` objects on entries and phonetics).
 * - the wiktionary translations API, `GET /api/v1/entries/en/{word}?translations=true`:
 *   `{ word, entries: [{ language, partOfSpeech, pronunciations, forms, senses: [{ definition,
 *   tags, examples, quotes, synonyms, antonyms, translations: [{ language: { code, name },
 *   word }] }], synonyms, antonyms }], source: { url, license } }` — the shape documented at
 *   freedictionaryapi.com; a word it does not know → 404 (its body is not read).
 * - LibreTranslate, `POST /translate` `{ q, source, target, format, api_key? }`:
 *   `{ translatedText }`, errors `{ error }` (libretranslate.com/docs).
 * Each service can be switched to answer 500 or to never answer (a timeout); every request is
 * counted per service and word.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { floodJson, type FloodRecord } from './flood.ts';

/** 'flood': a 200 in the service's shape whose first text never ends (helpers/flood.ts). */
export type FakeMode = 'ok' | 'error' | 'hang' | 'flood';

/** The start of each service's answer a flood sends before its endless text. */
const FLOOD_PREFIX: Record<FakeService, string> = {
  'free-dictionary':
    '[{"word":"hello","phonetics":[],"meanings":[{"partOfSpeech":"noun","definitions":[{"definition":"',
  wiktionary:
    '{"word":"hello","entries":[{"language":{"code":"en","name":"English"},"partOfSpeech":"interjection","senses":[{"definition":"',
  libretranslate: '{"translatedText":"',
};
export type FakeService = 'free-dictionary' | 'wiktionary' | 'libretranslate';

const CC_BY_SA = { name: 'CC BY-SA 3.0', url: 'https://creativecommons.org/licenses/by-sa/3.0' };

/** The Free Dictionary API's answer for a word it knows (abridged from its answer for "hello"). */
function freeDictionaryEntry(word: string) {
  return [
    {
      word,
      phonetic: '/həˈləʊ/',
      phonetics: [
        {
          text: '/həˈləʊ/',
          audio: `https://api.dictionaryapi.dev/media/pronunciations/en/${word}-uk.mp3`,
          sourceUrl: `https://commons.wikimedia.org/w/index.php?curid=9021983`,
          license: CC_BY_SA,
        },
        { text: '/həˈloʊ/', audio: '' },
      ],
      meanings: [
        {
          partOfSpeech: 'noun',
          definitions: [
            {
              definition: '"Hello!" or an equivalent greeting.',
              synonyms: ['greeting'],
              antonyms: [],
            },
          ],
          synonyms: ['greeting'],
          antonyms: [],
        },
        {
          partOfSpeech: 'interjection',
          definitions: [
            {
              definition: 'A greeting (salutation) said when meeting someone.',
              example: 'Hello, everyone.',
              synonyms: [],
              antonyms: ['bye', 'goodbye'],
            },
          ],
          synonyms: [],
          antonyms: ['bye', 'goodbye'],
        },
      ],
      license: CC_BY_SA,
      sourceUrls: [`https://en.wiktionary.org/wiki/${word}`],
    },
  ];
}

const NOT_FOUND = {
  title: 'No Definitions Found',
  message: "Sorry pal, we couldn't find definitions for the word you were looking for.",
  resolution: 'You can try the search again at later time or head to the web instead.',
};

const language = (code: string, name: string) => ({ code, name });

/** The translations API's answer, with Vietnamese and other translations. */
function wiktionaryEntry(word: string) {
  const sense = (definition: string, translations: { language: object; word: string }[]) => ({
    definition,
    tags: [],
    examples: [],
    quotes: [],
    synonyms: [],
    antonyms: [],
    translations,
  });
  return {
    word,
    entries: [
      {
        language: language('en', 'English'),
        partOfSpeech: 'interjection',
        pronunciations: [{ type: 'ipa', text: '/həˈləʊ/', tags: ['Received Pronunciation'] }],
        forms: [],
        senses: [
          sense('A greeting said when meeting someone.', [
            { language: language('vi', 'Vietnamese'), word: 'xin chào' },
            { language: language('fr', 'French'), word: 'bonjour' },
            { language: language('vi', 'Vietnamese'), word: 'chào' },
          ]),
          sense('A greeting used when answering the telephone.', [
            { language: language('vi', 'Vietnamese'), word: 'a lô' },
            { language: language('vi', 'Vietnamese'), word: 'xin chào' },
            { language: language('de', 'German'), word: 'hallo' },
          ]),
        ],
        synonyms: [],
        antonyms: [],
      },
      {
        language: language('en', 'English'),
        partOfSpeech: 'noun',
        pronunciations: [],
        forms: [{ word: `${word}s`, tags: ['plural'] }],
        senses: [sense('"Hello!" or an equivalent greeting.', [])],
        synonyms: [],
        antonyms: [],
      },
    ],
    source: { url: `https://en.wiktionary.org/wiki/${word}`, license: CC_BY_SA },
  };
}

export interface FakeProviders {
  /** Base URL (http://127.0.0.1:port) for every service. */
  url: string;
  /** Words each dictionary service knows. */
  known: Set<string>;
  mode: Record<FakeService, FakeMode>;
  /** Requests per `service:word` (LibreTranslate: `libretranslate:<q>`). */
  hits(service: FakeService, word: string): number;
  /** The JSON bodies LibreTranslate received. */
  translateBodies: unknown[];
  /** What each flood sent, per service. */
  floods: Record<FakeService, FloodRecord[]>;
  reset(): void;
  close(): Promise<void>;
}

/** Starts the fake services; `known` lists the words the dictionary services know. */
export async function startFakeProviders(known: string[]): Promise<FakeProviders> {
  const counts = new Map<string, number>();
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const mode: Record<FakeService, FakeMode> = {
    'free-dictionary': 'ok',
    wiktionary: 'ok',
    libretranslate: 'ok',
  };
  const translateBodies: unknown[] = [];
  const floods: Record<FakeService, FloodRecord[]> = {
    'free-dictionary': [],
    wiktionary: [],
    libretranslate: [],
  };
  const knownWords = new Set(known);

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const dictionary = url.pathname.match(/^\/api\/(v2|v1)\/entries\/en\/([^/]+)$/);
    if (req.method === 'GET' && dictionary) {
      const service: FakeService = dictionary[1] === 'v2' ? 'free-dictionary' : 'wiktionary';
      const word = decodeURIComponent(dictionary[2]!);
      count(`${service}:${word}`);
      if (mode[service] === 'hang') return; // never answers: the client's time limit ends it
      if (mode[service] === 'flood') return floodJson(res, FLOOD_PREFIX[service], floods[service]);
      if (mode[service] === 'error') return json(res, 500, { error: 'Internal Server Error' });
      if (service === 'wiktionary' && url.searchParams.get('translations') !== 'true') {
        return json(res, 400, { error: 'translations=true expected' });
      }
      if (!knownWords.has(word)) {
        return json(res, 404, service === 'free-dictionary' ? NOT_FOUND : { error: 'Not found' });
      }
      return json(
        res,
        200,
        service === 'free-dictionary' ? freeDictionaryEntry(word) : wiktionaryEntry(word),
      );
    }
    if (req.method === 'POST' && url.pathname === '/translate') {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const body = JSON.parse(raw) as { q: string; source: string; target: string };
        translateBodies.push(body);
        count(`libretranslate:${body.q}`);
        if (mode.libretranslate === 'hang') return;
        if (mode.libretranslate === 'flood') {
          return floodJson(res, FLOOD_PREFIX.libretranslate, floods.libretranslate);
        }
        if (mode.libretranslate === 'error') return json(res, 500, { error: 'Translation failed' });
        json(res, 200, { translatedText: `[${body.source}→${body.target}] ${body.q}` });
      });
      return;
    }
    json(res, 404, { error: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    known: knownWords,
    mode,
    hits: (service, word) => counts.get(`${service}:${word}`) ?? 0,
    translateBodies,
    floods,
    reset() {
      counts.clear();
      translateBodies.length = 0;
      for (const list of Object.values(floods)) list.length = 0;
      mode['free-dictionary'] = 'ok';
      mode.wiktionary = 'ok';
      mode.libretranslate = 'ok';
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
