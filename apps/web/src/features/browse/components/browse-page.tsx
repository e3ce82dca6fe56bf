/**
 * The card browser (issue 19 §3, `/dashboard/flashcards/browse`): a search box (asked 300 ms
 * after typing stops), filter chips, a set select, the cards found with their state and actions,
 * and "Xem thêm" for the next page. The search, filter and set live in the address (?q=&filter=
 * &set=), so Back and a reload keep them.
 */
import { CARD_FILTERS, CARD_SEARCH_MAX_QUERY, type CardFilter } from '@app/contracts';
import { dueCutoff } from '@app/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import {
  dayStartQuery,
  searchQuery,
  setOptionsQuery,
  useResetCard,
  useSuspendCard,
} from '../api/cards.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { BrowseFilters } from './browse-filters.tsx';
import { CardRow } from './card-row.tsx';

function isFilter(value: string | null): value is CardFilter {
  return (CARD_FILTERS as readonly string[]).includes(value ?? '');
}

export function BrowsePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const filterParam = params.get('filter');
  const filter: CardFilter = isFilter(filterParam) ? filterParam : 'all';
  const setId = params.get('set') ?? '';
  const q = useDebounced(text.trim(), 300);
  const update = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (key === 'filter' && value === 'all')) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const results = useInfiniteQuery(searchQuery(q, filter, setId));
  const sets = useQuery(setOptionsQuery());
  const dayStart = useQuery(dayStartQuery());
  const cutoff = useMemo(
    () => dueCutoff(new Date(), learnerTimeZone(), dayStart.data ?? 4),
    [dayStart.data],
  );
  const suspend = useSuspendCard();
  const reset = useResetCard();
  const [toReset, setToReset] = useState<{ cardId: string; front: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const cards = results.data?.pages.flatMap((page) => page.cards) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;
  const busyCard = suspend.isPending ? suspend.variables.cardId : null;
  const actionError = suspend.error ?? reset.error;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black sm:text-3xl">{t('browse.title')}</h1>
          <p className="mt-1 hidden text-slate-600 sm:block dark:text-slate-400">
            {t('browse.subtitle')}
          </p>
        </div>
        <Link
          to="/dashboard/flashcards"
          className="text-sm font-semibold text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
        >
          {t('browse.back')}
        </Link>
      </div>
      <div className="space-y-3">
        <div className="relative">
          <label htmlFor="browse-search" className="sr-only">
            {t('browse.searchLabel')}
          </label>
          <input
            id="browse-search"
            type="search"
            value={text}
            maxLength={CARD_SEARCH_MAX_QUERY}
            placeholder={t('browse.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update('q', event.target.value)}
            className="w-full rounded-2xl border border-slate-300 bg-white px-4 py-3 text-base shadow-sm placeholder:text-slate-500 focus:border-blue-500 focus:outline-2 focus:outline-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
          />
        </div>
        <BrowseFilters
          filter={filter}
          onFilter={(value) => update('filter', value)}
          setId={setId}
          sets={sets.data ?? []}
          onSet={(value) => update('set', value)}
        />
      </div>
      <div
        aria-live="polite"
        className="mt-4 mb-2 min-h-6 text-sm text-slate-600 dark:text-slate-400"
      >
        {results.isSuccess
          ? cards.length < total
            ? t('browse.shown', { shown: cards.length, total })
            : t('browse.total', { n: total })
          : null}
      </div>
      {done ? (
        <Alert tone="success" className="mb-3">
          {done}
        </Alert>
      ) : null}
      {actionError ? (
        <Alert tone="error" className="mb-3">
          {t('browse.actions.failed', { message: errorMessage(actionError) })}
        </Alert>
      ) : null}
      {results.isPending ? (
        <Spinner label={t('browse.loading')} className="py-16" />
      ) : results.isError ? (
        <Alert tone="error">
          {t('browse.loadFailed', { message: errorMessage(results.error) })}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void results.refetch()}
          >
            {t('common.retry')}
          </button>
        </Alert>
      ) : cards.length === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60">
          <h2 className="text-lg font-bold">{t('browse.empty.title')}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">
            {q === '' ? t('browse.empty.noQuery') : t('browse.empty.withQuery', { q })}
          </p>
        </div>
      ) : (
        <>
          <ul aria-label={t('browse.resultsLabel')} className="space-y-3">
            {cards.map((item) => (
              <CardRow
                key={item.card.id}
                item={item}
                cutoff={cutoff}
                busy={busyCard === item.card.id}
                onSuspend={(suspended) => {
                  setDone(null);
                  reset.reset();
                  suspend.mutate(
                    { cardId: item.card.id, suspended, front: item.card.front },
                    {
                      onSuccess: () =>
                        setDone(
                          t(suspended ? 'browse.done.suspended' : 'browse.done.unsuspended', {
                            front: item.card.front,
                          }),
                        ),
                    },
                  );
                }}
                onReset={() => {
                  setDone(null);
                  reset.reset();
                  setToReset({ cardId: item.card.id, front: item.card.front });
                }}
              />
            ))}
          </ul>
          {results.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {results.isFetchingNextPage ? t('browse.loadingMore') : t('browse.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={toReset !== null}
        title={t('browse.resetDialog.title')}
        message={t('browse.resetDialog.message', { front: toReset?.front ?? '' })}
        confirmLabel={t('browse.resetDialog.confirm')}
        cancelLabel={t('browse.resetDialog.cancel')}
        busyLabel={t('browse.resetDialog.busy')}
        busy={reset.isPending}
        danger
        error={reset.isError ? errorMessage(reset.error) : null}
        onCancel={() => setToReset(null)}
        onConfirm={() => {
          if (!toReset) return;
          suspend.reset();
          reset.mutate(toReset, {
            onSuccess: () => {
              setDone(t('browse.done.reset', { front: toReset.front }));
              setToReset(null);
            },
          });
        }}
      />
    </>
  );
}
