/**
 * The teacher's progress table (issue 22 §1): one row per learner, every column sortable by its
 * heading's button (aria-sort on the heading), a CSV download, scrolling sideways on a phone.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../../i18n/i18n.tsx';
import { progressCsvUrl, progressQuery } from '../api/classes.ts';
import {
  PROGRESS_COLUMNS,
  sortLearners,
  type ProgressColumn,
  type SortDirection,
} from '../lib/progress-sort.ts';
import { Panel } from './panel.tsx';
import { HEADINGS, ProgressCell as Cell } from './progress-cell.tsx';

export function ProgressTable({ classId }: { classId: string }) {
  const t = useT();
  const { locale } = useLocale();
  const progress = useQuery(progressQuery(classId));
  const [column, setColumn] = useState<ProgressColumn>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const sortBy = (next: ProgressColumn) => {
    setDirection(next === column && direction === 'asc' ? 'desc' : 'asc');
    setColumn(next);
  };
  return (
    <Panel
      title={t('classes.progress.title')}
      id="class-progress"
      actions={
        <a
          href={progressCsvUrl(classId, locale)}
          download
          className={buttonStyles('secondary', 'px-3 py-1.5')}
          data-testid="progress-csv"
        >
          {t('classes.progress.csv')}
        </a>
      }
    >
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('classes.progress.hint')}</p>
      {progress.isPending ? (
        <Spinner label={t('classes.progress.loading')} className="py-6" />
      ) : progress.isError ? (
        <Alert tone="error">{t('classes.error')}</Alert>
      ) : progress.data.learners.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('classes.progress.empty')}
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="progress-table">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                {PROGRESS_COLUMNS.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={
                      key === column ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                    className="py-2 pr-3 font-semibold"
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(key)}
                      className="inline-flex items-center gap-1 rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                    >
                      {t(HEADINGS[key])}
                      <span aria-hidden="true" className="text-xs text-slate-500">
                        {key === column ? (direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sortLearners(progress.data.learners, column, direction).map((learner) => (
                <tr
                  key={learner.userId}
                  className="border-b border-slate-100 last:border-0 dark:border-slate-800"
                  data-testid="progress-row"
                >
                  {PROGRESS_COLUMNS.map((key) =>
                    key === 'name' ? (
                      <th
                        key={key}
                        scope="row"
                        className="min-w-40 py-2 pr-3 text-left font-normal"
                      >
                        <Cell learner={learner} column={key} />
                      </th>
                    ) : (
                      <td key={key} className="py-2 pr-3 tabular-nums" data-column={key}>
                        <Cell learner={learner} column={key} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
