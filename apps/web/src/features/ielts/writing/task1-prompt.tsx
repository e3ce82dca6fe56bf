/**
 * A Task 1 task as the computer-delivered exam shows it (issue 23 §1): the time to spend, the
 * statement, the visuals drawn from their data, the question and the minimum length (the exam's
 * own English instructions).
 */
import type { WritingTask1Test } from '@app/content/ielts/schema';
import { useT } from '../../../i18n/i18n.tsx';
import { taskMinutes, taskMinWords } from './task-rules.ts';
import { Task1Visuals } from './visuals/task1-visuals.tsx';

/** The task of a Task 1 test, above the editor. */
export function Task1Prompt({ test }: { test: WritingTask1Test }) {
  const t = useT();
  return (
    <section
      aria-labelledby="writing-task-heading"
      className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="writing-prompt"
    >
      <h2
        id="writing-task-heading"
        className="text-sm font-black tracking-wide uppercase"
        lang="en"
      >
        {t('writing.task1.prompt.heading')}
      </h2>
      <p className="mt-2 text-sm" lang="en">
        {t('writing.task1.prompt.time', { minutes: taskMinutes(test) })}
      </p>
      <blockquote
        className="mt-3 rounded-xl border border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
        lang="en"
      >
        <p className="italic">{test.prompt.statement}</p>
        <p className="mt-3 font-semibold">{test.prompt.question}</p>
      </blockquote>
      <div className="mt-3">
        <Task1Visuals visuals={test.visuals} />
      </div>
      <p className="mt-3 text-sm font-semibold" lang="en">
        {t('writing.task1.prompt.minimum', { minWords: taskMinWords(test) })}
      </p>
    </section>
  );
}
