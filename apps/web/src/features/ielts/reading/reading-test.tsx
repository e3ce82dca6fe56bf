/**
 * A Reading test from start to review (issue 10): loads and validates the test's content (its
 * own chunk) and the attempt kept in IndexedDB ('Đang tải đề...' meanwhile), runs or resumes it,
 * submits it, then shows the review with
 * 'Làm lại' (the list's test view has 'Back to Tests'). Content that is missing or invalid shows 'Test chưa sẵn sàng!'
 * (spec §5) and goes back to the list after a moment.
 */
import { NotReady } from '../components/not-ready.tsx';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/session.tsx';
import { readingContentQuery } from '../lib/content-query.ts';
import { useKeptAttempt } from '../lib/use-kept-attempt.ts';
import { ReadingRunner, type FinishedAttempt } from './components/reading-runner.tsx';
import { clearSnapshot, loadSnapshot, snapshotKey } from './lib/runner-storage.ts';
import { ReadingReview } from './reading-review.tsx';

/** Reading test `testNumber` (1-5); `onExit` goes back to the list of tests. */
export function ReadingTest({ testNumber, onExit }: { testNumber: number; onExit: () => void }) {
  const t = useT();
  const content = useQuery(readingContentQuery(testNumber));
  const storageKey = snapshotKey(useSession().data?.user.id ?? 'signed-out', testNumber);
  const [run, setRun] = useState(0);
  // the attempt kept in IndexedDB: undefined while it is read, null when there is none
  const [kept, setKept] = useKeptAttempt(loadSnapshot, storageKey);
  const [finished, setFinished] = useState<FinishedAttempt | null>(null);
  const onSubmitted = useCallback((attempt: FinishedAttempt) => {
    setFinished(attempt);
    window.scrollTo({ top: 0 });
  }, []);

  if (content.isPending || kept === undefined)
    return <Spinner label={t('ielts.loadingTest')} className="py-16" />;
  if (content.isError) return <NotReady onExit={onExit} />;
  if (finished) {
    return (
      <ReadingReview
        test={content.data}
        answers={finished.answers}
        lookedUp={finished.lookedUp}
        result={finished.result}
        actions={
          <Button
            onClick={() => {
              void clearSnapshot(storageKey);
              setKept(null);
              setFinished(null);
              setRun((r) => r + 1);
            }}
          >
            {t('ielts.retake')}
          </Button>
        }
      />
    );
  }
  return (
    <ReadingRunner
      key={`${storageKey}:${run}`}
      test={content.data}
      storageKey={storageKey}
      initial={kept}
      onSubmitted={onSubmitted}
    />
  );
}
