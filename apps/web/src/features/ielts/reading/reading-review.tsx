/**
 * The review of a Reading attempt (after submitting, and on the results page): the raw score out
 * of 40 and the estimated band, the words to learn as a new flashcard set in one step, then every
 * question with the learner's answer, the right answer and the explanation.
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import type { MarkedAnswer, TestResultDto } from '@app/contracts';
import { formatMinutesSeconds, RAW_SCORE_MAX } from '@app/domain';
import type { ReactNode } from 'react';
import { Figure } from '../../../components/ui/figure.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useIeltsFormat } from '../lib/format.ts';
import { ReviewQuestions } from './components/review-questions.tsx';
import { WordOffer } from './components/word-offer.tsx';

/**
 * A Reading attempt's review. `answers` are the marked answers, `lookedUp` the words looked up
 * during the test, `result` the saved result; `actions` (e.g. 'Làm lại', 'Back to Tests') sit
 * under the score.
 */
export function ReadingReview({
  test,
  answers,
  lookedUp,
  result,
  actions,
}: {
  test: ReadingTest;
  answers: readonly MarkedAnswer[];
  lookedUp: readonly string[];
  result: TestResultDto;
  actions?: ReactNode;
}) {
  const t = useT();
  const format = useIeltsFormat();
  const score = result.score ?? answers.filter((a) => a.correct).length;
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="reading-review">
      <section
        aria-labelledby="review-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          {t('reading.review.eyebrow')}
        </p>
        <h2 id="review-title" className="mt-1 text-2xl font-black">
          {test.title}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure
            label={t('reading.review.score')}
            value={t('ielts.rawScore', { score, max: RAW_SCORE_MAX })}
            id="reading-score"
          />
          <Figure
            label={t('reading.review.band')}
            value={result.bandScore === null ? format.notAvailable : format.band(result.bandScore)}
            id="reading-band"
          />
          {result.timeTakenSeconds !== null ? (
            <Figure
              label={t('reading.review.time')}
              value={formatMinutesSeconds(result.timeTakenSeconds)}
              id="reading-time"
            />
          ) : null}
        </dl>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          {t('reading.review.bandNote')}
        </p>
        {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
      </section>
      <WordOffer test={test} marked={answers} lookedUp={lookedUp} attemptId={result.id} />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        <ReviewQuestions test={test} marked={answers} />
      </div>
    </div>
  );
}
