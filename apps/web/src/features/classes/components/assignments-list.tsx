/**
 * A class's assigned sets (issue 22 §1): title, cards, due date and note, a link to study it,
 * and, for a teacher, "withdraw" (the learners lose the set at once).
 */
import type { ClassDto } from '@app/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { useDates } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useWithdraw } from '../api/classes.ts';
import { Panel } from './panel.tsx';

export function AssignmentsList({ item }: { item: ClassDto }) {
  const t = useT();
  const dates = useDates();
  const withdraw = useWithdraw(item.id);
  const teacher = item.role === 'teacher';
  return (
    <Panel title={t('classes.assignments.title')} id="class-assignments">
      {withdraw.error ? (
        <Alert tone="error" className="mb-3">
          {errorMessage(withdraw.error)}
        </Alert>
      ) : null}
      {item.assignments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('classes.assignments.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {item.assignments.map((a) => (
            <li
              key={a.setId}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="assignment"
            >
              <span
                className="h-10 w-1.5 shrink-0 rounded-full"
                style={{ backgroundColor: a.color }}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-auto">
                <p className="font-semibold break-words">{a.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('common.cards', { n: a.cardCount })} ·{' '}
                  {a.dueDate === null
                    ? t('classes.assignments.noDue')
                    : t('classes.assignments.due', {
                        date: dates.day(a.dueDate),
                      })}
                </p>
                {a.note ? <p className="mt-0.5 text-sm break-words">{a.note}</p> : null}
              </div>
              <div className="flex gap-2">
                <Link
                  to={`/dashboard/flashcards/study/${a.setId}`}
                  className={buttonStyles(teacher ? 'secondary' : 'primary', 'px-3 py-1.5')}
                  aria-label={t('classes.assignments.studyLabel', { title: a.title })}
                >
                  {t('classes.assignments.study')}
                </Link>
                {teacher ? (
                  <Button
                    variant="ghost"
                    className="px-3 py-1.5 text-red-700 dark:text-red-300"
                    aria-label={t('classes.assignments.withdrawLabel', { title: a.title })}
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate(a.setId)}
                  >
                    {t('classes.assignments.withdraw')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
