import type { WritingTest } from '@app/content/ielts/schema';
import { TEST_MINUTES, WRITING_FEEDBACK_LIMITS } from '@app/domain';
import { useT } from '../../../i18n/i18n.tsx';

/** The minimum length of a Task 2 essay (ielts-facts.md). */
export const MIN_WORDS = WRITING_FEEDBACK_LIMITS.minWords;

/**
 * The task as the computer-delivered exam shows it: the time to spend, the statement and the
 * question, and the minimum length (the exam's own English instructions).
 */
export function WritingPrompt({ test }: { test: WritingTest }) {
  const t = useT();
  return (
    <section
      aria-labelledby="writing-task-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-36 dark:border-slate-800 dark:bg-slate-900"
      lang="en"
      data-testid="writing-prompt"
    >
      <h2 id="writing-task-heading" className="text-sm font-black tracking-wide uppercase">
        {t('writing.prompt.heading')}
      </h2>
      <p className="mt-2 text-sm">{t('writing.prompt.time', { minutes: TEST_MINUTES.writing })}</p>
      <p className="mt-2 text-sm">{t('writing.prompt.topic')}</p>
      <blockquote className="mt-3 rounded-xl border border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
        <p className="italic">{test.prompt.statement}</p>
        <p className="mt-3 font-semibold">{test.prompt.question}</p>
      </blockquote>
      <p className="mt-3 text-sm font-semibold">
        {t('writing.prompt.minimum', { minWords: MIN_WORDS })}
      </p>
    </section>
  );
}
