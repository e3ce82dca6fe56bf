/**
 * Vietnamese meanings from the wiktionary-based translations API (https://freedictionaryapi.com,
 * spec §7): `GET {WIKTIONARY_URL}/api/v1/entries/en/{word}?translations=true`; reads entries →
 * senses → translations, keeps language code `vi`, unique words per part of speech (the web
 * joins them with commas).
 *
 * The service's shape (its documentation at freedictionaryapi.com and the typed clients that
 * read it): 200 → `{ word, entries: [{ language: { code, name }, partOfSpeech,
 * pronunciations: [{ type, text, tags }], forms: [{ word, tags }], senses: [{ definition, tags,
 * examples, quotes, synonyms, antonyms, translations: [{ language: { code, name }, word }],
 * subsenses }], synonyms, antonyms }], source: { url, license: { name, url } } }`; a word it
 * does not know → 404.
 */
import type { VietnameseMeaning } from '@app/contracts';
import { z } from 'zod';
import { requestJson, type FetchFn } from '../provider-http.ts';
import { ProviderUnavailableError, type VietnameseMeaningSource } from './dictionary-provider.ts';

const apiResponseSchema = z.object({
  entries: z.array(
    z.object({
      partOfSpeech: z.string().optional(),
      senses: z
        .array(
          z.object({
            translations: z
              .array(z.object({ language: z.object({ code: z.string() }), word: z.string() }))
              .optional()
              .default([]),
          }),
        )
        .optional()
        .default([]),
    }),
  ),
});
type ApiResponse = z.infer<typeof apiResponseSchema>;

export interface WiktionaryOptions {
  /** WIKTIONARY_URL without a trailing slash. */
  baseUrl: string;
  /** PROVIDER_TIMEOUT_MS. */
  timeoutMs: number;
  fetch?: FetchFn;
}

/**
 * The translations API as a VietnameseMeaningSource: [] for a word it does not know (404) or
 * without a `vi` translation.
 * @throws ProviderUnavailableError on a network error, a timeout, a 5xx or any other non-404
 *   failure status, or a 200 body without the documented `entries`.
 */
export function createWiktionaryVietnamese(options: WiktionaryOptions): VietnameseMeaningSource {
  return {
    async meanings(word, signal) {
      const { status, body } = await requestJson({
        url: `${options.baseUrl}/api/v1/entries/en/${encodeURIComponent(word)}?translations=true`,
        timeoutMs: options.timeoutMs,
        signal,
        fetch: options.fetch,
      });
      if (status === 404) return [];
      if (status !== 200) {
        throw new ProviderUnavailableError(`translations API answered ${status}`);
      }
      const parsed = apiResponseSchema.safeParse(body);
      if (!parsed.success) {
        throw new ProviderUnavailableError('translations API answered an unexpected shape', {
          cause: parsed.error,
        });
      }
      return vietnameseTranslations(parsed.data);
    },
  };
}

/**
 * The `vi` translations of every entry's senses, grouped by part of speech in order of first
 * appearance, each word once (NFC, trimmed; compared case-insensitively).
 */
function vietnameseTranslations(response: ApiResponse): VietnameseMeaning[] {
  const byPos = new Map<string | null, { meanings: string[]; seen: Set<string> }>();
  for (const entry of response.entries) {
    const pos = entry.partOfSpeech?.trim() || null;
    for (const sense of entry.senses) {
      for (const translation of sense.translations) {
        if (translation.language.code !== 'vi') continue;
        const meaning = translation.word.normalize('NFC').trim();
        if (meaning === '') continue;
        let group = byPos.get(pos);
        if (!group) {
          group = { meanings: [], seen: new Set() };
          byPos.set(pos, group);
        }
        const key = meaning.toLowerCase();
        if (group.seen.has(key)) continue;
        group.seen.add(key);
        group.meanings.push(meaning);
      }
    }
  }
  return [...byPos].map(([partOfSpeech, group]) => ({ partOfSpeech, meanings: group.meanings }));
}
