/**
 * One answer on the review (issue 11), in the runner and on the results page: the question, how
 * it was answered (spoken or typed, how long), the transcript, the recording to play back (in the
 * runner only: recordings stay in the browser), the band 8-9 model answer with its notes
 * (collapsed) and the answer's measurements. A Part 1 answer names its topic frame.
 */
import type { SpeakingNotes } from '@app/content/ielts/listening-schema';
import { formatMinutesSeconds, type SpeakingAnswerMetrics } from '@app/domain';
import { useT, type TFunction } from '../../../../i18n/i18n.tsx';
import type { SpeakingPart } from '../lib/steps.ts';
import { partInfo } from '../lib/texts.ts';
import { MetricsList } from './metrics-list.tsx';
import { ModelAnswer } from './model-answer.tsx';

export interface ReviewedAnswer {
  part: SpeakingPart;
  index: number;
  transcript: string;
  typed: boolean;
  seconds: number;
  audioUrl?: string | null;
}

/** The answer's place in the test, e.g. 'Part 1 · Câu 3', 'Part 2 · Thẻ đề bài'. */
function placeLabel(t: TFunction, part: SpeakingPart, index: number): string {
  if (part === 2) {
    return index === 0
      ? t('speaking.answerReview.longTurn')
      : t('speaking.answerReview.followUp', { n: index });
  }
  return t('speaking.answerReview.question', { part, n: index + 1 });
}

export function AnswerReview({
  answer,
  question,
  modelAnswer,
  notes = null,
  topic = null,
  metrics,
}: {
  answer: ReviewedAnswer;
  /** The question (null when the test's content could not be loaded). */
  question: string | null;
  modelAnswer: string | null;
  /** What the model answer teaches (null when the content could not be loaded). */
  notes?: SpeakingNotes | null;
  /** Part 1: the topic frame's title. */
  topic?: string | null;
  metrics: SpeakingAnswerMetrics;
}) {
  const t = useT();
  const how = answer.typed ? t('speaking.answerReview.typed') : t('speaking.answerReview.spoken');
  const place = placeLabel(t, answer.part, answer.index);
  return (
    <article
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="answer-review"
      data-part={answer.part}
      data-index={answer.index}
      aria-label={place}
    >
      <header>
        <p className="text-xs font-semibold text-pink-700 dark:text-pink-300">
          {place}
          <span className="sr-only"> — {partInfo(t, answer.part).title}</span>
          {topic ? (
            <>
              {' · '}
              <span lang="en">{topic}</span>
            </>
          ) : null}
        </p>
        {question ? (
          <h3 lang="en" className="mt-1 font-bold">
            {question}
          </h3>
        ) : null}
      </header>
      {answer.transcript ? (
        <>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {how}
            {answer.seconds >= 1 ? ` · ${formatMinutesSeconds(answer.seconds)}` : ''} ·{' '}
            {t('speaking.answerReview.words', { n: metrics.words })}
          </p>
          <blockquote
            lang="en"
            className="rounded-xl border-l-4 border-slate-300 bg-slate-50 px-4 py-3 whitespace-pre-wrap dark:border-slate-600 dark:bg-slate-800"
            data-testid="answer-transcript"
          >
            {answer.transcript}
          </blockquote>
        </>
      ) : (
        <p
          className="text-sm text-slate-600 italic dark:text-slate-400"
          data-testid="answer-transcript"
        >
          {t('speaking.answerReview.unanswered')}
        </p>
      )}
      {answer.audioUrl ? (
        <audio
          controls
          src={answer.audioUrl}
          aria-label={t('speaking.answerReview.playback')}
          className="w-full"
          data-testid="review-audio"
        />
      ) : null}
      {modelAnswer ? (
        <details
          className="rounded-xl bg-blue-50 px-4 py-3 dark:bg-blue-950/40"
          data-testid="model-answer"
        >
          <summary className="cursor-pointer text-sm font-semibold text-blue-800 dark:text-blue-200">
            {t('speaking.answerReview.model')}
          </summary>
          <ModelAnswer answer={modelAnswer} notes={notes} />
        </details>
      ) : null}
      {answer.transcript ? <MetricsList metrics={metrics.metrics} /> : null}
    </article>
  );
}
