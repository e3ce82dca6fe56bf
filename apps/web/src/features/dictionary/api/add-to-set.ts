/**
 * Adding a dictionary word to a flashcard set (spec §2 Add-to-set modal, §7 createSet / addCard):
 * the sets the learner may add to (their own and those shared with edit rights, with card
 * counts), a new set created with the card in one call (POST /api/sets needs a card), or one
 * card appended (POST /api/sets/:setId/cards). Same query keys as the flashcards feature, so
 * both see the change.
 */
import type { DictionaryCard } from '../lib/card-from-entry.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';

const SETS_KEY = ['sets'] as const;

/** The learner's sets that a card may be added to, newest first. */
export const editableSetsQuery = () =>
  queryOptions({
    queryKey: [...SETS_KEY, 'list'],
    queryFn: async () => (await unwrap(api.sets.$get())).sets,
    select: (sets) => sets.filter((set) => set.access !== 'view'),
    staleTime: 0,
  });

/** Where the card went: the set's id and title. */
export interface AddedTo {
  setId: string;
  title: string;
}

/** Creates a set holding the card (title and description trimmed by the server too). */
export function useCreateSetWithCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      title: string;
      description: string;
      card: DictionaryCard;
    }): Promise<AddedTo> => {
      const { set } = await unwrap(
        api.sets.$post({
          json: { title: input.title, description: input.description, cards: [input.card] },
        }),
      );
      return { setId: set.id, title: set.title };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }),
  });
}

/** Appends the card to an existing set. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      setId: string;
      title: string;
      card: DictionaryCard;
    }): Promise<AddedTo> => {
      await unwrap(
        api.sets[':setId'].cards.$post({ param: { setId: input.setId }, json: input.card }),
      );
      return { setId: input.setId, title: input.title };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }),
  });
}

/**
 * The message of a failed add (spec §8 Add-to-set): the text of the server's error code in the
 * interface language, else `fallback`
 * ('Failed to create set' / 'Failed to add card') for an answer without one, else `exception`
 * ('An error occurred') when the request itself failed.
 */
export function addToSetError(error: unknown, fallback: string, exception: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return exception;
  return error.code === 'HTTP_ERROR' ? fallback : errorMessage(error);
}
