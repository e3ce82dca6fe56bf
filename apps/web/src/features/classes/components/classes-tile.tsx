/**
 * The dashboard's Classes tile (issue 22 §1): the invitations waiting for my answer, if any
 * (issue 34 §25: answered on the Classes page), my classes (as teacher and as learner) with
 * their assigned sets, each opening its class page, and the way to the Classes page (join,
 * create).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { classListQuery, myInvitationsQuery } from '../api/classes.ts';

export function ClassesTile() {
  const t = useT();
  const list = useQuery(classListQuery());
  const invitations = useQuery(myInvitationsQuery()).data ?? [];
  const classes = list.data ?? [];
  return (
    <section
      aria-labelledby="classes-tile-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="classes-tile"
    >
      <h2 id="classes-tile-title" className="flex items-center gap-2 text-lg font-bold">
        <UsersIcon className="h-5 w-5 text-emerald-600 dark:text-emerald-400" />
        {t('classes.title')}
      </h2>
      {invitations.length > 0 ? (
        <Link
          to="/dashboard/classes"
          className="mt-2 block rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-blue-900 dark:bg-blue-950 dark:hover:bg-blue-900"
          data-testid="classes-tile-invitations"
        >
          <span className="block font-semibold text-blue-900 dark:text-blue-100">
            {t('classes.tile.invitations', { count: invitations.length })}
          </span>
          <span className="block text-blue-800 wrap-anywhere dark:text-blue-200">
            {invitations.map((invitation) => invitation.className).join(', ')}
          </span>
          <span className="mt-0.5 block font-semibold text-blue-700 dark:text-blue-300">
            {t('classes.tile.answer')}
          </span>
        </Link>
      ) : null}
      {classes.length === 0 ? (
        invitations.length > 0 ? null : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('classes.tile.none')}
          </p>
        )
      ) : (
        <ul className="mt-2 space-y-1">
          {classes.slice(0, 5).map((item) => (
            <li key={item.id}>
              <Link
                to={`/dashboard/classes/${item.id}`}
                className="block rounded-lg px-2 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800"
              >
                <span className="block font-semibold break-words">{item.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t(`classes.role.${item.role}`)} ·{' '}
                  {t('classes.counts', {
                    learners: item.learnerCount,
                    assignments: item.assignmentCount,
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/dashboard/classes"
        className="mt-3 inline-block text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('classes.tile.open')}
      </Link>
    </section>
  );
}
