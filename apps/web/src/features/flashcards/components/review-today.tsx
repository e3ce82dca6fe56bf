/**
 * "Ôn tập hôm nay" on the dashboard: the learner's sets with due or new cards, most due first,
 * each with a "Học" link; a short all-done line when nothing is left; nothing at all for a
 * learner without sets (or while the list loads or fails: the dashboard does not depend on it).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { setListQuery } from '../api/sets.ts';
import { dueLabel, setsToReview } from '../lib/set-summary.ts';

/** Sets listed at most; the rest are one click away in the full list. */
const MAX_SETS = 5;

export function ReviewToday() {
  const t = useT();
  const intl = useIntl();
  const sets = useQuery(setListQuery());
  // a failed refetch keeps what was loaded (offline: the copy kept on this device)
  if (sets.data === undefined || sets.data.length === 0) return null;
  const toReview = setsToReview(sets.data);
  return (
    <section
      aria-labelledby="review-today-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="review-today"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-today-heading" className="text-lg font-bold">
          {t('flashcards.sets.reviewToday')}
        </h2>
        <Link
          to="/dashboard/flashcards"
          className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {t('flashcards.sets.reviewTodayAll')}
        </Link>
      </div>
      {toReview.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('flashcards.sets.reviewTodayEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {toReview.slice(0, MAX_SETS).map((set) => (
            <li
              key={set.id}
              className="flex items-center gap-3 py-2.5"
              data-testid="review-today-set"
            >
              <span
                className="h-3 w-3 shrink-0 rounded-full"
                style={{ backgroundColor: set.color }}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{set.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{dueLabel(set, intl)}</p>
              </div>
              <Link
                to={`/dashboard/flashcards/study/${set.id}`}
                className={buttonStyles('primary', 'shrink-0 px-3 py-2')}
                aria-label={t('flashcards.sets.studySet', { title: set.title })}
              >
                {t('flashcards.sets.study')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
