/**
 * POST /api/dictionary/batch (issue 18 §4, the Reading review's word offer): many words looked
 * up in one request (at most DICTIONARY_BATCH_MAX), each answered with its entry or null when no
 * dictionary knows it, so a page that needs several words makes one call and logs no 404s.
 */
import { z } from 'zod';
import { dictionaryEntrySchema, dictionaryWordSchema } from './dictionary.ts';

/** Most words one batch looks up. */
export const DICTIONARY_BATCH_MAX = 50;

/** POST /api/dictionary/batch: the words (each as GET /api/dictionary/:word takes it). */
export const dictionaryBatchRequestSchema = z.object({
  words: z.array(dictionaryWordSchema).min(1).max(DICTIONARY_BATCH_MAX),
});
export type DictionaryBatchRequest = z.input<typeof dictionaryBatchRequestSchema>;

/** POST /api/dictionary/batch (200): one result per requested word, in the request's order. */
export const dictionaryBatchResponseSchema = z.object({
  results: z.array(
    z.object({
      /** The word as normalised (trimmed, lowercase). */
      word: z.string(),
      /** Its entry, or null when no dictionary knows it (or its provider failed). */
      entry: dictionaryEntrySchema.nullable(),
    }),
  ),
});
export type DictionaryBatchResponse = z.infer<typeof dictionaryBatchResponseSchema>;
