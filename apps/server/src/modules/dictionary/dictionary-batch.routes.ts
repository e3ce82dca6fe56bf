/**
 * POST /api/dictionary/batch (issue 18 §4), behind a session: up to DICTIONARY_BATCH_MAX words
 * (contracts' dictionaryBatchRequestSchema; 400 VALIDATION_ERROR otherwise) looked up with the
 * configured dictionary, a few at a time, and answered in the request's order, each with its
 * entry or null (unknown word, or a provider failure for that word): one request and no 404s
 * for a page that needs many words, such as the Reading review's word offer.
 */
import {
  dictionaryBatchRequestSchema,
  type DictionaryBatchResponse,
  type DictionaryEntry,
} from '@app/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import type { DictionaryProvider } from '../../providers/dictionary/dictionary-provider.ts';

/** Look-ups running at once (an online provider is asked one word per call). */
const CONCURRENCY = 5;

async function lookupOrNull(
  dictionary: DictionaryProvider,
  word: string,
  signal: AbortSignal,
): Promise<DictionaryEntry | null> {
  try {
    return await dictionary.lookup(word, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

/** The entries of `words`, in order, at most CONCURRENCY look-ups at a time. */
async function lookupAll(
  dictionary: DictionaryProvider,
  words: readonly string[],
  signal: AbortSignal,
): Promise<DictionaryBatchResponse['results']> {
  const results: DictionaryBatchResponse['results'] = words.map((word) => ({ word, entry: null }));
  let next = 0;
  const worker = async () => {
    while (next < words.length) {
      const i = next++;
      results[i]!.entry = await lookupOrNull(dictionary, words[i]!, signal);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, words.length) }, worker));
  return results;
}

/** The batch route (mounted with the dictionary's routes at /api/dictionary). */
export function dictionaryBatchRoutes(dictionary: DictionaryProvider) {
  return new Hono<AppEnv>().post(
    '/batch',
    validate('json', dictionaryBatchRequestSchema),
    async (c) => {
      const { words } = c.req.valid('json');
      const results = await lookupAll(dictionary, words, c.req.raw.signal);
      return c.json({ results } satisfies DictionaryBatchResponse, 200);
    },
  );
}
