/**
 * The translator the server uses, from TRANSLATE_PROVIDER (config.providers): the offline
 * glossary translator alone, or LibreTranslate with the offline translator behind it — when
 * LibreTranslate is unavailable (network error, timeout, any failure status) the offline one
 * answers and the answer says so (`provider: 'offline'`).
 */
import type { ProvidersConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';
import type { GlossaryIndex } from '../glossary/glossary-index.ts';
import type { FetchFn } from '../provider-http.ts';
import { createLibreTranslate } from './libretranslate.ts';
import { createOfflineTranslator } from './offline-translator.ts';
import type { TranslateProvider } from './translate-provider.ts';

/**
 * `primary`, falling back to `fallback` when it throws ProviderUnavailableError (logged at
 * warn). The composite's id is the primary's. Other errors propagate.
 */
function translatorWithFallback(
  primary: TranslateProvider,
  fallback: TranslateProvider,
  logger: Logger,
): TranslateProvider {
  return {
    id: primary.id,
    async translate(text, source, target, signal) {
      try {
        return await primary.translate(text, source, target, signal);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        logger.warn(
          { err: error, provider: primary.id, chars: text.length },
          'translation provider unavailable; answering offline',
        );
        return fallback.translate(text, source, target, signal);
      }
    },
  };
}

export interface CreateTranslatorOptions {
  config: Pick<
    ProvidersConfig,
    'translate' | 'libreTranslateUrl' | 'libreTranslateApiKey' | 'timeoutMs'
  >;
  glossary: GlossaryIndex;
  logger: Logger;
  /** The fetch LibreTranslate uses; the global fetch by default. */
  fetch?: FetchFn;
}

/** Builds the configured translator (see the module comment). Does no I/O itself. */
export function createTranslator(options: CreateTranslatorOptions): TranslateProvider {
  const { config } = options;
  const offline = createOfflineTranslator(options.glossary);
  if (config.translate === 'offline' || config.libreTranslateUrl === null) return offline;
  const libre = createLibreTranslate({
    url: config.libreTranslateUrl,
    apiKey: config.libreTranslateApiKey,
    timeoutMs: config.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return translatorWithFallback(libre, offline, options.logger);
}
