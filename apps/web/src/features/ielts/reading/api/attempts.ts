/** Submitting a Reading attempt (POST /api/ielts/reading/:testNumber/attempts). */
import type { MarkedAnswer, ReadingAttemptInput, TestResultDto } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api-client.ts';
import { useInvalidateIeltsResults } from '../../api/results.ts';

/** What the server answers: the saved result and the marked answers. */
export interface SubmittedAttempt {
  result: TestResultDto;
  answers: MarkedAnswer[];
}

/** Marks and saves an attempt on the server; on success the learner's results are refetched. */
export function useSubmitReading(testNumber: number) {
  const invalidate = useInvalidateIeltsResults();
  return useMutation({
    mutationFn: async (input: ReadingAttemptInput): Promise<SubmittedAttempt> =>
      unwrap(
        api.ielts.reading[':testNumber'].attempts.$post({
          param: { testNumber: String(testNumber) },
          json: input,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}
