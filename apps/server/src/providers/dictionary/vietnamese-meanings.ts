/**
 * Vietnamese meanings around the online dictionary (spec §7, §8): the glossary as a
 * VietnameseMeaningSource, a source that falls back to another when it has nothing or fails,
 * and `withVietnamese`, which fills an entry's `vi` from a source in parallel with the lookup.
 * A failing meanings source never fails the lookup: it is logged and `vi` stays [] (spec §7:
 * "failures silently logged").
 */
import type { Logger } from '../../lib/logger.ts';
import type { GlossaryIndex } from '../glossary/glossary-index.ts';
import {
  ProviderUnavailableError,
  type DictionaryProvider,
  type VietnameseMeaningSource,
} from './dictionary-provider.ts';

/** The project glossary as a source of Vietnamese meanings (in memory; never fails). */
export function glossaryVietnamese(glossary: GlossaryIndex): VietnameseMeaningSource {
  return {
    meanings: async (word) => glossary.vietnamese(word),
  };
}

/**
 * `primary`'s meanings, or `fallback`'s when `primary` has none or is unavailable
 * (ProviderUnavailableError, logged at warn). Other errors propagate.
 */
export function vietnameseWithFallback(
  primary: VietnameseMeaningSource,
  fallback: VietnameseMeaningSource,
  logger: Logger,
): VietnameseMeaningSource {
  return {
    async meanings(word, signal) {
      try {
        const meanings = await primary.meanings(word, signal);
        if (meanings.length > 0) return meanings;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        logger.warn({ err: error, word }, 'Vietnamese meanings source unavailable; using fallback');
      }
      return fallback.meanings(word, signal);
    },
  };
}

/**
 * `provider` whose entries get their `vi` from `vietnamese`, asked in parallel with the lookup.
 * A failure of `vietnamese` is logged and leaves `vi` as the provider gave it.
 */
export function withVietnamese(
  provider: DictionaryProvider,
  vietnamese: VietnameseMeaningSource,
  logger: Logger,
): DictionaryProvider {
  return {
    id: provider.id,
    async lookup(word, signal) {
      const meanings = vietnamese.meanings(word, signal).catch((error: unknown) => {
        logger.warn({ err: error, word }, 'Vietnamese meanings failed');
        return null;
      });
      const entry = await provider.lookup(word, signal);
      if (entry === null) return null;
      const vi = await meanings;
      return vi === null || vi.length === 0 ? entry : { ...entry, vi };
    },
  };
}
