/** Queries and mutations of the owner's flashcard sets (/api/sets). */
import type { SetInput } from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapEmpty } from '../../../lib/api-client.ts';
import { KEPT_OFFLINE } from '../../../lib/query-client.ts';

export const setsKeys = {
  all: ['sets'] as const,
  list: () => [...setsKeys.all, 'list'] as const,
  detail: (setId: string) => [...setsKeys.all, 'detail', setId] as const,
};

/**
 * Always refetched on mount: due counts change with every study session and with the clock.
 * Kept on this device for use offline (issue 34 §1).
 */
export const setListQuery = () =>
  queryOptions({
    queryKey: setsKeys.list(),
    queryFn: async () => (await unwrap(api.sets.$get())).sets,
    staleTime: 0,
    meta: KEPT_OFFLINE,
  });

export const setDetailQuery = (setId: string) =>
  queryOptions({
    queryKey: setsKeys.detail(setId),
    queryFn: async () => (await unwrap(api.sets[':setId'].$get({ param: { setId } }))).set,
    staleTime: 0,
  });

/** Creates (setId null) or replaces a set. */
export function useSaveSet(setId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetInput) => {
      const body =
        setId === null
          ? await unwrap(api.sets.$post({ json: input }))
          : await unwrap(api.sets[':setId'].$put({ param: { setId }, json: input }));
      return body.set;
    },
    onSuccess: (set) => {
      queryClient.setQueryData(setsKeys.detail(set.id), set);
      return queryClient.invalidateQueries({ queryKey: setsKeys.list() });
    },
  });
}

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: string) => unwrapEmpty(api.sets[':setId'].$delete({ param: { setId } })),
    onSuccess: (_data, setId) => {
      queryClient.removeQueries({ queryKey: setsKeys.detail(setId) });
      return queryClient.invalidateQueries({ queryKey: setsKeys.list() });
    },
  });
}

export function useAddStarterSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.sets.starter.$post())).set,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setsKeys.list() }),
  });
}
