/**
 * "Add to a set in one step" on the review: the words looked up during the test and the key
 * words of the questions answered wrongly, each with its Vietnamese meaning from the dictionary,
 * all ticked; 'Tạo bộ thẻ từ bài đọc' creates one new set with the ticked cards, then links to it.
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import type { MarkedAnswer } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useCreateWordSet, useWordEntries } from '../api/word-cards.ts';
import { cardFor, offeredWords, type OfferCard } from '../lib/word-offer.ts';

const LINK = 'font-semibold text-blue-700 underline dark:text-blue-300';

export function WordOffer({
  test,
  marked,
  lookedUp,
}: {
  test: ReadingTest;
  marked: readonly MarkedAnswer[];
  lookedUp: readonly string[];
}) {
  const t = useT();
  const words = offeredWords(test, marked, lookedUp);
  const entries = useWordEntries(words.map((w) => w.word));
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const create = useCreateWordSet();
  if (words.length === 0) return null;

  const pending = entries.some((e) => e === undefined);
  const rows = words
    .map((w, i) => ({ ...w, card: entries[i] ? cardFor(w.word, entries[i]) : null }))
    .filter((row): row is typeof row & { card: OfferCard } => row.card !== null);
  const chosen = rows.filter((row) => !unticked.has(row.word));
  const skipped = pending ? 0 : words.length - rows.length;
  const toggle = (word: string) =>
    setUnticked((set) => {
      const next = new Set(set);
      if (next.has(word)) next.delete(word);
      else next.add(word);
      return next;
    });

  return (
    <section
      aria-labelledby="word-offer-title"
      data-testid="word-offer"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h3 id="word-offer-title" className="text-lg font-bold">
        {t('reading.offer.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('reading.offer.intro')}</p>
      {pending ? (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('reading.offer.looking')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="mt-3 divide-y divide-amber-200 dark:divide-amber-900">
          {rows.map((row) => (
            <li key={row.word} className="py-2">
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={!unticked.has(row.word)}
                  onChange={() => toggle(row.word)}
                  disabled={create.isSuccess}
                  className="mt-1 h-4 w-4 shrink-0 accent-blue-600"
                />
                <span className="min-w-0">
                  <span className="font-bold text-slate-900 dark:text-slate-50">{row.word}</span>
                  {row.card.tags[0] ? (
                    <span className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                      {t('reading.offer.pos', { pos: row.card.tags[0] })}
                    </span>
                  ) : null}
                  <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                    {row.source === 'lookedUp'
                      ? t('reading.offer.sourceLookedUp')
                      : t('reading.offer.sourceKeyword')}
                  </span>
                  <span className="mt-0.5 block wrap-anywhere text-slate-700 dark:text-slate-300">
                    {row.card.back}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {skipped > 0 ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t('reading.offer.skipped', { n: skipped })}
        </p>
      ) : null}
      {create.isSuccess ? (
        <Alert tone="success" className="mt-3">
          {t('reading.offer.created', { title: create.data.title, n: create.data.count })}{' '}
          <Link to={`/dashboard/flashcards/study/${create.data.id}`} className={LINK}>
            {t('reading.offer.study')}
          </Link>{' '}
          ·{' '}
          <Link to={`/dashboard/flashcards/edit/${create.data.id}`} className={LINK}>
            {t('reading.offer.viewSet')}
          </Link>
        </Alert>
      ) : rows.length > 0 || pending ? (
        <Button
          className="mt-3"
          disabled={pending || chosen.length === 0 || create.isPending}
          onClick={() =>
            create.mutate({
              title: t('reading.offer.setTitle', { title: test.title }),
              description: t('reading.offer.setDescription'),
              cards: chosen.map((row) => row.card),
            })
          }
        >
          {create.isPending
            ? t('reading.offer.creating')
            : t('reading.offer.create', { n: chosen.length })}
        </Button>
      ) : null}
      {create.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
    </section>
  );
}
