/**
 * The review's word offer: the offered words looked up in one request
 * (POST /api/dictionary/batch: an unknown word is answered null, not a 404), and the new set
 * created with all the chosen cards in one call (POST /api/sets).
 */
import { dictionaryWordSchema, type DictionaryEntry } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api-client.ts';
import type { OfferCard } from '../lib/word-offer.ts';

/** What a look-up gave: the entry, null (unknown word or failure), or undefined while pending. */
export type Lookup = DictionaryEntry | null | undefined;

/** The dictionary entries of `words` (at most DICTIONARY_BATCH_MAX), in order. */
export function useWordEntries(words: readonly string[]): Lookup[] {
  const queries = words.map((word) => {
    const parsed = dictionaryWordSchema.safeParse(word);
    return parsed.success ? parsed.data : null;
  });
  const valid = [...new Set(queries.filter((q): q is string => q !== null))];
  const batch = useQuery({
    queryKey: ['dictionary', 'batch', valid],
    queryFn: ({ signal }) =>
      unwrap(api.dictionary.batch.$post({ json: { words: valid } }, { init: { signal } })),
    enabled: valid.length > 0,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  const found = new Map(batch.data?.results.map((r) => [r.word, r.entry]));
  return queries.map((query) => {
    if (query === null || batch.isError) return null;
    if (batch.isPending) return undefined;
    return found.get(query) ?? null;
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
