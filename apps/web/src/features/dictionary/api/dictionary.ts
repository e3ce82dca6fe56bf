/**
 * Dictionary look-ups (GET /api/dictionary/:word, issue 9): one query per word, shared by the
 * dictionary page and the Quick Define popup. An entry changes only when the server's sources
 * do, so it stays fresh for an hour; a 404 (WORD_NOT_FOUND) is not retried.
 */
import type { DictionaryEntry } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Query keys: one entry per lowercased word. */
const dictionaryKeys = {
  all: ['dictionary'] as const,
  entry: (word: string) => [...dictionaryKeys.all, 'entry', word.toLowerCase()] as const,
  suggestions: (word: string) =>
    [...dictionaryKeys.all, 'suggestions', word.toLowerCase()] as const,
};

/** The typed client does not encode path parameters: the word is encoded here. */
const fetchEntry = (word: string, signal: AbortSignal): Promise<DictionaryEntry> =>
  unwrap(
    api.dictionary[':word'].$get(
      { param: { word: encodeURIComponent(word.toLowerCase()) } },
      { init: { signal } },
    ),
  );

/** The entry of one word (lowercased for the cache key and the request). */
const dictionaryEntryQuery = (word: string) =>
  queryOptions({
    queryKey: dictionaryKeys.entry(word),
    queryFn: ({ signal }) => fetchEntry(word, signal),
    staleTime: 60 * 60 * 1000,
  });

/** Looks `word` up; nothing is asked while it is empty. */
export function useDictionaryEntry(word: string) {
  return useQuery({ ...dictionaryEntryQuery(word), enabled: word !== '' });
}

/** True when the error is the dictionary's "no such word" answer (404). */
export function isWordNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Headwords close to a word the dictionary does not know (GET /api/dictionary/suggestions/:word,
 * issue 18 §4); asked only while `enabled` (after a 404).
 */
export function useWordSuggestions(word: string, enabled: boolean) {
  return useQuery({
    queryKey: dictionaryKeys.suggestions(word),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.dictionary.suggestions[':word'].$get(
            { param: { word: encodeURIComponent(word.toLowerCase()) } },
            { init: { signal } },
          ),
        )
      ).suggestions,
    enabled: enabled && word !== '',
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
