/**
 * A saved Speaking attempt on its results page (issue 11): the four self-ratings and their
 * average, the whole test's measurements, then every answer's transcript with its question,
 * model answer and measurements, then the estimated band from the transcripts when the school
 * has a language model (issue 23). Recordings stay in the browser that made them and pauses are
 * not saved, so neither shows here. Without the test's content the answers show without their
 * questions, and so do the Part 1 answers of an attempt made before Part 1 had three topic frames.
 */
import type { AttemptDto } from '@app/contracts';
import { speakingAnswerMetrics, speakingTestMetrics } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Figure } from '../../../components/ui/figure.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { BandEstimate } from '../estimate/band-estimate.tsx';
import { speakingEstimateSubject } from '../estimate/estimate-text.ts';
import { speakingContentQuery } from '../lib/content-query.ts';
import { AnswerReview } from './components/answer-review.tsx';
import { SpeakingSummary } from './components/speaking-summary.tsx';
import { useRatingFormat } from './lib/rating.ts';
import { speakingSteps, stepsOfAnswers, type SpeakingPart } from './lib/steps.ts';

type SpeakingDetails = NonNullable<AttemptDto['speaking']>;

export function SpeakingAttemptReview({
  testNumber,
  average,
  details,
}: {
  testNumber: number;
  average: number | null;
  details: SpeakingDetails;
}) {
  const content = useQuery(speakingContentQuery(testNumber));
  const steps = useMemo(() => (content.data ? speakingSteps(content.data) : []), [content.data]);
  const answers = useMemo(
    () => [...details.answers].sort((a, b) => a.part - b.part || a.index - b.index),
    [details.answers],
  );
  const answered = useMemo(() => stepsOfAnswers(steps, answers), [steps, answers]);
  const metrics = useMemo(() => answers.map((a) => speakingAnswerMetrics(a)), [answers]);
  const { ratings } = details;
  const t = useT();
  const { decimal, outOfFive } = useRatingFormat();
  const criterion = (key: keyof typeof ratings) => (
    <Figure
      label={t(`speaking.rating.criteria.${key}.name`)}
      value={decimal(ratings[key])}
      id={`result-${key}`}
    />
  );
  return (
    <div className="space-y-6" data-testid="speaking-attempt">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {criterion('fluency')}
        {criterion('vocabulary')}
        {criterion('grammar')}
        {criterion('pronunciation')}
        <Figure
          label={t('speaking.attempt.selfRating')}
          value={average === null ? t('speaking.attempt.notAvailable') : outOfFive(average)}
          id="result-rating"
        />
      </dl>
      <SpeakingSummary
        summary={speakingTestMetrics(metrics)}
        total={Math.max(steps.length, answers.length)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('speaking.attempt.note')}</p>
      <section aria-labelledby="attempt-answers-heading" className="space-y-3">
        <h2 id="attempt-answers-heading" className="text-xl font-bold">
          {t('speaking.attempt.answers')}
        </h2>
        {answers.map((answer, i) => {
          const step = answered[i];
          return (
            <AnswerReview
              key={`${answer.part}-${answer.index}`}
              answer={{ ...answer, part: answer.part as SpeakingPart }}
              question={step?.question ?? null}
              modelAnswer={step?.modelAnswer ?? null}
              notes={step?.notes ?? null}
              topic={step?.frame?.title ?? null}
              metrics={metrics[i]!}
            />
          );
        })}
      </section>
      <BandEstimate
        subject={speakingEstimateSubject(
          answers.map((a, i) => ({
            question: answered[i]?.question ?? null,
            transcript: a.transcript,
          })),
        )}
      />
    </div>
  );
}
