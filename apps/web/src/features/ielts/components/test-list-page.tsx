/**
 * /dashboard/ielts/{reading,listening,writing,speaking} (spec §2 "IELTS list screens"): title,
 * blurb, three tiles, the cards with the learner's bests and history; choosing a test replaces
 * the list with the test view (the chosen test is kept in the address, `?test=n`, so a reload
 * returns to it). Coming back to the list refetches the results.
 */
import type { IeltsSkill } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { skillResultsQuery, useInvalidateIeltsResults } from '../api/results.ts';
import { useIeltsFormat } from '../lib/format.ts';
import { catalogueOf } from '../lib/skills.ts';
import { SpeakingNotice } from './speaking-notice.tsx';
import { StatTile } from './stat-tile.tsx';
import { TestCard } from './test-card.tsx';
import { TaskFilter, useTaskFilter } from './task-filter.tsx';
import { TestView, type TestRunner } from './test-view.tsx';

/** The chosen test number from `?test=`, or null when none (or not a test of the catalogue). */
function chosenTest(params: URLSearchParams, numbers: readonly number[]): number | null {
  const value = Number(params.get('test'));
  return numbers.includes(value) ? value : null;
}

/** The list screen of `skill`, or the chosen test's view. */
export function TestListPage({
  skill,
  runner,
}: {
  skill: IeltsSkill;
  /** The skill's test runner (none for skills whose tests are not built yet). */
  runner?: TestRunner;
}) {
  const entries = catalogueOf(skill);
  const [params, setParams] = useSearchParams();
  const testNumber = chosenTest(
    params,
    entries.map((e) => e.testNumber),
  );
  const [notReady, setNotReady] = useState(false);
  const invalidate = useInvalidateIeltsResults();

  const open = (n: number) => {
    setNotReady(false);
    setParams({ test: String(n) });
  };
  const back = useCallback(() => {
    setParams({}, { replace: false });
    void invalidate();
  }, [setParams, invalidate]);
  const refuse = useCallback(() => {
    setNotReady(true);
    setParams({}, { replace: true });
  }, [setParams]);

  if (testNumber !== null) {
    return (
      <TestView
        key={testNumber}
        skill={skill}
        testNumber={testNumber}
        runner={runner}
        onBack={back}
        onNotReady={refuse}
      />
    );
  }
  return <TestList skill={skill} notReady={notReady} onStart={open} />;
}

function TestList({
  skill,
  notReady,
  onStart,
}: {
  skill: IeltsSkill;
  notReady: boolean;
  onStart: (testNumber: number) => void;
}) {
  const t = useT();
  const format = useIeltsFormat();
  const results = useQuery(skillResultsQuery(skill));
  const [filter, setFilter] = useTaskFilter();
  const entries = catalogueOf(skill);
  const shown = entries.filter((e) => filter === 'all' || ('task' in e && e.task === filter));
  const loading = results.isPending && !results.isError;
  const data = results.data;
  const average = data?.average ?? null;
  // On a phone the tests come right after the title, so a test's start is on the first screen
  // (issue 18 §2); the notice and the figures follow them (nothing in them takes focus).
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl">{t('ielts.list.title', { skill })}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('ielts.list.blurb', { skill })}
        </p>
      </div>
      {notReady ? <Alert tone="error">{t('ielts.testNotReady')}</Alert> : null}
      {skill === 'speaking' ? (
        <div className="order-2 sm:order-none">
          <SpeakingNotice />
        </div>
      ) : null}
      {results.isError ? <Alert tone="error">{t('ielts.fetchResultsFailed')}</Alert> : null}
      <dl className="order-3 grid grid-cols-3 gap-2 sm:order-none sm:gap-3">
        <StatTile
          label={t('ielts.list.available')}
          value={format.number(entries.length)}
          loading={false}
          testId="tile-available"
        />
        <StatTile
          label={t('ielts.list.average', { skill })}
          value={average === null ? null : format.skillValue(skill, average)}
          loading={loading}
          testId="tile-average"
        />
        <StatTile
          label={t('ielts.list.completed', { skill })}
          value={data ? format.number(data.totalCompleted) : null}
          loading={loading}
          testId="tile-completed"
        />
      </dl>
      <div className="order-1 flex flex-col gap-4 sm:order-none">
        {skill === 'writing' ? <TaskFilter value={filter} onChange={setFilter} /> : null}
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((entry) => (
            <TestCard
              key={entry.id}
              skill={skill}
              entry={entry}
              summary={data?.tests.find((t) => t.testNumber === entry.testNumber)}
              attempts={data?.attempts.filter((a) => a.testNumber === entry.testNumber) ?? []}
              onStart={() => onStart(entry.testNumber)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
