/**
 * /dashboard/ielts/results/:id: one of the learner's attempts (GET /api/ielts/results/:id) with
 * a header (skill, test title, date, time m:ss) and its review: Reading's answers with keys and
 * explanations, Listening's too with the transcripts, Writing's essay, feedback and model
 * answer, Speaking's self-ratings, transcripts and measurements. An attempt that does not exist
 * or is not theirs answers a not-found message with the way back to /dashboard/ielts.
 */
import { formatMinutesSeconds } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { attemptQuery, type IeltsAttempt } from '../api/results.ts';
import { writingContentQuery } from '../lib/content-query.ts';
import { useIeltsFormat } from '../lib/format.ts';
import { catalogueEntry, SKILLS } from '../lib/skills.ts';
import { ListeningAttemptReview } from '../listening/listening-attempt-review.tsx';
import { SpeakingAttemptReview } from '../speaking/speaking-attempt-review.tsx';
import { WritingReview } from '../writing/writing-review.tsx';
import { Figure } from '../../../components/ui/figure.tsx';
import { ReadingAttemptReview } from './reading-attempt-review.tsx';

/** The results page of attempt `id`: loading, not found, failure with retry, or the review. */
export function ResultPage({ id }: { id: string }) {
  const t = useT();
  const attempt = useQuery(attemptQuery(id));
  if (attempt.isPending) return <Spinner label={t('common.loading')} className="py-16" />;
  if (attempt.isError) {
    const missing =
      attempt.error instanceof ApiError &&
      (attempt.error.status === 404 || attempt.error.status === 400);
    return missing ? (
      <ResultNotFound />
    ) : (
      <div className="space-y-3">
        <Alert tone="error">{errorMessage(attempt.error)}</Alert>
        <Button variant="secondary" onClick={() => void attempt.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <ResultView attempt={attempt.data} />;
}

function ResultNotFound() {
  const t = useT();
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="result-not-found">
      <h1 className="text-2xl font-bold">{t('ielts.result.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('ielts.result.notFoundBody')}</p>
      <Link to="/dashboard/ielts" className={buttonStyles('primary', 'mt-6')}>
        {t('ielts.result.notFoundHome')}
      </Link>
    </div>
  );
}

function ResultView({ attempt }: { attempt: IeltsAttempt }) {
  const t = useT();
  const format = useIeltsFormat();
  const { result } = attempt;
  const skillName = t('ielts.skillName', { skill: result.skill });
  const info = SKILLS[result.skill];
  const entry = catalogueEntry(result.skill, result.testNumber);
  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          <Link to={info.path} className="hover:underline">
            {t('ielts.result.skillLink', { skill: skillName })}
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-black sm:text-3xl" data-testid="result-title">
          {entry?.title ??
            t('ielts.result.fallbackTitle', { skill: skillName, n: result.testNumber })}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {format.dateTime(result.completedAt)}
          {result.timeTakenSeconds !== null
            ? t('ielts.result.timeTaken', { time: formatMinutesSeconds(result.timeTakenSeconds) })
            : null}
        </p>
      </header>
      {attempt.reading ? (
        <ReadingAttemptReview
          result={result}
          answers={attempt.reading.answers}
          lookedUp={attempt.reading.lookedUp}
        />
      ) : attempt.listening ? (
        <ListeningAttemptReview
          result={result}
          answers={attempt.listening.answers}
          mode={attempt.listening.mode}
        />
      ) : attempt.speaking ? (
        <SpeakingAttemptReview
          testNumber={result.testNumber}
          average={result.averageSelfRating}
          details={attempt.speaking}
        />
      ) : attempt.writing ? (
        <WritingAttempt
          testNumber={result.testNumber}
          text={attempt.writing.text}
          feedback={attempt.writing.feedback}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          {result.skill === 'speaking' ? (
            <Figure
              label={t('ielts.result.selfRating')}
              value={
                result.averageSelfRating === null
                  ? format.notAvailable
                  : format.rating(result.averageSelfRating)
              }
              id="result-rating"
            />
          ) : (
            <Figure
              label={t('ielts.result.score')}
              value={result.score === null ? format.notAvailable : format.number(result.score)}
              id="result-raw"
            />
          )}
        </dl>
      )}
    </div>
  );
}

function WritingAttempt({
  testNumber,
  text,
  feedback,
}: {
  testNumber: number;
  text: string;
  feedback: NonNullable<IeltsAttempt['writing']>['feedback'];
}) {
  const t = useT();
  const format = useIeltsFormat();
  const content = useQuery(writingContentQuery(testNumber));
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-3 sm:max-w-lg">
        <Figure
          label={t('ielts.result.wordCount')}
          value={format.number(feedback.wordCount)}
          id="result-word-count"
        />
        <Figure
          label={t('ielts.result.paragraphs')}
          value={format.number(feedback.paragraphCount)}
          id="result-paragraphs"
        />
        <Figure
          label={t('ielts.result.sentences')}
          value={format.number(feedback.sentenceCount)}
          id="result-sentences"
        />
      </dl>
      <WritingReview text={text} feedback={feedback} test={content.data} />
    </div>
  );
}
