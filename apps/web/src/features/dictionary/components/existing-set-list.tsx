/**
 * The 'Existing Set' tab of the add-to-set dialog (spec §2 Add-to-set modal): the sets the
 * learner may add a card to (their own and those shared with edit rights), with card counts, as
 * a radio group.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { editableSetsQuery } from '../api/add-to-set.ts';

/** The radio list; `onCreate` switches to the 'New Set' tab when there is no set. */
export function ExistingSetList({
  selected,
  onSelect,
  onCreate,
  error,
}: {
  selected: string | null;
  onSelect: (set: { id: string; title: string }) => void;
  onCreate: () => void;
  /** 'Please select a set' when the learner submitted without choosing. */
  error: string | null;
}) {
  const t = useT();
  const sets = useQuery(editableSetsQuery());
  if (sets.isPending) return <Spinner label={t('common.loading')} className="py-6" />;
  if (sets.isError) return <Alert tone="error">{errorMessage(sets.error)}</Alert>;
  if (sets.data.length === 0) {
    return (
      <div className="rounded-xl border-2 border-dashed border-slate-300 p-4 text-center text-sm dark:border-slate-700">
        <p>{t('dictionary.addToSet.noSets')}</p>
        <Button variant="secondary" className="mt-3" onClick={onCreate}>
          {t('dictionary.addToSet.createInstead')}
        </Button>
      </div>
    );
  }
  return (
    <fieldset aria-describedby={error ? 'existing-set-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('dictionary.addToSet.chooseSet')}
      </legend>
      <ul
        className="max-h-56 space-y-2 overflow-y-auto rounded-xl p-0.5"
        data-testid="existing-sets"
      >
        {sets.data.map((set) => (
          <li key={set.id}>
            <label
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition has-focus-visible:outline-2 has-focus-visible:outline-blue-600 ${
                selected === set.id
                  ? 'border-blue-500 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/50'
                  : 'border-slate-200 hover:border-blue-300 dark:border-slate-700 dark:hover:border-blue-700'
              }`}
            >
              <input
                type="radio"
                name="existing-set"
                value={set.id}
                checked={selected === set.id}
                onChange={() => onSelect({ id: set.id, title: set.title })}
                className="h-4 w-4 accent-blue-600"
              />
              <span
                aria-hidden="true"
                className="h-3 w-3 shrink-0 rounded-full"
                style={{ backgroundColor: set.color }}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium wrap-anywhere">{set.title}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t('common.cards', { n: set.cardCount })}
                  {set.access === 'owner' ? '' : ` · ${t('dictionary.addToSet.shared')}`}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="existing-set-error" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
