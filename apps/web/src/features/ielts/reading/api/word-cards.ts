/**
 * The review's word offer: each offered word looked up (GET /api/dictionary/:word, the same
 * cache entries as the dictionary screens; a word the dictionary does not know is not retried),
 * and the new set created with all the chosen cards in one call (POST /api/sets).
 */
import { dictionaryWordSchema, type DictionaryEntry } from '@app/contracts';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api-client.ts';
import type { OfferCard } from '../lib/word-offer.ts';

/** What a look-up gave: the entry, null (unknown word or failure), or undefined while pending. */
export type Lookup = DictionaryEntry | null | undefined;

/** The dictionary entries of `words`, in order. */
export function useWordEntries(words: readonly string[]): Lookup[] {
  return useQueries({
    queries: words.map((word) => {
      const parsed = dictionaryWordSchema.safeParse(word);
      const query = parsed.success ? parsed.data : '';
      return {
        queryKey: ['dictionary', 'entry', query],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          unwrap(
            api.dictionary[':word'].$get(
              { param: { word: encodeURIComponent(query) } },
              { init: { signal } },
            ),
          ),
        enabled: query !== '',
        staleTime: 60 * 60 * 1000,
        retry: false,
      };
    }),
    combine: (results) =>
      results.map((r, i) =>
        !dictionaryWordSchema.safeParse(words[i]).success || r.isError
          ? null
          : r.isPending
            ? undefined
            : r.data,
      ),
  });
}

/** Creates the learner's set with the cards; answers its id and title. */
export function useCreateWordSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { title: string; description: string; cards: OfferCard[] }) => {
      const { set } = await unwrap(api.sets.$post({ json: input }));
      return { id: set.id, title: set.title, count: input.cards.length };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sets'] }),
  });
}
