/**
 * The Writing list's filter by task (issue 23 §1): 'Tất cả', 'Task 1', 'Task 2' as toggle
 * buttons (aria-pressed), the chosen one kept for the page's life.
 */
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';

export type TaskFilterValue = 'all' | 1 | 2;

/** The filter's state, 'all' at first. */
export function useTaskFilter() {
  return useState<TaskFilterValue>('all');
}

/** The row of filter chips. */
export function TaskFilter({
  value,
  onChange,
}: {
  value: TaskFilterValue;
  onChange: (value: TaskFilterValue) => void;
}) {
  const t = useT();
  const options: TaskFilterValue[] = ['all', 1, 2];
  return (
    <div role="group" aria-label={t('ielts.list.filterAria')} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
              pressed
                ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-300 dark:bg-blue-300 dark:text-slate-950'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
            data-testid="task-filter"
          >
            {option === 'all'
              ? t('ielts.list.filterAll')
              : t('ielts.list.filterTask', { task: option })}
          </button>
        );
      })}
    </div>
  );
}
