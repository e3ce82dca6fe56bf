/**
 * The notes that teach a Task 1 model answer (issue 23 §1), in a <details> under the model:
 * the outline, the overview sentence quoted and highlighted with why it works, how the data is
 * grouped, and three typical errors (wrong → right, with a note). Notes are Vietnamese, quotes
 * English.
 */
import type { Task1Guide as Guide } from '@app/content/ielts/schema';
import { useT } from '../../../i18n/i18n.tsx';

/** The guide of a Task 1 model answer. */
export function Task1Guide({ guide }: { guide: Guide }) {
  const t = useT();
  return (
    <details
      className="mt-5 rounded-xl border border-slate-200 dark:border-slate-700"
      data-testid="task1-guide"
    >
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-bold text-blue-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:bg-slate-800">
        {t('writing.task1.guide.heading')}
      </summary>
      <div className="space-y-5 px-4 pb-4 text-sm">
        <section>
          <h4 className="font-bold">{t('writing.task1.guide.outline')}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {guide.outline.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section>
          <h4 className="font-bold">{t('writing.task1.guide.overview')}</h4>
          <blockquote
            lang="en"
            className="mt-1 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-base text-slate-900 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-50"
            data-testid="guide-overview"
          >
            <mark className="bg-transparent text-inherit">{guide.overview.quote}</mark>
          </blockquote>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{guide.overview.note}</p>
        </section>
        <section>
          <h4 className="font-bold">{t('writing.task1.guide.grouping')}</h4>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{guide.grouping}</p>
        </section>
        <section>
          <h4 className="font-bold">{t('writing.task1.guide.errors')}</h4>
          <ul className="mt-1 space-y-3">
            {guide.errors.map((error) => (
              <li
                key={error.wrong}
                className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800"
                data-testid="guide-error"
              >
                <p lang="en">
                  <span className="font-semibold text-red-800 dark:text-red-300">
                    {t('writing.task1.guide.wrong')}:
                  </span>{' '}
                  <s>{error.wrong}</s>
                </p>
                <p lang="en" className="mt-1">
                  <span className="font-semibold text-green-800 dark:text-green-300">
                    {t('writing.task1.guide.right')}:
                  </span>{' '}
                  {error.right}
                </p>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{error.note}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  );
}
