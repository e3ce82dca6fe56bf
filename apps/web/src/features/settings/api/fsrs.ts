/**
 * FSRS's optimiser (issue 19 §2; GET/POST /api/study/fsrs/optimization): the status (reviews in
 * the log, the 400 required, the last run) and a run, after which the learner's preferences
 * (their parameters) are read again so that study uses them.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { preferencesKey, savePreferences } from '../../../lib/preferences.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';

export const fsrsKeys = { status: ['study', 'fsrs', 'optimization'] as const };

/** Whether optimising is offered, and what the last run found. */
export const fsrsStatusQuery = () =>
  queryOptions({
    queryKey: fsrsKeys.status,
    queryFn: () => unwrap(api.study.fsrs.optimization.$get()),
    staleTime: 0,
  });

/** Runs the optimiser (seconds on a long log); refreshes the status and the preferences. */
export function useOptimizeFsrs(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.study.fsrs.optimization.$post({ query: { timeZone: learnerTimeZone() } })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: fsrsKeys.status });
      void queryClient.invalidateQueries({ queryKey: preferencesKey(userId) });
    },
  });
}

/** Goes back to FSRS-6's parameters (PATCH preferences; memory states replayed with them). */
export function useResetFsrs(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => savePreferences({ fsrsParameters: null }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesKey(userId), saved);
      await queryClient.invalidateQueries({ queryKey: fsrsKeys.status });
    },
  });
}
