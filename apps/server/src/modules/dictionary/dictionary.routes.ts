/**
 * /api/dictionary (issue 9; spec §3 "Dictionary result", §8), behind a session:
 * GET /:word → the configured dictionary's result (contracts' dictionaryEntrySchema: word,
 * phonetics, meanings by part of speech, synonyms, antonyms, sourceUrls, `vi`, `provider`),
 * with `Cache-Control: private, max-age=86400` (a day: the offline sources change only with a
 * release, online answers are cached for longer in the database).
 *
 * The word is validated and normalised by contracts' dictionaryWordSchema (trimmed, lowercase;
 * letters, apostrophes, hyphens, single spaces; at most 64 characters): 400 VALIDATION_ERROR
 * with field "word" otherwise. A word no provider knows is 404 WORD_NOT_FOUND with spec §8's
 * sentence naming it. A provider failure that no fallback absorbed is a 500.
 */
import { dictionaryWordSchema, wordNotFoundMessage, type DictionaryEntry } from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import type { DictionaryProvider } from '../../providers/dictionary/dictionary-provider.ts';

const wordParamSchema = z.object({ word: dictionaryWordSchema });

/** How long a browser may reuse a dictionary answer, seconds. */
const DICTIONARY_MAX_AGE_SECONDS = 86_400;

/**
 * The entry of `word` (already normalised by dictionaryWordSchema).
 * @throws AppError WORD_NOT_FOUND (404) when the provider does not know the word.
 */
async function lookupWord(
  dictionary: DictionaryProvider,
  word: string,
  signal?: AbortSignal,
): Promise<DictionaryEntry> {
  const entry = await dictionary.lookup(word, signal);
  if (entry === null) {
    throw new AppError('WORD_NOT_FOUND', { message: wordNotFoundMessage(word) });
  }
  return entry;
}

/** Routes that need a session (mounted behind requireUser at /api/dictionary). */
export function dictionaryRoutes(dictionary: DictionaryProvider) {
  return new Hono<AppEnv>().get('/:word', validate('param', wordParamSchema), async (c) => {
    const { word } = c.req.valid('param');
    const entry = await lookupWord(dictionary, word, c.req.raw.signal);
    return c.json(entry, 200, {
      'Cache-Control': `private, max-age=${DICTIONARY_MAX_AGE_SECONDS}`,
    });
  });
}
