/**
 * Dictionary provider interface (DESIGN.md "Offline and online providers"). The offline
 * provider (WordNet 3.1 + CMU Pronouncing Dictionary + the project glossary) is the default;
 * the Free Dictionary API provider is chosen by configuration and falls back to the offline one
 * when it fails (modules/dictionary decides).
 */
import type { DictionaryEntry, DictionaryProviderId, VietnameseMeaning } from '@app/contracts';

/** The provider could not answer (network error, 5xx, timeout, malformed body): try another. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

export interface DictionaryProvider {
  readonly id: DictionaryProviderId;
  /**
   * Looks up `word` (already validated and lowercased by contracts' dictionaryWordSchema).
   * Resolves to the entry, or null when the word is unknown to this provider.
   * @throws ProviderUnavailableError when the provider failed (not for an unknown word).
   */
  lookup(word: string, signal?: AbortSignal): Promise<DictionaryEntry | null>;
  /**
   * Headwords close to a word it does not know ("enviroment" → environment), most likely first;
   * [] when none is close. Only the offline provider has a word list to offer them from.
   */
  suggest?(word: string): Promise<string[]>;
}

/**
 * Source of Vietnamese meanings for a headword: the glossary offline, the wiktionary-based
 * translations API online. Resolves to [] when none is known.
 * @throws ProviderUnavailableError when an online source failed (callers treat it as silent, spec §8).
 */
export interface VietnameseMeaningSource {
  meanings(word: string, signal?: AbortSignal): Promise<VietnameseMeaning[]>;
}
