/** Game results (POST /api/games/results) and the hub's best scores (GET /api/games/best). */
import type { GameResultInput, ReviewListAdd } from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

export const bestScoresQuery = () =>
  queryOptions({
    queryKey: ['games', 'best'],
    queryFn: async () => (await unwrap(api.games.best.$get())).best,
    staleTime: 0,
  });

/**
 * Saves a finished game (the results screen shows at once; a failed save is not retried and
 * does not interrupt the learner).
 */
export function useSaveGameResult() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (input: GameResultInput) =>
      (await unwrap(api.games.results.$post({ json: input }))).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games', 'best'] }),
  });
  return mutation.mutate;
}

/** Sends words missed in a game to the learner's review list (POST /api/review-list). */
export function useAddToReviewList() {
  return useMutation({
    mutationFn: async (input: ReviewListAdd) =>
      (await unwrap(api['review-list'].$post({ json: input }))).count,
  });
}
