/**
 * Test mode (issue 21 §2), /dashboard/flashcards/test/:setId: the setup (number of questions,
 * kinds), the generated test on one page, and its result, graded at once and saved as the game
 * 'test' (POST /api/games/results: score = right answers, the percent, the seconds from the
 * test's start to handing it in; a retake is saved too, being a test taken). The rules are the
 * domain's (learn/test-mode.ts); the set's cards come from GET /api/sets/:setId, as the games'.
 */
import {
  TEST_KINDS,
  TEST_MIN_CARDS,
  buildTest,
  defaultTestQuestionCount,
  gradeTest,
  testPlayableCards,
  testQuestionLimit,
  type GameCard,
  type TestGrade,
  type TestResponses,
  type TestSheet,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { gameCardsQuery } from '../../api/game-sets.ts';
import { useSaveGameResult } from '../../api/results.ts';
import { TestResults } from './test-results.tsx';
import { TestSetup, type TestSettings } from './test-setup.tsx';
import { TestSheetForm } from './test-sheet.tsx';

type Phase =
  | { name: 'setup' }
  | { name: 'taking'; sheet: TestSheet; startedAt: number; retake: boolean; round: number }
  | { name: 'graded'; sheet: TestSheet; grade: TestGrade; seconds: number; round: number };

const backLink = 'text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300';

function TestFlow({ set }: { set: { id: string; title: string; cards: GameCard[] } }) {
  const t = useT();
  const save = useSaveGameResult();
  const limit = testQuestionLimit(set.cards);
  const usable = testPlayableCards(set.cards).length;
  const [settings, setSettings] = useState<TestSettings>(() => ({
    count: defaultTestQuestionCount(set.cards),
    kinds: [...TEST_KINDS],
  }));
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const round = phase.name === 'setup' ? 0 : phase.round;

  if (limit === 0) {
    return (
      <Alert tone="info">
        {t('testMode.tooFew', { min: TEST_MIN_CARDS, n: usable })}{' '}
        <Link to="/dashboard/flashcards" className="font-semibold underline">
          {t('testMode.backToSets')}
        </Link>
      </Alert>
    );
  }
  const take = (sheet: TestSheet, retake: boolean) => {
    window.scrollTo({ top: 0 });
    setPhase({ name: 'taking', sheet, startedAt: Date.now(), retake, round: round + 1 });
  };
  const start = (chosen: TestSettings) => {
    setSettings(chosen);
    take(buildTest(set.cards, chosen, Math.random), false);
  };
  const retake = (cardIds: string[]) => {
    const options = { count: cardIds.length, kinds: settings.kinds, cardIds };
    const sheet = buildTest(set.cards, options, Math.random);
    // the missed cards may have left the set since (a reload of its cards): a new test then
    if (sheet.questions.length === 0) setPhase({ name: 'setup' });
    else take(sheet, true);
  };
  const submit = (sheet: TestSheet, startedAt: number, responses: TestResponses) => {
    const grade = gradeTest(sheet, responses);
    const seconds = Math.min(86_400, Math.round((Date.now() - startedAt) / 1000));
    save({
      game: 'test',
      setId: set.id,
      score: grade.right,
      accuracyPercent: grade.percent,
      durationSeconds: seconds,
    });
    setPhase({ name: 'graded', sheet, grade, seconds, round });
  };

  if (phase.name === 'setup') {
    return <TestSetup limit={limit} usable={usable} initial={settings} onStart={start} />;
  }
  if (phase.name === 'taking') {
    return (
      <>
        {phase.retake ? (
          <p className="mb-4 font-semibold text-slate-700 dark:text-slate-300">
            {t('testMode.retakeTitle')}
          </p>
        ) : null}
        <TestSheetForm
          key={phase.round}
          sheet={phase.sheet}
          onSubmit={(responses) => submit(phase.sheet, phase.startedAt, responses)}
        />
      </>
    );
  }
  return (
    <TestResults
      key={phase.round}
      setId={set.id}
      sheet={phase.sheet}
      grade={phase.grade}
      seconds={phase.seconds}
      onRetake={retake}
      onAgain={() => setPhase({ name: 'setup' })}
    />
  );
}

export function TestPage({ setId }: { setId: string }) {
  const t = useT();
  const set = useQuery(gameCardsQuery(setId));
  return (
    <div className="mx-auto max-w-2xl" data-testid="test-page">
      <Link to="/dashboard/flashcards" className={backLink}>
        {t('testMode.backToSets')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-black break-words sm:text-3xl">
        {set.isSuccess ? t('testMode.title', { title: set.data.title }) : t('testMode.open')}
      </h1>
      {set.isPending ? <Spinner label={t('common.loading')} className="py-12" /> : null}
      {set.isError ? <Alert tone="error">{errorMessage(set.error)}</Alert> : null}
      {set.isSuccess ? <TestFlow set={set.data} /> : null}
    </div>
  );
}
