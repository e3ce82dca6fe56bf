/**
 * What a submitted essay's review shows, after submitting and on its results page: the task
 * again (folded; for Task 1 with its chart, table, process or map), the learner's essay (its grammar matches underlined, issue 23), the grammar feedback, the
 * automatic feedback, the estimated band when the school has a language model, and the test's
 * model answer with its notes.
 */
import type { WritingFeedback } from '@app/contracts';
import type { AnyWritingTest as WritingTest } from '@app/content/ielts/schema';
import { useT } from '../../../i18n/i18n.tsx';
import { BandEstimate } from '../estimate/band-estimate.tsx';
import { writingEstimateSubject } from '../estimate/estimate-text.ts';
import { FeedbackList } from './feedback-list.tsx';
import { GrammarEssay, GrammarSummary } from './grammar-feedback.tsx';
import { ModelAnswer } from './model-answer.tsx';
import { Task1Prompt } from './task1-prompt.tsx';
import { WritingPrompt } from './writing-prompt.tsx';

/** The review of one essay (see the module docstring). */
export function WritingReview({
  text,
  feedback,
  test,
}: {
  text: string;
  feedback: WritingFeedback;
  /** The test's content, for its model answer (absent when it could not be loaded). */
  test: WritingTest | undefined;
}) {
  const t = useT();
  return (
    <div className="max-w-4xl space-y-6">
      {test ? (
        <details className="group" data-testid="review-task">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-xl px-1 font-semibold text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-300">
            {t('writing.review.task')}
          </summary>
          <div className="mt-2">
            {test.task === 1 ? <Task1Prompt test={test} /> : <WritingPrompt test={test} />}
          </div>
        </details>
      ) : null}
      <section
        aria-labelledby="essay-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="essay-heading" className="text-xl font-bold">
          {t('writing.review.essay')}
        </h2>
        {feedback.grammar && text.trim() !== '' ? (
          <GrammarEssay text={text} grammar={feedback.grammar} />
        ) : (
          <p
            className="mt-3 leading-relaxed whitespace-pre-wrap wrap-anywhere"
            lang="en"
            data-testid="essay-text"
          >
            {text.trim() === '' ? t('writing.review.empty') : text}
          </p>
        )}
      </section>
      {feedback.grammar ? <GrammarSummary text={text} grammar={feedback.grammar} /> : null}
      <FeedbackList feedback={feedback} />
      <BandEstimate subject={writingEstimateSubject(test, text)} />
      {test ? <ModelAnswer test={test} /> : null}
    </div>
  );
}
