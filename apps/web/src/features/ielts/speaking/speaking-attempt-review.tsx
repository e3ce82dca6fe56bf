/**
 * A saved Speaking attempt on its results page (issue 11): the four self-ratings and their
 * average, the whole test's measurements, then every answer's transcript with its question,
 * model answer and measurements. Recordings stay in the browser that made them and pauses are
 * not saved, so neither shows here. Without the test's content the answers show without their
 * questions.
 */
import type { AttemptDto } from '@app/contracts';
import { speakingAnswerMetrics, speakingTestMetrics } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Figure } from '../../../components/ui/figure.tsx';
import { speakingContentQuery } from '../lib/content-query.ts';
import { formatRating } from '../lib/format.ts';
import { AnswerReview } from './components/answer-review.tsx';
import { SpeakingSummary } from './components/speaking-summary.tsx';
import { speakingSteps, type SpeakingPart } from './lib/steps.ts';

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
  const metrics = useMemo(() => answers.map((a) => speakingAnswerMetrics(a)), [answers]);
  const { ratings } = details;
  return (
    <div className="space-y-6" data-testid="speaking-attempt">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Figure label="Fluency" value={ratings.fluency.toFixed(1)} id="result-fluency" />
        <Figure label="Vocabulary" value={ratings.vocabulary.toFixed(1)} id="result-vocabulary" />
        <Figure label="Grammar" value={ratings.grammar.toFixed(1)} id="result-grammar" />
        <Figure
          label="Pronunciation"
          value={ratings.pronunciation.toFixed(1)}
          id="result-pronunciation"
        />
        <Figure
          label="Tự đánh giá"
          value={average === null ? 'N/A' : formatRating(average)}
          id="result-rating"
        />
      </dl>
      <SpeakingSummary
        summary={speakingTestMetrics(metrics)}
        total={Math.max(steps.length, answers.length)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Bản ghi âm chỉ nghe lại được ngay sau khi làm bài (chúng không được gửi lên máy chủ), và
        khoảng dừng không được lưu nên không đo lại ở đây.
      </p>
      <section aria-labelledby="attempt-answers-heading" className="space-y-3">
        <h2 id="attempt-answers-heading" className="text-xl font-bold">
          Câu trả lời
        </h2>
        {answers.map((answer, i) => {
          const step = steps.find((s) => s.part === answer.part && s.index === answer.index);
          return (
            <AnswerReview
              key={`${answer.part}-${answer.index}`}
              answer={{ ...answer, part: answer.part as SpeakingPart }}
              question={step?.question ?? null}
              modelAnswer={step?.modelAnswer ?? null}
              metrics={metrics[i]!}
            />
          );
        })}
      </section>
    </div>
  );
}
