/**
 * A Speaking test from start to saved self-rating (issue 11): loads and validates the test's
 * content (its own chunk; 'Đang tải...' meanwhile; 'Test chưa sẵn sàng!' when it is missing
 * or invalid), then runs it (components/speaking-session.tsx). 'Làm lại' starts a fresh run.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { speakingContentQuery } from '../lib/content-query.ts';
import { SpeakingSession } from './components/speaking-session.tsx';

/** Speaking test `testNumber` (1-5); `onExit` goes back to the list of tests. */
export function SpeakingTest({ testNumber, onExit }: { testNumber: number; onExit: () => void }) {
  const content = useQuery(speakingContentQuery(testNumber));
  const [run, setRun] = useState(0);
  const t = useT();
  if (content.isPending) return <Spinner label={t('common.loading')} className="py-16" />;
  if (content.isError) return <Alert tone="error">{t('speaking.notReady')}</Alert>;
  return (
    <SpeakingSession
      key={run}
      test={content.data}
      onRetry={() => {
        setRun((r) => r + 1);
        window.scrollTo({ top: 0 });
      }}
      onExit={onExit}
    />
  );
}
