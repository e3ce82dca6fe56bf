/**
 * The notes that teach under a Task 2 model answer (issue 23 §2): the outline (one line per
 * paragraph), the thesis quoted from the model (and marked in it, see MarkedThesis), one idea
 * written at band 6 and at band 8 with what changes, and three errors Vietnamese learners
 * typically make on the topic, each wrong version struck through and labelled, then the right
 * one. The notes are content in Vietnamese (content/ielts/writing/writing-<n>.json, modelGuide);
 * the headings and labels come from the catalogues (writing.guide).
 */
import type { Task2Guide } from '@app/content/ielts/schema';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.tsx';

/**
 * A paragraph of the model with its thesis sentence marked (highlighted and underlined, so the
 * mark does not rest on colour alone); the paragraph as it is when it does not contain the thesis.
 */
export function MarkedThesis({ text, thesis }: { text: string; thesis: string | undefined }) {
  const at = thesis ? text.indexOf(thesis) : -1;
  if (!thesis || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark
        className="rounded bg-amber-100 px-0.5 text-inherit underline decoration-amber-600 decoration-2 underline-offset-4 dark:bg-amber-400/25 dark:text-amber-50 dark:decoration-amber-300"
        data-testid="thesis-mark"
      >
        {thesis}
      </mark>
      {text.slice(at + thesis.length)}
    </>
  );
}

function Part({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2" data-testid={id}>
      <h4 id={id} className="font-semibold text-blue-900 dark:text-blue-100">
        {title}
      </h4>
      {children}
    </section>
  );
}

const label = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

/** The guide of one Task 2 model (see the module docstring). */
export function ModelGuide({ guide }: { guide: Task2Guide }) {
  const t = useT();
  return (
    <section
      aria-labelledby="model-guide-heading"
      className="mt-5 space-y-5 border-t border-slate-200 pt-4 text-sm dark:border-slate-800"
      data-testid="model-guide"
    >
      <h3 id="model-guide-heading" className="text-base font-bold">
        {t('writing.guide.heading')}
      </h3>
      <Part title={t('writing.guide.outline')} id="guide-outline">
        <ol className="list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {guide.outline.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </Part>
      <Part title={t('writing.guide.thesis')} id="guide-thesis">
        <blockquote
          lang="en"
          className="border-l-4 border-amber-500 pl-3 leading-relaxed italic dark:border-amber-300"
        >
          {guide.thesis.quote}
        </blockquote>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('writing.guide.thesisMarked')}
        </p>
        <p className="text-slate-700 dark:text-slate-300">{guide.thesis.note}</p>
      </Part>
      <Part title={t('writing.guide.contrast')} id="guide-contrast">
        <p className="text-slate-700 dark:text-slate-300">{t('writing.guide.contrastIntro')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              [6, guide.contrast.band6, 'border-slate-300 dark:border-slate-700'],
              [8, guide.contrast.band8, 'border-blue-300 dark:border-blue-800'],
            ] as const
          ).map(([band, text, border]) => (
            <figure key={band} className={`rounded-xl border p-3 ${border}`}>
              <figcaption className="font-semibold">{t('writing.guide.band', { band })}</figcaption>
              <p lang="en" className="mt-1 leading-relaxed">
                {text}
              </p>
            </figure>
          ))}
        </div>
        <p className="text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{t('writing.guide.changes')}</span> {guide.contrast.note}
        </p>
      </Part>
      <Part title={t('writing.guide.errors')} id="guide-errors">
        <p className="text-slate-700 dark:text-slate-300">{t('writing.guide.errorsIntro')}</p>
        <ul className="space-y-2">
          {guide.errors.map((error) => (
            <li
              key={error.wrong}
              className="space-y-1 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
              data-testid="guide-error"
            >
              <p>
                <span
                  className={`${label} bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800`}
                >
                  <span aria-hidden="true">✗ </span>
                  {t('writing.guide.wrong')}
                </span>{' '}
                <del lang="en" className="decoration-2">
                  {error.wrong}
                </del>
              </p>
              <p>
                <span
                  className={`${label} bg-green-50 text-green-800 ring-green-200 dark:bg-green-950 dark:text-green-200 dark:ring-green-800`}
                >
                  <span aria-hidden="true">✓ </span>
                  {t('writing.guide.right')}
                </span>{' '}
                <ins lang="en" className="font-semibold no-underline">
                  {error.right}
                </ins>
              </p>
              <p className="text-slate-700 dark:text-slate-300">{error.note}</p>
            </li>
          ))}
        </ul>
      </Part>
    </section>
  );
}
