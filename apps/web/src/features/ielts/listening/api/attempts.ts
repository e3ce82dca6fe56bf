/** Submitting a Listening attempt (POST /api/ielts/listening/:testNumber/attempts). */
import type { ListeningAttemptInput } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api-client.ts';
import { useInvalidateIeltsResults } from '../../api/results.ts';
import type { SubmittedAttempt } from '../../reading/api/attempts.ts';

export type { SubmittedAttempt };

/**
 * Marks and saves an attempt on the server: answers the saved result (raw score /40, band) and
 * the marked answers; on success the learner's results are refetched.
 */
export function useSubmitListening(testNumber: number) {
  const invalidate = useInvalidateIeltsResults();
  return useMutation({
    mutationFn: async (input: ListeningAttemptInput): Promise<SubmittedAttempt> =>
      unwrap(
        api.ielts.listening[':testNumber'].attempts.$post({
          param: { testNumber: String(testNumber) },
          json: input,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}
