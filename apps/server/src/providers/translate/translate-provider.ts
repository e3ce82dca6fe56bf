/**
 * Translation provider interface (DESIGN.md "Offline and online providers"): the offline
 * glossary translator is the default; LibreTranslate (LIBRETRANSLATE_URL) is chosen by
 * configuration and falls back to the offline one when it fails (modules/translate decides).
 */
import type { TranslateResponse } from '@app/contracts';

export type TranslateLanguage = 'en' | 'vi';

export interface TranslateProvider {
  readonly id: TranslateResponse['provider'];
  /**
   * Translates `text` (trimmed, 1–5,000 characters) from `source` to `target`. The answer names
   * the provider that produced it (`provider`), which differs from `id` when a composite fell
   * back to the offline translator (create-translator.ts).
   * @throws ProviderUnavailableError (providers/dictionary/dictionary-provider.ts) when it failed.
   */
  translate(
    text: string,
    source: TranslateLanguage,
    target: TranslateLanguage,
    signal?: AbortSignal,
  ): Promise<TranslateResponse>;
}
