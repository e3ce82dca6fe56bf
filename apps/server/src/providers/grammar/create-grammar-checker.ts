/**
 * The grammar checker the server uses for the Writing feedback (issue 23 §3): the offline checks
 * alone (the default), or LanguageTool when LANGUAGETOOL_URL is set, with the offline checks
 * behind it — when LanguageTool is unavailable (network error, timeout, a status other than 200,
 * an answer of another shape) the offline checks answer with `fallback: true`, which the web
 * shows, and the failure is logged at warn.
 */
import type { ProvidersConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { IsKnownWord } from '../../modules/ielts/spell-checker.ts';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';
import type { FetchFn } from '../provider-http.ts';
import type { GrammarChecker } from './grammar-checker.ts';
import { createLanguageTool } from './languagetool.ts';
import { createOfflineGrammarChecker } from './offline.ts';

export interface CreateGrammarCheckerOptions {
  config: Pick<ProvidersConfig, 'languageToolUrl' | 'languageToolTimeoutMs'>;
  /** The spell check function of the offline checks (normally loadSpellChecker). */
  spelling: () => Promise<IsKnownWord>;
  logger: Logger;
  fetch?: FetchFn;
}

/** Builds the configured checker (see the module comment). Does no I/O itself. */
export function createGrammarChecker(options: CreateGrammarCheckerOptions): GrammarChecker {
  const offline = createOfflineGrammarChecker(options.spelling);
  const url = options.config.languageToolUrl;
  if (url === null) return offline;
  const languageTool = createLanguageTool({
    url,
    timeoutMs: options.config.languageToolTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    id: 'languagetool',
    async check(text, signal) {
      try {
        return await languageTool.check(text, signal);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        options.logger.warn(
          { err: error, provider: 'languagetool', chars: text.length },
          'grammar checker unavailable; checking offline',
        );
        return { ...(await offline.check(text, signal)), fallback: true };
      }
    },
  };
}
