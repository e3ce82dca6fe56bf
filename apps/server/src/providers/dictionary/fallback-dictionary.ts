/**
 * An online dictionary with the offline one behind it (DESIGN.md "Offline and online
 * providers"): the online provider answers first; the offline provider answers when the online
 * one is unavailable (ProviderUnavailableError: network error, timeout, 5xx, malformed answer)
 * and also when it does not know the word (its 404). The second rule is a choice: the offline
 * provider knows inflected forms ("mice" → "mouse") and the glossary's phrases, which the Free
 * Dictionary API answers 404 for, so a word the learner could look up offline never becomes
 * "Word not found" by switching the online provider on. The answer names the provider that
 * gave it (`provider`).
 */
import type { Logger } from '../../lib/logger.ts';
import { ProviderUnavailableError, type DictionaryProvider } from './dictionary-provider.ts';

/**
 * `primary`, falling back to `fallback` as described above. The composite's id is the
 * primary's (what the server is configured to use).
 * @throws whatever `fallback` throws, and any error of `primary` other than
 *   ProviderUnavailableError (a bug, not an outage).
 */
export function dictionaryWithFallback(
  primary: DictionaryProvider,
  fallback: DictionaryProvider,
  logger: Logger,
): DictionaryProvider {
  return {
    id: primary.id,
    async lookup(word, signal) {
      try {
        const entry = await primary.lookup(word, signal);
        if (entry !== null) return entry;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        logger.warn(
          { err: error, provider: primary.id, word },
          'dictionary provider unavailable; answering offline',
        );
      }
      return fallback.lookup(word, signal);
    },
    // the offline word list answers suggestions, whichever provider answers look-ups
    async suggest(word) {
      const source = fallback.suggest ? fallback : primary;
      return source.suggest ? source.suggest(word) : [];
    },
  };
}
