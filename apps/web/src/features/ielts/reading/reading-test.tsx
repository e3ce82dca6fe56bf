/**
 * A Reading test from start to review (issue 10): loads and validates the test's content (its
 * own chunk; 'Loading test...' meanwhile), runs it, submits it, then shows the review with
 * 'Làm lại' (the list's test view has 'Back to Tests'). Content that is missing or invalid shows 'Test chưa sẵn sàng!'
 * (spec §5) and goes back to the list after a moment.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.tsx';
import { readingContentQuery } from '../lib/content-query.ts';
import { TEST_NOT_READY } from '../lib/test-content.ts';
import { ReadingRunner, type FinishedAttempt } from './components/reading-runner.tsx';
import { clearSnapshot, snapshotKey } from './lib/runner-storage.ts';
import { ReadingReview } from './reading-review.tsx';

/** How long 'Test chưa sẵn sàng!' stays before going back to the list (ms). */
const NOT_READY_MS = 2500;

function NotReady({ onExit }: { onExit: () => void }) {
  useEffect(() => {
    const id = window.setTimeout(onExit, NOT_READY_MS);
    return () => window.clearTimeout(id);
  }, [onExit]);
  return (
    <div className="mx-auto max-w-xl space-y-3">
      <Alert tone="error">{TEST_NOT_READY}</Alert>
      <Button variant="secondary" onClick={onExit}>
        Back to Tests
      </Button>
    </div>
  );
}

/** Reading test `testNumber` (1-5); `onExit` goes back to the list of tests. */
export function ReadingTest({ testNumber, onExit }: { testNumber: number; onExit: () => void }) {
  const content = useQuery(readingContentQuery(testNumber));
  const storageKey = snapshotKey(useSession().data?.user.id ?? 'signed-out', testNumber);
  const [run, setRun] = useState(0);
  const [finished, setFinished] = useState<FinishedAttempt | null>(null);
  const onSubmitted = useCallback((attempt: FinishedAttempt) => {
    setFinished(attempt);
    window.scrollTo({ top: 0 });
  }, []);

  if (content.isPending) return <Spinner label="Loading test..." className="py-16" />;
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
              clearSnapshot(storageKey);
              setFinished(null);
              setRun((r) => r + 1);
            }}
          >
            Làm lại
          </Button>
        }
      />
    );
  }
  return (
    <ReadingRunner
      key={run}
      test={content.data}
      storageKey={storageKey}
      onSubmitted={onSubmitted}
    />
  );
}
