/** A titled card of the class pages (the statistics page's look). */
import type { ReactNode } from 'react';

export function Panel({
  title,
  id,
  children,
  actions,
}: {
  title: string;
  id: string;
  children: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid={id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The classes of a native select or textarea in the app's look. */
export const fieldStyles =
  'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** The classes of a field's label. */
export const labelStyles = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200';
