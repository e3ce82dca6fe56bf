/**
 * What saving an Anki preview as one set per deck shows (issue 24 §1, hooks/use-deck-save.ts):
 * a hint before, the set being saved ("2/3"), the saved sets as links to their editor, and a
 * failure with a way to save the remaining sets. Announced politely to screen readers.
 */
import { SET_LIMITS } from '@app/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { DeckSave } from '../hooks/use-deck-save.ts';
import type { DeckSet } from '../lib/import-pick.ts';

export function DeckSaveStatus({ sets, state }: { sets: DeckSet[]; state: DeckSave }) {
  const t = useT();
  const { saved, saving, failure } = state;
  return (
    <div className="space-y-2 text-sm" aria-live="polite" data-testid="deck-save">
      {saved.length === 0 && saving === null && !failure ? (
        <p className="text-slate-600 dark:text-slate-400">
          {t('flashcards.imports.pick.saveDecksHint', { max: SET_LIMITS.cardsPerSet })}
        </p>
      ) : null}
      {saving !== null ? (
        <p className="font-medium text-blue-700 dark:text-blue-300">
          {t('flashcards.imports.pick.saving', {
            i: saving + 1,
            n: sets.length,
            title: sets[saving]?.title ?? '',
          })}
        </p>
      ) : null}
      {saved.length > 0 ? (
        <div>
          <p className="font-medium text-green-800 dark:text-green-300">
            {t('flashcards.imports.pick.saved', { n: saved.length })}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {saved.map((set) => (
              <li key={set.id}>
                <Link
                  to={`/dashboard/flashcards/edit/${set.id}`}
                  className="font-medium wrap-anywhere text-blue-700 underline hover:no-underline dark:text-blue-300"
                >
                  {t('flashcards.imports.pick.savedSet', { title: set.title, n: set.count })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure ? (
        <div role="alert" className="space-y-2">
          <p className="font-medium text-red-700 dark:text-red-300">
            {t('flashcards.imports.pick.failed', failure)}
          </p>
          <Button variant="secondary" onClick={() => void state.save()}>
            {t('flashcards.imports.pick.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
