/**
 * Today's tasks of the plan (issue 21 §3): each a link to where it is done, with its progress,
 * ticked by the server's figures when done (nothing to tick by hand).
 */
import type { PlanTaskDto } from '@app/contracts';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';

/** Where a task is done. */
function taskLink(task: PlanTaskDto): string {
  if (task.kind === 'review') return '/dashboard/today';
  if (task.kind === 'new-words')
    return task.setId === null ? '/dashboard/today' : `/dashboard/flashcards/study/${task.setId}`;
  return `/dashboard/ielts/${task.skill}?test=${task.testNumber}`;
}

function TaskText({ task }: { task: PlanTaskDto }) {
  const t = useT();
  if (task.kind === 'review') return <>{t('plan.tasks.review', { count: task.count })}</>;
  if (task.kind === 'new-words') {
    return (
      <>
        {task.setTitle === null
          ? t('plan.tasks.newWords', { count: task.count })
          : t('plan.tasks.newWordsSet', { count: task.count, set: task.setTitle })}
      </>
    );
  }
  return <>{t('plan.tasks.ielts', { skill: task.skill, n: task.testNumber })}</>;
}

export function PlanTasks({ tasks }: { tasks: PlanTaskDto[] }) {
  const t = useT();
  if (tasks.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('plan.tasks.empty')}</p>;
  }
  return (
    <ul aria-label={t('plan.tasks.label')} className="space-y-2" data-testid="plan-tasks">
      {tasks.map((task) => (
        <li key={task.kind === 'ielts' ? `ielts-${task.skill}` : task.kind}>
          <Link
            to={taskLink(task)}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900"
            data-testid="plan-task"
            data-complete={task.complete}
          >
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 ${
                task.complete
                  ? 'border-emerald-600 bg-emerald-600 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950'
                  : 'border-slate-400 dark:border-slate-500'
              }`}
            >
              {task.complete ? <CheckIcon className="h-4 w-4" /> : null}
            </span>
            <span
              className={`min-w-0 flex-1 text-sm font-semibold ${
                task.complete ? 'text-slate-600 line-through dark:text-slate-400' : ''
              }`}
            >
              <TaskText task={task} />
            </span>
            {task.kind !== 'ielts' && !task.complete ? (
              <span className="shrink-0 text-xs font-semibold text-slate-600 dark:text-slate-400">
                {t('plan.tasks.progress', { done: task.done, count: task.count })}
              </span>
            ) : null}
            <span className="sr-only">
              {task.complete ? t('plan.tasks.done') : t('plan.tasks.todo')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
