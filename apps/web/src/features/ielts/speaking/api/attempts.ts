/** Saving a Speaking attempt (POST /api/ielts/speaking/:testNumber/attempts; issue 11). */
import type { SpeakingAttemptInput, TestResultDto } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api-client.ts';
import { useInvalidateIeltsResults } from '../../api/results.ts';

/** Saves the self-ratings and answers; on success the learner's results are refetched. */
export function useSubmitSpeaking(testNumber: number) {
  const invalidate = useInvalidateIeltsResults();
  return useMutation({
    mutationFn: async (input: SpeakingAttemptInput): Promise<{ result: TestResultDto }> =>
      unwrap(
        api.ielts.speaking[':testNumber'].attempts.$post({
          param: { testNumber: String(testNumber) },
          json: input,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}
