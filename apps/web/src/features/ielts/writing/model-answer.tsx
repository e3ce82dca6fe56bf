import type { AnyWritingTest } from '@app/content/ielts/schema';
import { useT } from '../../../i18n/i18n.tsx';
import { MarkedThesis, ModelGuide } from './model-guide.tsx';
import { Task1Guide } from './task1-guide.tsx';

/**
 * The test's band 8-9 model answer (original) and the notes on why it works, with the notes that
 * teach: for Task 2 its thesis marked and ModelGuide, for Task 1 task1-guide.tsx.
 */
export function ModelAnswer({ test }: { test: AnyWritingTest }) {
  const t = useT();
  // Task 2 marks its thesis, Task 1 its overview sentence
  const key = test.task === 1 ? test.modelGuide.overview.quote : test.modelGuide.thesis.quote;
  return (
    <section
      aria-labelledby="model-answer-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="model-answer"
    >
      <h2 id="model-answer-heading" className="text-xl font-bold">
        {t('writing.model.heading')}
      </h2>
      <div lang="en" className="mt-3 space-y-3 leading-relaxed">
        {test.modelAnswer.map((paragraph) => (
          <p key={paragraph}>
            <MarkedThesis text={paragraph} thesis={key} />
          </p>
        ))}
      </div>
      <h3 className="mt-5 font-bold">{t('writing.model.why')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {test.modelNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {test.task === 1 ? (
        <Task1Guide guide={test.modelGuide} />
      ) : (
        <ModelGuide guide={test.modelGuide} />
      )}
    </section>
  );
}
