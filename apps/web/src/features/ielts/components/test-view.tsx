/**
 * The test view of a list screen (spec §2, §4 "Test list"): 'Back to Tests' and the test itself,
 * 'Loading test...' while its content loads; a test whose content is missing or invalid (spec §5)
 * calls `onNotReady` so the list shows 'Test chưa sẵn sàng!'.
 */
import type { IeltsSkill } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { testReadyQuery } from '../lib/content-query.ts';

/** What every test runner takes: the test to run and how to leave it. */
export interface TestRunnerProps {
  testNumber: number;
  onExit: () => void;
}

export type TestRunner = ComponentType<TestRunnerProps>;

/** The chosen test with 'Back to Tests' (see the module docstring). */
export function TestView({
  skill,
  testNumber,
  runner: Runner,
  onBack,
  onNotReady,
}: {
  skill: IeltsSkill;
  testNumber: number;
  /** The skill's runner; none yet for listening and speaking. */
  runner: TestRunner | undefined;
  onBack: () => void;
  onNotReady: () => void;
}) {
  const t = useT();
  const ready = useQuery({ ...testReadyQuery(skill, testNumber), enabled: Runner !== undefined });
  const notReady = Runner === undefined || ready.isError;
  useEffect(() => {
    if (notReady) onNotReady();
  }, [notReady, onNotReady]);
  return (
    <div>
      <Button variant="secondary" onClick={onBack} data-testid="back-to-tests">
        {t('ielts.backToTests')}
      </Button>
      <div className="mt-4">
        {Runner && ready.isSuccess ? (
          <Runner testNumber={testNumber} onExit={onBack} />
        ) : notReady ? null : (
          <Spinner label={t('ielts.loadingTest')} className="py-16" />
        )}
      </div>
    </div>
  );
}
