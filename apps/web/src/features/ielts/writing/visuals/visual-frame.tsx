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

/**
 * A visual's SVG: an image (`role=img`) named by the content's title and described by the
 * generated sentence `description`, in the interface language. `width`/`height` in px when the
 * drawing is laid out for the measured width; otherwise it scales to its `viewBox`.
 */
export function ChartSvg({
  id,
  title,
  description,
  viewBox,
  className,
  width,
  height,
  children,
}: {
  id: string;
  title: string;
  description: string;
  viewBox: string;
  className: string;
  width?: number;
  height?: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      width={width}
      height={height}
      viewBox={viewBox}
      className={className}
      data-testid="task1-chart"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** A legend: one item per series, slice or feature kind (its swatch, then its words). */
export function Legend({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ul
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
      aria-label={t('writing.visuals.legend')}
    >
      {children}
    </ul>
  );
}

/** The padding of every cell of a data table. */
export const CELL = 'px-1.5 py-1 sm:px-2';

/** A data table's row: its label as the row header, then its cells. */
export function DataRow({
  label,
  lang,
  children,
}: {
  label: string;
  /** 'en' when the label is the content's English. */
  lang?: string;
  children: ReactNode;
}) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-700">
      <th scope="row" className={`${CELL} text-left font-medium`} lang={lang}>
        {label}
      </th>
      {children}
    </tr>
  );
}

/** A figure's cell in a data table (right-aligned, tabular digits). */
export function NumberCell({ children }: { children: ReactNode }) {
  return <td className={`${CELL} text-right tabular-nums`}>{children}</td>;
}
