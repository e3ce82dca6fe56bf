/**
 * A game's set picker (spec §2): the learner's own and shared sets with at least `minCards`
 * cards; without one, the prompt to create flashcards linking to /dashboard/flashcards (with the
 * game's own message when the spec gives one).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { gameSetsQuery } from '../api/game-sets.ts';

export function SetPicker({
  minCards,
  notEnough,
  onPick,
}: {
  minCards: number;
  /** The prompt when no set has enough cards. */
  notEnough: string;
  onPick: (setId: string) => void;
}) {
  const t = useT();
  const sets = useQuery(gameSetsQuery());
  if (sets.isPending) return <Spinner label={t('common.loading')} className="py-12" />;
  if (sets.isError) return <Alert tone="error">{errorMessage(sets.error)}</Alert>;
  const playable = sets.data.filter((set) => set.cardCount >= minCards);
  if (playable.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
        <p>{notEnough}</p>
        <Link
          to="/dashboard/flashcards"
          className="mt-3 inline-block font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {t('games.shell.createSet')}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="set-picker-title">
      <h2 id="set-picker-title" className="mb-3 font-bold">
        {t('games.shell.pickSet')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {playable.map((set) => (
          <li key={set.id}>
            <button
              type="button"
              onClick={() => onPick(set.id)}
              className="w-full rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="block font-semibold wrap-anywhere">{set.title}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {set.access === 'owner'
                  ? t('games.shell.setCards', { n: set.cardCount })
                  : t('games.shell.shared', {
                      cards: t('games.shell.setCards', { n: set.cardCount }),
                    })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
