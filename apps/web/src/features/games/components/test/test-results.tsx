/**
 * A graded test (issue 21 §2): the score (right answers of the total), the percent and the time;
 * every wrong (or blank) answer with the right one and what the learner gave; written answers
 * that only lacked accents ("Thiếu dấu", counted right) with their right form; then 'Ôn các từ
 * sai' (the missed cards onto the review list, POST /api/review-list, game 'test'), 'Làm lại các
 * câu sai' (a retake of only those) and 'Làm bài mới' (back to the setup).
 */
import {
  missedTestCards,
  type GradedTestQuestion,
  type TestGrade,
  type TestQuestion,
  type TestSheet,
} from '@app/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Figure } from '../../../../components/ui/figure.tsx';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useAddToReviewList } from '../../api/results.ts';

type T = ReturnType<typeof useT>;

/** The right answer as the list shows it. */
function rightAnswer(t: T, question: TestQuestion): string {
  if (question.kind !== 'true-false')
    return t('testMode.results.rightAnswer', { answer: question.meaning });
  const verdict = t(question.truth ? 'testMode.true' : 'testMode.false');
  return t('testMode.results.trueFalseAnswer', {
    verdict,
    term: question.term,
    meaning: question.meaning,
  });
}

/** What the learner gave, as the list shows it. */
function givenAnswer(t: T, question: TestQuestion, graded: GradedTestQuestion): string {
  if (graded.given === null) return t('testMode.results.notAnswered');
  const given =
    question.kind === 'true-false'
      ? t(graded.given === 'true' ? 'testMode.true' : 'testMode.false')
      : graded.given;
  return t('testMode.results.given', { given });
}

function WrongList({ sheet, grade }: { sheet: TestSheet; grade: TestGrade }) {
  const t = useT();
  const wrong = grade.questions.filter((graded) => !graded.right);
  if (wrong.length === 0) {
    return (
      <Alert tone="success" className="mt-6">
        {t('testMode.results.allRight')}
      </Alert>
    );
  }
  return (
    <section className="mt-6" aria-labelledby="test-wrong-title" data-testid="test-wrong">
      <h3 id="test-wrong-title" className="text-lg font-bold">
        {t('testMode.results.wrongTitle', { n: wrong.length })}
      </h3>
      <ol className="mt-2 space-y-2">
        {wrong.map((graded) => {
          const question = sheet.questions.find((q) => q.id === graded.questionId)!;
          return (
            <li
              key={graded.questionId}
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm dark:border-red-900 dark:bg-red-950/50"
              data-testid="test-wrong-item"
            >
              <p className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
                {t('testMode.question', { n: question.number })} ·{' '}
                {t(`testMode.kinds.${question.kind}`)}
              </p>
              <p className="mt-0.5 text-base font-bold break-words">{question.term}</p>
              <p className="mt-1 break-words text-emerald-800 dark:text-emerald-300">
                {rightAnswer(t, question)}
              </p>
              <p className="break-words text-red-800 dark:text-red-200">
                {givenAnswer(t, question, graded)}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function MissingMarks({ sheet, grade }: { sheet: TestSheet; grade: TestGrade }) {
  const t = useT();
  const lenient = grade.questions.filter((graded) => graded.verdict === 'missing-marks');
  if (lenient.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="test-marks-title" data-testid="test-missing-marks">
      <h3 id="test-marks-title" className="font-bold">
        {t('testMode.results.missingMarksTitle')}
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {lenient.map((graded) => {
          const question = sheet.questions.find((q) => q.id === graded.questionId)!;
          return (
            <li key={graded.questionId} className="break-words">
              <strong>{question.term}</strong>:{' '}
              {t('testMode.results.missingMarks', {
                given: graded.given ?? '',
                expected: question.meaning,
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TestResults({
  setId,
  sheet,
  grade,
  seconds,
  onRetake,
  onAgain,
}: {
  setId: string;
  sheet: TestSheet;
  grade: TestGrade;
  seconds: number;
  onRetake: (cardIds: string[]) => void;
  onAgain: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const add = useAddToReviewList();
  const heading = useRef<HTMLHeadingElement>(null);
  const missed = missedTestCards(grade);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="test-results-title" data-testid="test-results">
      <h2 id="test-results-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t('testMode.results.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Figure
          label={t('testMode.results.score')}
          value={t('testMode.results.scoreValue', { right: grade.right, total: grade.total })}
          id="test-score"
        />
        <Figure
          label={t('testMode.results.percent')}
          value={intl.formatNumber(grade.percent / 100, { style: 'percent' })}
          id="test-percent"
        />
        <Figure
          label={t('testMode.results.time')}
          value={t('testMode.results.seconds', { n: seconds })}
          id="test-seconds"
        />
      </dl>
      <WrongList sheet={sheet} grade={grade} />
      <MissingMarks sheet={sheet} grade={grade} />
      {add.isSuccess ? (
        <Alert tone="success" className="mt-6">
          {t('testMode.review.added')}{' '}
          <Link to={`/dashboard/flashcards/study/${setId}`} className="font-semibold underline">
            {t('testMode.review.studyNow')}
          </Link>
        </Alert>
      ) : null}
      {add.isError ? (
        <Alert tone="error" className="mt-6">
          {errorMessage(add.error)}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        {missed.length > 0 && !add.isSuccess ? (
          <Button
            variant="secondary"
            disabled={add.isPending}
            onClick={() => add.mutate({ game: 'test', setId, cardIds: missed })}
          >
            {add.isPending ? t('testMode.review.adding') : t('testMode.review.add')}
          </Button>
        ) : null}
        {missed.length > 0 ? (
          <Button variant="secondary" onClick={() => onRetake(missed)}>
            {t('testMode.retake')}
          </Button>
        ) : null}
        <Button onClick={onAgain}>{t('testMode.again')}</Button>
      </div>
    </section>
  );
}
