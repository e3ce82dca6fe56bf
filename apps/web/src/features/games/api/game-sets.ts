/**
 * The sets a game can be played with (spec §2 Games: the learner's own and shared sets with
 * enough cards) and one set's cards. Same query keys as the flashcards feature, so the list is
 * shared in the cache.
 */
import type { GameCard } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

export const gameSetsQuery = () =>
  queryOptions({
    queryKey: ['sets', 'list'],
    queryFn: async () => (await unwrap(api.sets.$get())).sets,
    staleTime: 0,
  });

/** A set's title and its cards as the games use them (id, front, back). */
export const gameCardsQuery = (setId: string) =>
  queryOptions({
    queryKey: ['sets', 'detail', setId],
    queryFn: async () => (await unwrap(api.sets[':setId'].$get({ param: { setId } }))).set,
    select: (set) => ({
      id: set.id,
      title: set.title,
      cards: set.cards.map((card): GameCard => ({
        id: card.id,
        front: card.front,
        back: card.back,
      })),
    }),
  });
