/**
 * A Reading attempt on its results page: the same review the runner shows after submitting
 * (reading/reading-review.tsx: score, estimated band, the word offer, every question with the
 * learner's answer, the key and its explanation), once the test's content has loaded.
 */
import type { MarkedAnswer, TestResultDto } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { readingContentQuery } from '../lib/content-query.ts';
import { ReadingReview } from '../reading/reading-review.tsx';

/** The review of a saved Reading attempt (see the module docstring). */
export function ReadingAttemptReview({
  result,
  answers,
  lookedUp,
}: {
  result: TestResultDto;
  answers: readonly MarkedAnswer[];
  lookedUp: readonly string[];
}) {
  const t = useT();
  const content = useQuery(readingContentQuery(result.testNumber));
  if (content.isPending) return <Spinner label={t('ielts.loadingTest')} className="py-16" />;
  if (content.isError) return <Alert tone="error">{t('ielts.testNotReady')}</Alert>;
  return (
    <ReadingReview test={content.data} answers={answers} lookedUp={lookedUp} result={result} />
  );
}
