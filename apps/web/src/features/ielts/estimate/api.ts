/**
 * The estimated band (issue 23 §3; docs/api.md "IELTS practice"): GET /api/ielts/estimate says
 * whether the server has a language model (LLM_URL), POST asks it for an estimate.
 */
import type { BandEstimateRequest } from '@app/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** Whether the server estimates bands; fetched once per page load. */
export const estimateAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['ielts', 'estimate', 'available'],
    queryFn: async () => (await unwrap(api.ielts.estimate.$get())).available,
    staleTime: Infinity,
  });

/** Asks for one estimate (not cached: each press is a new call to the model). */
export function useBandEstimate() {
  return useMutation({
    mutationFn: async (input: BandEstimateRequest) =>
      unwrap(api.ielts.estimate.$post({ json: input })),
  });
}
