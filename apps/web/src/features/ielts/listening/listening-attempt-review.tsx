/**
 * A Listening attempt on its results page: the same review the runner shows after submitting
 * (listening-review.tsx), once the test's content has loaded; the recordings are offered when
 * the build has them.
 */
import type { MarkedAnswer, TestResultDto } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { listeningContentQuery } from '../lib/content-query.ts';
import { sectionAudioQuery } from './lib/audio-manifest.ts';
import type { ListeningMode } from './lib/exam-flow.ts';
import { ListeningReview } from './listening-review.tsx';

/** The review of a saved Listening attempt (see the module docstring). */
export function ListeningAttemptReview({
  result,
  answers,
  mode,
}: {
  result: TestResultDto;
  answers: readonly MarkedAnswer[];
  mode: ListeningMode;
}) {
  const t = useT();
  const content = useQuery(listeningContentQuery(result.testNumber));
  const audio = useQuery(sectionAudioQuery(result.testNumber));
  if (content.isPending) return <Spinner label={t('ielts.loadingTest')} className="py-16" />;
  if (content.isError) return <Alert tone="error">{t('ielts.testNotReady')}</Alert>;
  return (
    <ListeningReview
      test={content.data}
      answers={answers}
      result={result}
      mode={mode}
      audio={audio.data}
    />
  );
}
