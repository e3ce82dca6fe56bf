/**
 * The learner's IELTS results (issue 10): a skill's summaries and attempts
 * (GET /api/ielts/results?skill=), the hub's averages and progress (GET /api/ielts/overview),
 * one attempt (GET /api/ielts/results/:id), and a Writing submission. Every submission
 * invalidates the results and the overview (useInvalidateIeltsResults).
 */
import type { WritingAttemptInput } from '@app/contracts';
import type { IeltsSkill } from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** The root of every results query (content queries live apart, under 'ielts-content'). */
const RESULTS_ROOT = ['ielts', 'results'] as const;

/** A skill's per-test summaries, average, total and attempts (newest first). */
export const skillResultsQuery = (skill: IeltsSkill) =>
  queryOptions({
    queryKey: [...RESULTS_ROOT, 'skill', skill],
    queryFn: () => unwrap(api.ielts.results.$get({ query: { skill } })),
    staleTime: 0,
  });

/** The hub's four averages and each skill's progress (oldest first). */
export const overviewQuery = () =>
  queryOptions({
    queryKey: [...RESULTS_ROOT, 'overview'],
    queryFn: () => unwrap(api.ielts.overview.$get()),
    staleTime: 0,
  });

function fetchAttempt(id: string) {
  return unwrap(api.ielts.results[':id'].$get({ param: { id } }));
}

/** One attempt with its review: `reading` or `writing` details, or neither. */
export type IeltsAttempt = Awaited<ReturnType<typeof fetchAttempt>>;

/** One attempt with its review; a 404 (not found, not theirs) is not retried. */
export const attemptQuery = (id: string) =>
  queryOptions({
    queryKey: [...RESULTS_ROOT, 'attempt', id],
    queryFn: () => fetchAttempt(id),
  });

/** Marks every results query stale (after any test is submitted, from any runner). */
export function useInvalidateIeltsResults(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: RESULTS_ROOT });
}

/** Submits an essay (POST /api/ielts/writing/:testNumber/attempts): its result and feedback. */
export function useSubmitWriting(testNumber: number) {
  const invalidate = useInvalidateIeltsResults();
  return useMutation({
    mutationFn: (input: WritingAttemptInput) =>
      unwrap(
        api.ielts.writing[':testNumber'].attempts.$post({
          param: { testNumber: String(testNumber) },
          json: input,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}
