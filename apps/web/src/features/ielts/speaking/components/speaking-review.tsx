/**
 * The end of a Speaking test (issue 11): every answer with its transcript, recording, model
 * answer and measurements, the whole test's figures, the estimated band from the transcripts
 * when the school has a language model (issue 23), then the self-rating of the four criteria
 * and 'Lưu kết quả' (POST /api/ielts/speaking/:n/attempts with the ratings, the answers and the
 * time taken). Once saved: the average, the link to the results page, 'Làm lại' and the way back
 * to the list.
 */
import type { TestResultDto } from '@app/contracts';
import type { SpeakingTest } from '@app/content/ielts/listening-schema';
import { speakingAnswerMetrics, speakingTestMetrics } from '@app/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../../components/ui/button.tsx';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { BandEstimate } from '../../estimate/band-estimate.tsx';
import { speakingEstimateSubject } from '../../estimate/estimate-text.ts';
import { useSubmitSpeaking } from '../api/attempts.ts';
import type { AnswerRecord, SessionState } from '../lib/session-state.ts';
import { useRatingFormat } from '../lib/rating.ts';
import type { SpeakingPart, SpeakingStep } from '../lib/steps.ts';
import { partInfo } from '../lib/texts.ts';
import { AnswerReview } from './answer-review.tsx';
import { FallbackNotice } from './question-screen.tsx';
import {
  completeRatings,
  EMPTY_RATINGS,
  ratingGroupId,
  SelfRating,
  unratedCriteria,
  type RatingDraft,
} from './self-rating.tsx';
import { SpeakingSummary } from './speaking-summary.tsx';

/** The most characters of a transcript the server takes. */
const TRANSCRIPT_MAX = 5000;

export function SpeakingReview({
  test,
  steps,
  answers,
  fallback,
  timeTakenSeconds,
  onRetry,
  onExit,
}: {
  test: SpeakingTest;
  steps: readonly SpeakingStep[];
  /** One per step, in order. */
  answers: readonly AnswerRecord[];
  fallback: SessionState['fallback'];
  timeTakenSeconds: number;
  onRetry: () => void;
  onExit: () => void;
}) {
  const metrics = useMemo(() => answers.map((a) => speakingAnswerMetrics(a)), [answers]);
  const summary = useMemo(() => speakingTestMetrics(metrics), [metrics]);
  const [ratings, setRatings] = useState<RatingDraft>(EMPTY_RATINGS);
  const [saved, setSaved] = useState<TestResultDto | null>(null);
  // 'Lưu kết quả' pressed before every criterion was rated: say which, and go to the first
  const [prompted, setPrompted] = useState(false);
  const submit = useSubmitSpeaking(test.testNumber);
  const complete = completeRatings(ratings);
  const t = useT();
  const { outOfFive } = useRatingFormat();
  const intl = useIntl();

  const missing = unratedCriteria(ratings);
  const save = () => {
    if (!complete) {
      setPrompted(true);
      const first = document.getElementById(ratingGroupId(missing[0]!));
      first?.scrollIntoView({ block: 'center' });
      first?.focus({ preventScroll: true });
      return;
    }
    submit.mutate(
      {
        ratings: complete,
        answers: answers.map((a) => ({
          part: a.part,
          index: a.index,
          transcript: a.transcript.slice(0, TRANSCRIPT_MAX),
          typed: a.typed,
          seconds: Math.min(600, a.seconds),
        })),
        timeTakenSeconds,
      },
      { onSuccess: ({ result }) => setSaved(result) },
    );
  };

  const parts: SpeakingPart[] = [1, 2, 3];
  return (
    <div className="space-y-6" data-testid="speaking-review">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl">
          {t('speaking.review.title', { title: test.title })}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('speaking.review.intro')}</p>
        <button
          type="button"
          onClick={() => {
            const heading = document.getElementById('self-rating-heading');
            heading?.scrollIntoView({ behavior: 'smooth' });
            heading?.focus({ preventScroll: true });
          }}
          className="mt-2 text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {t('speaking.review.toRating')}
        </button>
      </div>
      {fallback ? <FallbackNotice fallback={fallback} /> : null}
      <SpeakingSummary summary={summary} total={steps.length} />
      {parts.map((part) => (
        <section key={part} aria-labelledby={`review-part-${part}`} className="space-y-3">
          <h2 id={`review-part-${part}`} className="text-xl font-bold">
            {partInfo(t, part).title}
          </h2>
          {steps.map((step, i) =>
            step.part === part ? (
              <AnswerReview
                key={step.key}
                answer={answers[i]!}
                question={step.question}
                modelAnswer={step.modelAnswer}
                notes={step.notes}
                topic={step.frame?.title ?? null}
                metrics={metrics[i]!}
              />
            ) : null,
          )}
        </section>
      ))}
      <BandEstimate
        subject={speakingEstimateSubject(
          steps.map((step, i) => ({
            question: step.question,
            transcript: answers[i]?.transcript ?? '',
          })),
        )}
      />
      <section
        aria-labelledby="self-rating-heading"
        className="space-y-4 rounded-2xl border border-pink-200 bg-white p-5 dark:border-pink-900 dark:bg-slate-900"
      >
        <div>
          <h2 id="self-rating-heading" tabIndex={-1} className="scroll-mt-20 text-xl font-bold">
            {t('speaking.review.ratingHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('speaking.review.ratingHelp')}
          </p>
        </div>
        <SelfRating
          value={ratings}
          disabled={saved !== null || submit.isPending}
          onChange={(criterion, rating) => setRatings((r) => ({ ...r, [criterion]: rating }))}
        />
        {prompted && missing.length > 0 ? (
          <Alert tone="error">
            <span data-testid="rating-missing">
              {t('speaking.review.missing', {
                criteria: intl.formatList(
                  missing.map((c) => t(`speaking.rating.criteria.${c}.name`)),
                  { type: 'conjunction' },
                ),
              })}
            </span>
          </Alert>
        ) : null}
        {submit.isError ? <Alert tone="error">{errorMessage(submit.error)}</Alert> : null}
        {saved ? (
          <div className="space-y-3">
            <Alert tone="success">
              <span data-testid="speaking-saved">
                {t('speaking.review.saved', {
                  rating:
                    saved.averageSelfRating === null ? '—' : outOfFive(saved.averageSelfRating),
                })}
              </span>
            </Alert>
            <div className="flex flex-wrap gap-2">
              <Link to={`/dashboard/ielts/results/${saved.id}`} className={buttonStyles('primary')}>
                {t('speaking.review.viewResult')}
              </Link>
              <Button variant="secondary" onClick={onRetry}>
                {t('speaking.review.retry')}
              </Button>
              <Button variant="secondary" onClick={onExit}>
                {t('speaking.review.backToList')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={save} disabled={submit.isPending} data-testid="save-speaking">
              {submit.isPending ? t('speaking.review.saving') : t('speaking.review.save')}
            </Button>
            {complete || prompted ? null : (
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t('speaking.review.needAll')}
              </span>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
