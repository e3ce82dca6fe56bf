/**
 * LibreTranslate (https://libretranslate.com, self-hostable; LIBRETRANSLATE_URL) as a
 * TranslateProvider: `POST {LIBRETRANSLATE_URL}/translate` with the JSON body
 * `{ q, source, target, format: 'text', api_key? }`.
 *
 * Its answers (API docs at libretranslate.com/docs and its README): 200 →
 * `{ translatedText, alternatives?, detectedLanguage? }`; errors → `{ error: "…" }` with 400
 * (bad request, e.g. an unsupported language), 403 (banned or API key required / invalid),
 * 429 (slow down) or 500 (translation failed).
 */
import { z } from 'zod';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';
import { requestJson, type FetchFn } from '../provider-http.ts';
import type { TranslateProvider } from './translate-provider.ts';

const okSchema = z.object({ translatedText: z.string() });
const errorSchema = z.object({ error: z.string() });

export interface LibreTranslateOptions {
  /** LIBRETRANSLATE_URL without a trailing slash. */
  url: string;
  /** LIBRETRANSLATE_API_KEY, when the server wants one. */
  apiKey: string | null;
  /** PROVIDER_TIMEOUT_MS. */
  timeoutMs: number;
  fetch?: FetchFn;
}

/**
 * LibreTranslate as a TranslateProvider (`partial: false`: it translates whole sentences).
 * @throws ProviderUnavailableError on a network error, a timeout, any answer other than 200
 *   (its `error` text is kept in the message for the log), or a 200 without `translatedText`.
 */
export function createLibreTranslate(options: LibreTranslateOptions): TranslateProvider {
  return {
    id: 'libretranslate',
    async translate(text, source, target, signal) {
      const { status, body } = await requestJson({
        url: `${options.url}/translate`,
        method: 'POST',
        json: {
          q: text,
          source,
          target,
          format: 'text',
          ...(options.apiKey === null ? {} : { api_key: options.apiKey }),
        },
        timeoutMs: options.timeoutMs,
        signal,
        fetch: options.fetch,
      });
      if (status !== 200) {
        const detail = errorSchema.safeParse(body);
        throw new ProviderUnavailableError(
          `LibreTranslate answered ${status}${detail.success ? `: ${detail.data.error}` : ''}`,
        );
      }
      const parsed = okSchema.safeParse(body);
      if (!parsed.success) {
        throw new ProviderUnavailableError('LibreTranslate answered without translatedText', {
          cause: parsed.error,
        });
      }
      return {
        translatedText: parsed.data.translatedText,
        partial: false,
        provider: 'libretranslate',
      };
    },
  };
}
