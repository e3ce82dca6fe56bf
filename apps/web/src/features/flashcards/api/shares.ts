/**
 * Queries and mutations of a set's shares (/api/sets/:setId/shares), of the classes it is
 * assigned to as its owner sees them (/api/sets/:setId/classes, issue 34 §22), and "save a
 * copy".
 */
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharesKey(setId) }),
        queryClient.invalidateQueries({ queryKey: setClassesKey(setId) }),
      ]),
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
    // a class the recipient had assigned the set to may stop reaching it
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharesKey(setId) }),
        queryClient.invalidateQueries({ queryKey: setClassesKey(setId) }),
      ]),
  });
}

const setClassesKey = (setId: string) => [...setsKeys.all, 'classes', setId] as const;

/** The classes the owner's set is assigned to (who assigned it, learners, whether it reaches them). */
export const setClassesQuery = (setId: string) =>
  queryOptions({
    queryKey: setClassesKey(setId),
    queryFn: async () =>
      (await unwrap(api.sets[':setId'].classes.$get({ param: { setId } }))).classes,
  });

/** Ends the set's assignment to a class (its owner). */
export function useEndAssignment(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      unwrapEmpty(api.sets[':setId'].classes[':classId'].$delete({ param: { setId, classId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setClassesKey(setId) }),
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
