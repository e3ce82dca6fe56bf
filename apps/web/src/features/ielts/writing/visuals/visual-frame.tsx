/**
 * What every Task 1 visual shares (issue 23 §1): the figure with its title, and the data as a
 * table (or a list) behind 'Xem dạng bảng', a real <details> so it works without script and is
 * read by screen readers in order.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';

/** The data alternative behind a summary (`list`: a process's steps, said 'as a list'). */
export function DataDetails({ children, list = false }: { children: ReactNode; list?: boolean }) {
  const t = useT();
  return (
    <details
      className="mt-3 rounded-xl border border-slate-200 dark:border-slate-700"
      data-testid="task1-data"
    >
      <summary className="cursor-pointer rounded-xl px-3 py-2 text-sm font-semibold text-blue-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:bg-slate-800">
        {list ? t('writing.visuals.showList') : t('writing.visuals.showTable')}
      </summary>
      <div className="overflow-x-auto px-2 pb-3 sm:px-3">{children}</div>
    </details>
  );
}

/** A visual in its frame, titled with the content's own title (English). */
export function VisualFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure
      className="rounded-xl border border-slate-200 bg-white p-2 sm:p-3 dark:border-slate-700 dark:bg-slate-900"
      data-testid="task1-visual"
    >
      <figcaption lang="en" className="mb-2 text-sm font-bold">
        {title}
      </figcaption>
      {children}
    </figure>
  );
}
