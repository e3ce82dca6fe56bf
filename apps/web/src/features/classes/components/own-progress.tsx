/**
 * A learner's own figures in the class (issue 22 §1: a learner sees only their own), exactly
 * the row the class's teachers see of them: cards due, reviews and accuracy in the last 7 days,
 * the last day studied, the streak, and IELTS bands only when they share them.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ownProgressQuery } from '../api/classes.ts';
import { PROGRESS_COLUMNS } from '../lib/progress-sort.ts';
import { Panel } from './panel.tsx';
import { HEADINGS, ProgressCell } from './progress-cell.tsx';

/** The panel of the learner's own row (the class's progress, GET …/progress/me). */
export function OwnProgress({ classId }: { classId: string }) {
  const t = useT();
  const own = useQuery(ownProgressQuery(classId));
  return (
    <Panel id="own-progress-panel" title={t('classes.own.title')}>
      {own.isPending ? (
        <Spinner label={t('classes.progress.loading')} className="py-6" />
      ) : own.isError ? (
        <Alert tone="error">{t('classes.own.error')}</Alert>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm" data-testid="own-progress">
          {PROGRESS_COLUMNS.filter((column) => column !== 'name').map((column) => (
            <div key={column} className={column === 'ielts' ? 'col-span-2' : undefined}>
              <dt className="text-slate-600 dark:text-slate-400">{t(HEADINGS[column])}</dt>
              <dd className="mt-0.5 text-base font-semibold" data-figure={column}>
                <ProgressCell learner={own.data.learner} column={column} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
