/**
 * Dictionary look-ups (GET /api/dictionary/:word, issue 9): one query per word, shared by the
 * dictionary page and the Quick Define popup. An entry changes only when the server's sources
 * do, so it stays fresh for an hour; a 404 (WORD_NOT_FOUND) is not retried.
 *
 * Offline (issue 20 §1): every entry answered online is kept on this device for the learner
 * (lib/offline-words.ts, which the study screens fill with their cards' words); when the server
 * cannot be reached the kept entry answers, and a word not kept fails with WORD_NOT_KEPT, which
 * the screens name as needing the connection.
 */
import type { DictionaryEntry } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { keepEntry, keptEntry } from '../../../lib/offline-words.ts';
import { useSession } from '../../../lib/session.tsx';
import { translate } from '../../../i18n/translate.ts';

/** The code of a look-up that needed the network: the word is not kept on this device. */
const WORD_NOT_KEPT = 'WORD_NOT_KEPT';

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

/**
 * One word's entry for a signed-in learner: the server's (then kept on this device), or with no
 * answer from it (no network) the kept one; without a kept one, ApiError WORD_NOT_KEPT.
 */
async function lookUp(word: string, userId: string | undefined, signal: AbortSignal) {
  if (userId === undefined) return fetchEntry(word, signal);
  const offline = globalThis.navigator?.onLine === false;
  try {
    if (offline) throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
    const entry = await fetchEntry(word, signal);
    void keepEntry(userId, entry, word);
    return entry;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0 || signal.aborted) throw error;
    const kept = await keptEntry(userId, word);
    if (kept) return kept;
    throw new ApiError(0, WORD_NOT_KEPT, translate('dictionary.notKept'));
  }
}

/** The entry of one word (lowercased for the cache key and the request). */
const dictionaryEntryQuery = (word: string, userId: string | undefined) =>
  queryOptions({
    queryKey: dictionaryKeys.entry(word),
    queryFn: ({ signal }) => lookUp(word, userId, signal),
    staleTime: 60 * 60 * 1000,
    // offline the query still runs: the kept entries answer
    networkMode: 'always',
    retry: (failureCount, error) =>
      failureCount < 2 &&
      error instanceof ApiError &&
      error.retryable &&
      error.code !== WORD_NOT_KEPT,
  });

/** Looks `word` up; nothing is asked while it is empty. */
export function useDictionaryEntry(word: string) {
  const userId = useSession().data?.user.id;
  return useQuery({ ...dictionaryEntryQuery(word, userId), enabled: word !== '' });
}

/** The text of a failed look-up: a word not kept offline says it needs the connection. */
export function lookupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === WORD_NOT_KEPT) return error.message;
  return errorMessage(error);
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
