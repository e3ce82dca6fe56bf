/**
 * Queries and mutations of classes (/api/classes, issue 22 §1), and of the invitations addressed
 * to the caller (issue 34 §25). A change that can add or remove
 * an assigned set also refreshes the set list (its query key is the flashcards feature's
 * ['sets', 'list']; features do not import each other, so it is named here).
 */
import type {
  ClassAssignmentInput,
  ClassJoinInput,
  ClassUpdateInput,
  Language,
} from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapEmpty } from '../../../lib/api-client.ts';
import { KEPT_OFFLINE } from '../../../lib/query-client.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';

export const classKeys = {
  all: ['classes'] as const,
  list: () => [...classKeys.all, 'list'] as const,
  detail: (classId: string) => [...classKeys.all, 'detail', classId] as const,
  progress: (classId: string) => [...classKeys.all, 'progress', classId] as const,
  ownProgress: (classId: string) => [...classKeys.all, 'progress', classId, 'me'] as const,
  invitations: () => [...classKeys.all, 'invitations'] as const,
};
/** The flashcards feature's set list (GET /api/sets). */
export const SET_LIST_KEY = ['sets', 'list'] as const;

/** The caller's classes (GET /api/classes). */
export const classListQuery = () =>
  queryOptions({
    queryKey: classKeys.list(),
    queryFn: async () => (await unwrap(api.classes.$get())).classes,
    staleTime: 0,
    // the dashboard's tile offline (issue 34 §1): the classes, not "none"
    meta: KEPT_OFFLINE,
  });

/** The invitations addressed to the caller, waiting for an answer (GET /api/classes/invitations). */
export const myInvitationsQuery = () =>
  queryOptions({
    queryKey: classKeys.invitations(),
    queryFn: async () => (await unwrap(api.classes.invitations.$get())).invitations,
    staleTime: 0,
  });

/** One class as the caller may see it (GET /api/classes/:classId). */
export const classQuery = (classId: string) =>
  queryOptions({
    queryKey: classKeys.detail(classId),
    queryFn: async () => (await unwrap(api.classes[':classId'].$get({ param: { classId } }))).class,
    staleTime: 0,
  });

/** The learners' figures in the browser's time zone (teachers). */
export const progressQuery = (classId: string) =>
  queryOptions({
    queryKey: classKeys.progress(classId),
    queryFn: async () =>
      unwrap(
        api.classes[':classId'].progress.$get({
          param: { classId },
          query: { timeZone: learnerTimeZone() },
        }),
      ),
    staleTime: 0,
  });

/** The learner's own figures, as the class's teachers see them (learners). */
export const ownProgressQuery = (classId: string) =>
  queryOptions({
    queryKey: classKeys.ownProgress(classId),
    queryFn: async () =>
      unwrap(
        api.classes[':classId'].progress.me.$get({
          param: { classId },
          query: { timeZone: learnerTimeZone() },
        }),
      ),
    staleTime: 0,
  });

/** The user's own sets and those they may read (for assigning one). */
export const ownSetsQuery = () =>
  queryOptions({
    queryKey: SET_LIST_KEY,
    queryFn: async () => (await unwrap(api.sets.$get())).sets,
    staleTime: 0,
  });

/**
 * The progress as a CSV file (a plain link: the browser downloads it with the session cookie),
 * its headings in the interface `language`.
 */
export function progressCsvUrl(classId: string, language: Language): string {
  const query = new URLSearchParams({ timeZone: learnerTimeZone(), language });
  return `/api/classes/${classId}/progress.csv?${query}`;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async (classId?: string) => {
    await queryClient.invalidateQueries({ queryKey: classKeys.list() });
    if (classId) await queryClient.invalidateQueries({ queryKey: classKeys.all });
    await queryClient.invalidateQueries({ queryKey: SET_LIST_KEY });
  };
}

/** Creates a class (the caller is its teacher). */
export function useCreateClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string) => (await unwrap(api.classes.$post({ json: { name } }))).class,
    onSuccess: () => refresh(),
  });
}

/** Joins a class by its code. */
export function useJoinClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ClassJoinInput) =>
      (await unwrap(api.classes.join.$post({ json: input }))).class,
    onSuccess: (joined) => refresh(joined.id),
  });
}

/** Renames the class or regenerates / turns off its code. */
export function useUpdateClass(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ClassUpdateInput) =>
      (await unwrap(api.classes[':classId'].$patch({ param: { classId }, json: input }))).class,
    onSuccess: () => refresh(classId),
  });
}

/** A learner's IELTS consent. */
export function useUpdateSelf(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (shareIelts: boolean) =>
      (
        await unwrap(
          api.classes[':classId'].me.$patch({ param: { classId }, json: { shareIelts } }),
        )
      ).class,
    onSuccess: () => refresh(classId),
  });
}

/** Deletes the class (teachers). */
export function useDeleteClass(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => unwrapEmpty(api.classes[':classId'].$delete({ param: { classId } })),
    onSuccess: () => refresh(),
  });
}

/** Invites another teacher by e-mail (pending until they accept). */
export function useInviteTeacher(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.classes[':classId'].members.$post({ param: { classId }, json: { email } })),
    onSuccess: () => refresh(classId),
  });
}

/** Accepts an invitation addressed to the caller: they join the class. */
export function useAcceptInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { classId: string; shareIelts: boolean }) =>
      (
        await unwrap(
          api.classes[':classId'].invitation.accept.$post({
            param: { classId: input.classId },
            json: { shareIelts: input.shareIelts },
          }),
        )
      ).class,
    onSuccess: (joined) => refresh(joined.id),
  });
}

/** Declines an invitation addressed to the caller: it is forgotten. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      unwrapEmpty(api.classes[':classId'].invitation.$delete({ param: { classId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.invitations() }),
  });
}

/** Removes a member (a teacher's removal, or the caller's own id: leaving). */
export function useRemoveMember(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) =>
      unwrapEmpty(
        api.classes[':classId'].members[':userId'].$delete({ param: { classId, userId } }),
      ),
    onSuccess: () => refresh(classId),
  });
}

/** Invites a learner by e-mail. */
export function useInvite(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.classes[':classId'].invitations.$post({ param: { classId }, json: { email } })),
    onSuccess: () => refresh(classId),
  });
}

/** Cancels a pending invitation (teachers). */
export function useCancelInvitation(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (email: string) =>
      unwrapEmpty(
        api.classes[':classId'].invitations[':email'].$delete({ param: { classId, email } }),
      ),
    onSuccess: () => refresh(classId),
  });
}

/** Assigns a set (or changes its due date and note). */
export function useAssign(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ClassAssignmentInput) =>
      (await unwrap(api.classes[':classId'].assignments.$post({ param: { classId }, json: input })))
        .assignment,
    onSuccess: () => refresh(classId),
  });
}

/** Withdraws an assigned set. */
export function useWithdraw(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (setId: string) =>
      unwrapEmpty(
        api.classes[':classId'].assignments[':setId'].$delete({ param: { classId, setId } }),
      ),
    onSuccess: () => refresh(classId),
  });
}
