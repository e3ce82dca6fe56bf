/**
 * The flashcard list of spec §2: the learner's own and shared sets newest first (SetCard), delete
 * with the spec's confirmation, the share dialog, and "save a copy" of a shared set. The starter set is offered (prominently to a new learner, by the
 * header otherwise) until the learner has a set with its title.
 */
import { starterSet } from '@app/content';
import type { SetSummaryDto } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CardsIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { setListQuery, useAddStarterSet, useDeleteSet } from '../api/sets.ts';
import { useCopySet } from '../api/shares.ts';
import { SetCard } from './set-card.tsx';
import { ShareDialog } from './share-dialog.tsx';

export function SetList() {
  const t = useT();
  const sets = useQuery(setListQuery());
  const deleteSet = useDeleteSet();
  const addStarter = useAddStarterSet();
  const [toDelete, setToDelete] = useState<SetSummaryDto | null>(null);
  const [toShare, setToShare] = useState<SetSummaryDto | null>(null);
  const copySet = useCopySet();
  const [now] = useState(() => new Date());
  const starterLabel = addStarter.isPending
    ? t('flashcards.sets.addingStarter')
    : t('flashcards.sets.addStarter', { n: starterSet.cards.length });
  // Offered once: gone as soon as a set has the starter's title. An empty list offers it in
  // its own empty state instead.
  const offerStarter =
    sets.data !== undefined &&
    sets.data.length > 0 &&
    !sets.data.some((set) => set.title === starterSet.title);

  const header = (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-black sm:text-3xl">{t('flashcards.sets.title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('flashcards.sets.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {offerStarter ? (
            <Button
              variant="secondary"
              onClick={() => addStarter.mutate()}
              disabled={addStarter.isPending}
            >
              {starterLabel}
            </Button>
          ) : null}
          <Link to="/dashboard/flashcards/browse" className={buttonStyles('secondary')}>
            {t('browse.title')}
          </Link>
          <Link to="/dashboard/flashcards/import" className={buttonStyles('secondary')}>
            {t('flashcards.imports.link')}
          </Link>
          <Link to="/dashboard/flashcards/edit/new" className={buttonStyles()}>
            {t('flashcards.sets.create')}
          </Link>
        </div>
      </div>
      {copySet.isSuccess ? (
        <Alert tone="success" className="mb-6">
          {t('flashcards.sets.copied', { title: copySet.data.title })}
        </Alert>
      ) : null}
      {copySet.isError ? (
        <Alert tone="error" className="mb-6">
          {errorMessage(copySet.error)}
        </Alert>
      ) : null}
      {offerStarter && addStarter.isError ? (
        <Alert tone="error" className="mb-6">
          {errorMessage(addStarter.error)}
        </Alert>
      ) : null}
    </>
  );

  if (sets.isPending)
    return (
      <>
        {header}
        <Spinner label={t('common.loading')} className="py-20" />
      </>
    );
  // a failed refetch keeps the list it had (offline: the copy kept on this device, issue 34 §1)
  if (sets.data === undefined) {
    return (
      <>
        {header}
        <Alert tone="error">
          {t('flashcards.sets.loadFailedWith', { message: errorMessage(sets.error) })}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void sets.refetch()}
          >
            {t('common.retry')}
          </button>
        </Alert>
      </>
    );
  }

  return (
    <>
      {header}
      {sets.data.length === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/60">
          <CardsIcon className="mx-auto h-12 w-12 text-blue-500" />
          <h2 className="mt-4 text-xl font-bold">{t('flashcards.sets.emptyTitle')}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">
            {t('flashcards.sets.emptyBody')}
          </p>
          {addStarter.isError ? (
            <Alert tone="error" className="mx-auto mt-4 max-w-md">
              {errorMessage(addStarter.error)}
            </Alert>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={() => addStarter.mutate()} disabled={addStarter.isPending}>
              {starterLabel}
            </Button>
            <Link
              to="/dashboard/flashcards/edit/new"
              className="rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
            >
              {t('flashcards.sets.createFirst')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sets.data.map((set) => (
            <SetCard
              key={set.id}
              set={set}
              now={now}
              onDelete={() => {
                deleteSet.reset();
                setToDelete(set);
              }}
              onShare={() => setToShare(set)}
              onCopy={() => copySet.mutate(set.id)}
              copying={copySet.isPending && copySet.variables === set.id}
            />
          ))}
        </ul>
      )}
      <ShareDialog set={toShare} onClose={() => setToShare(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('flashcards.sets.deleteTitle')}
        message={toDelete ? t('flashcards.sets.confirmDelete', { title: toDelete.title }) : ''}
        confirmLabel={t('common.delete')}
        busyLabel={t('flashcards.sets.deleting')}
        busy={deleteSet.isPending}
        danger
        error={deleteSet.isError ? errorMessage(deleteSet.error) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) deleteSet.mutate(toDelete.id, { onSuccess: () => setToDelete(null) });
        }}
      />
    </>
  );
}
