/**
 * The dictionary the server uses, from DICTIONARY_PROVIDER (config.providers):
 * - `offline` (default): the offline provider as given;
 * - `free-dictionary`: the Free Dictionary API (entries cached in dictionary_cache), its `vi`
 *   from the wiktionary translations API (cached too) or, when that has none or fails, from the
 *   glossary; the offline provider answers when the online one fails or does not know the word
 *   (fallback-dictionary.ts).
 */
import type { ProvidersConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { GlossaryIndex } from '../glossary/glossary-index.ts';
import type { FetchFn } from '../provider-http.ts';
import {
  cachedDictionaryProvider,
  cachedMeaningSource,
  DictionaryCache,
} from './dictionary-cache.ts';
import type { DictionaryProvider } from './dictionary-provider.ts';
import { dictionaryWithFallback } from './fallback-dictionary.ts';
import { createFreeDictionaryProvider } from './free-dictionary.ts';
import {
  glossaryVietnamese,
  vietnameseWithFallback,
  withVietnamese,
} from './vietnamese-meanings.ts';
import { createWiktionaryVietnamese } from './wiktionary-vietnamese.ts';

export interface CreateDictionaryOptions {
  config: Pick<
    ProvidersConfig,
    'dictionary' | 'freeDictionaryUrl' | 'wiktionaryUrl' | 'dictionaryCacheHours' | 'timeoutMs'
  >;
  /** Where the online answers are cached. */
  db: Db;
  /** The offline provider (providers/dictionary/offline), used alone or as the fallback. */
  offline: DictionaryProvider;
  /** Vietnamese meanings when the online source has none. */
  glossary: GlossaryIndex;
  logger: Logger;
  /** The cache's clock (tests move it past the expiry); the system clock by default. */
  clock?: () => Date;
  /** The fetch the online providers use; the global fetch by default. */
  fetch?: FetchFn;
}

/** Builds the configured dictionary (see the module comment). Does no I/O itself. */
export function createDictionaryProvider(options: CreateDictionaryOptions): DictionaryProvider {
  const { config, offline, logger } = options;
  if (config.dictionary === 'offline') return offline;
  const cache = new DictionaryCache({
    db: options.db,
    ttlHours: config.dictionaryCacheHours,
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const online = {
    timeoutMs: config.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const entries = cachedDictionaryProvider(
    createFreeDictionaryProvider({ baseUrl: config.freeDictionaryUrl, ...online }),
    cache,
  );
  const vietnamese = vietnameseWithFallback(
    cachedMeaningSource(
      'wiktionary',
      createWiktionaryVietnamese({ baseUrl: config.wiktionaryUrl, ...online }),
      cache,
    ),
    glossaryVietnamese(options.glossary),
    logger,
  );
  return dictionaryWithFallback(withVietnamese(entries, vietnamese, logger), offline, logger);
}
