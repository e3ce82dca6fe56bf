/**
 * A Listening test from start to review (issue 11): loads and validates the test's content and
 * finds its four recordings (content/audio/manifest.json; 'Loading test...' meanwhile), asks how
 * to take it (start-screen.tsx: 'Thi thật' or 'Luyện tập', or to go on with a test this account
 * kept), runs it (listening-runner.tsx), submits it, then shows the review with 'Làm lại' (the
 * list's test view has 'Back to Tests'). Content or audio that is missing or invalid shows
 * 'Test chưa sẵn sàng!' (spec §5) and goes back to the list after a moment.
 */
import { NotReady } from '../components/not-ready.tsx';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useTestDescription } from '../lib/description.ts';
import { useSession } from '../../../lib/session.tsx';
import { listeningContentQuery } from '../lib/content-query.ts';
import { useKeptAttempt } from '../lib/use-kept-attempt.ts';
import { ListeningRunner, type FinishedListening } from './components/listening-runner.tsx';
import { StartScreen } from './components/start-screen.tsx';
import { sectionAudioQuery } from './lib/audio-manifest.ts';
import type { ListeningMode } from './lib/exam-flow.ts';
import {
  clearListening,
  listeningKey,
  loadListening,
  type ListeningSnapshot,
} from './lib/listening-storage.ts';
import { ListeningReview } from './listening-review.tsx';

/** A new attempt in `mode`: nothing answered, part 1, no time used. */
function freshStart(mode: ListeningMode): ListeningSnapshot {
  return {
    mode,
    answers: {},
    flags: [],
    section: 1,
    startedAt: Date.now(),
    checkStartedAt: null,
  };
}

/** Listening test `testNumber` (1-5); `onExit` goes back to the list of tests. */
export function ListeningTest({ testNumber, onExit }: { testNumber: number; onExit: () => void }) {
  const t = useT();
  const describe = useTestDescription();
  const content = useQuery(listeningContentQuery(testNumber));
  const audio = useQuery(sectionAudioQuery(testNumber));
  const storageKey = listeningKey(useSession().data?.user.id ?? 'signed-out', testNumber);
  // the attempt kept in IndexedDB: undefined while it is read, null when there is none
  const [kept, setKept] = useKeptAttempt(loadListening, storageKey);
  const [running, setRunning] = useState<ListeningSnapshot | null>(null);
  const [finished, setFinished] = useState<FinishedListening | null>(null);
  const [run, setRun] = useState(0);
  const onSubmitted = useCallback((attempt: FinishedListening) => {
    setFinished(attempt);
    setRunning(null);
    window.scrollTo({ top: 0 });
  }, []);
  const begin = (snapshot: ListeningSnapshot) => {
    setRunning(snapshot);
    setRun((r) => r + 1);
    window.scrollTo({ top: 0 });
  };

  if (content.isPending || audio.isPending || kept === undefined) {
    return <Spinner label={t('ielts.loadingTest')} className="py-16" />;
  }
  if (content.isError || audio.isError) return <NotReady onExit={onExit} />;
  if (finished) {
    return (
      <ListeningReview
        test={content.data}
        answers={finished.answers}
        result={finished.result}
        mode={finished.mode}
        audio={audio.data}
        actions={
          <Button
            onClick={() => {
              setFinished(null);
              setKept(null);
              window.scrollTo({ top: 0 });
            }}
          >
            {t('ielts.retake')}
          </Button>
        }
      />
    );
  }
  if (running) {
    return (
      <ListeningRunner
        key={run}
        test={content.data}
        audio={audio.data}
        storageKey={storageKey}
        initial={running}
        onSubmitted={onSubmitted}
      />
    );
  }
  return (
    <StartScreen
      title={content.data.title}
      description={describe(content.data)}
      seconds={audio.data.map((a) => a.seconds)}
      kept={kept}
      onResume={() => kept && begin(kept)}
      onStart={(mode) => {
        void clearListening(storageKey);
        setKept(null);
        begin(freshStart(mode));
      }}
    />
  );
}
