/**
 * The offline grammar checker (the default): the domain's offline checks (indefinite articles,
 * repeated words, contractions, long sentences; packages/domain/src/ielts/grammar-checks.ts)
 * and spelling with the Writing feedback's spell checker. No network, no model.
 */
import { offlineGrammarMatches } from '@app/domain';
import type { IsKnownWord } from '../../modules/ielts/spell-checker.ts';
import type { GrammarChecker } from './grammar-checker.ts';

/**
 * The offline checker. `spelling` gives the spell check function (loaded once by the caller,
 * normally loadSpellChecker); when it rejects, the other checks still answer.
 */
export function createOfflineGrammarChecker(spelling: () => Promise<IsKnownWord>): GrammarChecker {
  return {
    id: 'offline',
    async check(text) {
      const isKnownWord = await spelling().catch(() => undefined);
      return {
        source: 'offline',
        fallback: false,
        matches: offlineGrammarMatches(text, isKnownWord ? { isKnownWord } : {}),
      };
    },
  };
}
