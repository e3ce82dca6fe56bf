/**
 * "Add to a set in one step" on the review (issue 18 §4): the words looked up during the test
 * and the key words of the questions answered wrongly, ticked; apart, unticked, the key words of
 * the questions left blank. Each shows the Vietnamese of the sense its part of speech in the
 * passage calls for (lib/word-offer.ts); a word without one is not offered. All are looked up in
 * one request. 'Tạo bộ thẻ từ bài đọc' creates one new set with the ticked cards, then links to
 * it; the attempt remembers it (lib/word-set-memory.ts), so a reload offers it no more.
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import type { MarkedAnswer } from '@app/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useSession } from '../../../../lib/session.tsx';
import { useCreateWordSet, useWordEntries } from '../api/word-cards.ts';
import { passagePartOfSpeech } from '../lib/passage-pos.ts';
import { cardFor, offeredWords, type OfferCard, type OfferedWord } from '../lib/word-offer.ts';
import { madeSet, rememberMadeSet, type MadeSet } from '../lib/word-set-memory.ts';

const LINK = 'font-semibold text-blue-700 underline dark:text-blue-300';

type Row = OfferedWord & { card: OfferCard };

function OfferRow({
  row,
  ticked,
  disabled,
  onToggle,
}: {
  row: Row;
  ticked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const source = {
    lookedUp: t('reading.offer.sourceLookedUp'),
    wrong: t('reading.offer.sourceKeyword'),
    blank: t('reading.offer.sourceBlank'),
  }[row.source];
  return (
    <li className="py-2" data-testid="offer-word">
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={ticked}
          onChange={onToggle}
          disabled={disabled}
          className="mt-1 h-4 w-4 shrink-0 accent-blue-600"
        />
        <span className="min-w-0">
          <span className="font-bold text-slate-900 dark:text-slate-50">{row.card.front}</span>
          {row.card.tags[0] ? (
            <span className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {t('reading.offer.pos', { pos: row.card.tags[0] })}
            </span>
          ) : null}
          <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">{source}</span>
          <span className="mt-0.5 block wrap-anywhere text-slate-700 dark:text-slate-300">
            {row.card.back}
          </span>
        </span>
      </label>
    </li>
  );
}

/** The set made from this attempt, with the links to it. */
function MadeSetNotice({ set, fresh }: { set: MadeSet; fresh: boolean }) {
  const t = useT();
  return (
    <Alert tone="success" className="mt-3">
      {fresh
        ? t('reading.offer.created', { title: set.title, n: set.count })
        : t('reading.offer.alreadyCreated')}{' '}
      <Link to={`/dashboard/flashcards/study/${set.id}`} className={LINK}>
        {t('reading.offer.study')}
      </Link>{' '}
      ·{' '}
      <Link to={`/dashboard/flashcards/edit/${set.id}`} className={LINK}>
        {t('reading.offer.viewSet')}
      </Link>
    </Alert>
  );
}

export function WordOffer({
  test,
  marked,
  lookedUp,
  attemptId,
}: {
  test: ReadingTest;
  marked: readonly MarkedAnswer[];
  lookedUp: readonly string[];
  /** The attempt's result id: the made set is remembered under it. */
  attemptId: string;
}) {
  const t = useT();
  const userId = useSession().data?.user.id ?? 'signed-out';
  const [made, setMade] = useState(() => {
    const kept = madeSet(userId, attemptId);
    return kept ? { set: kept, fresh: false } : null;
  });
  const words = useMemo(() => offeredWords(test, marked, lookedUp), [test, marked, lookedUp]);
  const entries = useWordEntries(made ? [] : words.map((w) => w.word));
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const create = useCreateWordSet();
  if (words.length === 0 && !made) return null;

  const pending = entries.some((e) => e === undefined);
  const fronts = new Set<string>();
  const rows = words.flatMap((w, i): Row[] => {
    const card = cardFor(entries[i] ?? null, passagePartOfSpeech(test, w.word));
    // two offered words of one headword ('mice', 'mouse') make one card
    if (!card || fronts.has(card.front.toLowerCase())) return [];
    fronts.add(card.front.toLowerCase());
    return [{ ...w, card }];
  });
  const ticked = (row: Row) => (row.source !== 'blank') !== toggled.has(row.word);
  const chosen = rows.filter(ticked);
  const skipped = pending ? 0 : words.length - rows.length;
  const toggle = (word: string) =>
    setToggled((set) => {
      const next = new Set(set);
      if (next.has(word)) next.delete(word);
      else next.add(word);
      return next;
    });
  const list = (items: Row[]) => (
    <ul className="mt-2 divide-y divide-amber-200 dark:divide-amber-900">
      {items.map((row) => (
        <OfferRow
          key={row.word}
          row={row}
          ticked={ticked(row)}
          disabled={create.isPending}
          onToggle={() => toggle(row.word)}
        />
      ))}
    </ul>
  );
  const main = rows.filter((row) => row.source !== 'blank');
  const blank = rows.filter((row) => row.source === 'blank');

  return (
    <section
      aria-labelledby="word-offer-title"
      data-testid="word-offer"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h3 id="word-offer-title" className="text-lg font-bold">
        {t('reading.offer.title')}
      </h3>
      {made ? (
        <MadeSetNotice set={made.set} fresh={made.fresh} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('reading.offer.intro')}
          </p>
          {pending ? (
            <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              {t('reading.offer.looking')}
            </p>
          ) : null}
          {main.length > 0 ? list(main) : null}
          {blank.length > 0 ? (
            <div className="mt-4" data-testid="offer-blank">
              <h4 className="text-sm font-bold">{t('reading.offer.blankTitle')}</h4>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('reading.offer.blankNote')}
              </p>
              {list(blank)}
            </div>
          ) : null}
          {skipped > 0 ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              {t('reading.offer.skipped', { n: skipped })}
            </p>
          ) : null}
          {rows.length > 0 || pending ? (
            <Button
              className="mt-3"
              disabled={pending || chosen.length === 0 || create.isPending}
              onClick={() =>
                create.mutate(
                  {
                    title: t('reading.offer.setTitle', { title: test.title }),
                    description: t('reading.offer.setDescription'),
                    cards: chosen.map((row) => row.card),
                  },
                  {
                    onSuccess: (set) => {
                      rememberMadeSet(userId, attemptId, set);
                      setMade({ set, fresh: true });
                    },
                  },
                )
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
        </>
      )}
    </section>
  );
}
