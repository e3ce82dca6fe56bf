/**
 * /api/dictionary (issue 9; spec §3 "Dictionary result", §8; issue 18 §4), behind a session:
 * - GET /:word → the configured dictionary's result (contracts' dictionaryEntrySchema: word,
 *   phonetics, meanings by part of speech, synonyms, antonyms, sourceUrls, `vi`, `provider`),
 *   with `Cache-Control: private, max-age=86400` (a day: the offline sources change only with a
 *   release, online answers are cached for longer in the database).
 * - GET /suggestions/:word → `{ suggestions }` (dictionarySuggestionsResponseSchema): headwords
 *   of the offline word list close to the word ("enviroment" → environment), most likely first,
 *   [] when none is close; the web asks it after a 404 to show "Có phải bạn muốn tìm…".
 *
 * The word is validated and normalised by contracts' dictionaryWordSchema (trimmed, lowercase;
 * letters, apostrophes, hyphens, single spaces; at most 64 characters): 400 VALIDATION_ERROR
 * with field "word" otherwise. A word no provider knows is 404 WORD_NOT_FOUND with a Vietnamese
 * sentence naming it. A provider failure that no fallback absorbed is a 500.
 */
import {
  DICTIONARY_SUGGESTIONS_MAX,
  dictionaryWordSchema,
  wordNotFoundMessage,
  type DictionaryEntry,
  type DictionarySuggestions,
} from '@app/contracts';
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
  return new Hono<AppEnv>()
    .get('/suggestions/:word', validate('param', wordParamSchema), async (c) => {
      const { word } = c.req.valid('param');
      const found = dictionary.suggest ? await dictionary.suggest(word) : [];
      const body: DictionarySuggestions = {
        suggestions: found.slice(0, DICTIONARY_SUGGESTIONS_MAX),
      };
      return c.json(body, 200, {
        'Cache-Control': `private, max-age=${DICTIONARY_MAX_AGE_SECONDS}`,
      });
    })
    .get('/:word', validate('param', wordParamSchema), async (c) => {
      const { word } = c.req.valid('param');
      const entry = await lookupWord(dictionary, word, c.req.raw.signal);
      return c.json(entry, 200, {
        'Cache-Control': `private, max-age=${DICTIONARY_MAX_AGE_SECONDS}`,
      });
    });
}
