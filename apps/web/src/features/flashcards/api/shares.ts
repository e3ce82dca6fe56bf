/** Queries and mutations of a set's shares (/api/sets/:setId/shares) and "save a copy". */
import type { SharePermission } from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapEmpty } from '../../../lib/api-client.ts';
import { setsKeys } from './sets.ts';

const sharesKey = (setId: string) => [...setsKeys.all, 'shares', setId] as const;

/** The owner's shares of a set, oldest first. */
export const sharesQuery = (setId: string) =>
  queryOptions({
    queryKey: sharesKey(setId),
    queryFn: async () =>
      (await unwrap(api.sets[':setId'].shares.$get({ param: { setId } }))).shares,
  });

/** Shares with an e-mail (or changes that e-mail's permission), then refreshes the list. */
export function useShareSet(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; permission: SharePermission }) =>
      (await unwrap(api.sets[':setId'].shares.$post({ param: { setId }, json: input }))).share,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(setId) }),
  });
}

/** Changes a share's permission. */
export function useUpdateShare(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { shareId: string; permission: SharePermission }) =>
      (
        await unwrap(
          api.sets[':setId'].shares[':shareId'].$patch({
            param: { setId, shareId: input.shareId },
            json: { permission: input.permission },
          }),
        )
      ).share,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(setId) }),
  });
}

/** Revokes a share. */
export function useRevokeShare(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      unwrapEmpty(api.sets[':setId'].shares[':shareId'].$delete({ param: { setId, shareId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(setId) }),
  });
}

/** "Lưu bản sao": an independent copy of a readable set, owned by the learner. */
export function useCopySet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setId: string) =>
      (await unwrap(api.sets[':setId'].copy.$post({ param: { setId } }))).set,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setsKeys.list() }),
  });
}
