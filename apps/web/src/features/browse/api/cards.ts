/**
 * Queries and mutations of the card browser (/api/cards, issue 19 §3): the search as pages
 * ("Xem thêm" fetches the next), the learner's sets for the set filter, their rollover hour,
 * and suspend, unsuspend and reset of one card.
 */
import type { BrowseCardDto, CardFilter, CardSearchResponse } from '@app/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';

/** Cards per page of results. */
export const PAGE_SIZE = 50;

export const browseKeys = {
  all: ['browse'] as const,
  search: (q: string, filter: CardFilter, setId: string) =>
    [...browseKeys.all, 'search', { q, filter, setId }] as const,
  sets: () => [...browseKeys.all, 'sets'] as const,
  preferences: () => [...browseKeys.all, 'preferences'] as const,
};

/** The search for `q` (trimmed), `filter` and `setId` ('' for every set), page by page. */
export const searchQuery = (q: string, filter: CardFilter, setId: string) =>
  infiniteQueryOptions({
    queryKey: browseKeys.search(q, filter, setId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.cards.search.$get(
          {
            query: {
              q,
              filter,
              timeZone: learnerTimeZone(),
              offset: String(pageParam),
              limit: String(PAGE_SIZE),
              ...(setId === '' ? {} : { setId }),
            },
          },
          { init: { signal } },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: CardSearchResponse, pages: CardSearchResponse[]) => {
      const loaded = pages.reduce((n, page) => n + page.cards.length, 0);
      return loaded < last.total && last.cards.length > 0 ? loaded : undefined;
    },
    staleTime: 0,
  });

/** The learner's sets (own and shared) for the set filter: id, title, colour. */
export const setOptionsQuery = () =>
  queryOptions({
    queryKey: browseKeys.sets(),
    queryFn: async () =>
      (await unwrap(api.sets.$get())).sets.map((set) => ({ id: set.id, title: set.title })),
  });

/** The hour the learner's day begins (what "due today" means on a card). */
export const dayStartQuery = () =>
  queryOptions({
    queryKey: browseKeys.preferences(),
    queryFn: async () => (await unwrap(api.account.preferences.$get())).dayStartsAtHour,
  });

type Pages = InfiniteData<CardSearchResponse, number>;

/** Puts the changed card into every cached result page (the filters refetch on their own). */
function patchCard(
  pages: Pages | undefined,
  cardId: string,
  change: (card: BrowseCardDto) => BrowseCardDto,
): Pages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      cards: page.cards.map((card) => (card.card.id === cardId ? change(card) : card)),
    })),
  };
}

/** Suspends (true) or unsuspends (false) a card for the learner. */
export function useSuspendCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, suspended }: { cardId: string; suspended: boolean; front: string }) =>
      unwrap(
        suspended
          ? api.cards[':cardId'].suspension.$put({ param: { cardId } })
          : api.cards[':cardId'].suspension.$delete({ param: { cardId } }),
      ),
    onSuccess: ({ cardId, suspended }) => {
      queryClient.setQueriesData<Pages>({ queryKey: [...browseKeys.all, 'search'] }, (pages) =>
        patchCard(pages, cardId, (card) => ({ ...card, suspended })),
      );
    },
  });
}

/** Resets the learner's progress on a card: it becomes new. */
export function useResetCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId }: { cardId: string; front: string }) =>
      unwrap(api.cards[':cardId'].reset.$post({ param: { cardId } })),
    onSuccess: ({ cardId }) => {
      queryClient.setQueriesData<Pages>({ queryKey: [...browseKeys.all, 'search'] }, (pages) =>
        patchCard(pages, cardId, (card) => ({ ...card, review: null })),
      );
    },
  });
}
