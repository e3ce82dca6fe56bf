/**
 * "Add to a set in one step" on the review (issue 18 §4): the words looked up during the test
 * and the key words of the questions answered wrongly, ticked; apart, unticked, the key words of
 * the questions left blank. Each shows the Vietnamese of the sense its part of speech in the
 * passage calls for (lib/word-offer.ts) — one meaning, the most common, with the passage's
 * sentence beside it and the sense's other meanings to choose instead (issue 34 §19); a word
 * without one is not offered. All are looked up in
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
import { passagePartOfSpeech, passageSentence } from '../lib/passage-pos.ts';
import {
  cardFor,
  offerSense,
  offeredWords,
  type OfferCard,
  type OfferedWord,
} from '../lib/word-offer.ts';
import { madeSet, rememberMadeSet, type MadeSet } from '../lib/word-set-memory.ts';

const LINK = 'font-semibold text-blue-700 underline dark:text-blue-300';

type Row = OfferedWord & {
  card: OfferCard;
  /** The Vietnamese meanings of its sense, to choose from (issue 34 §19). */
  meanings: string[];
  /** The one on the card. */
  meaning: string;
  /** The passage's sentence that uses it, or null. */
  sentence: string | null;
};

/** The Vietnamese meanings of a word's sense as a choice of one (only when there are several). */
function MeaningChoice({
  row,
  disabled,
  onChoose,
}: {
  row: Row;
  disabled: boolean;
  onChoose: (meaning: string) => void;
}) {
  const t = useT();
  if (row.meanings.length < 2) return null;
  return (
    <div
      role="radiogroup"
      aria-label={t('reading.offer.meaningsOf', { word: row.card.front })}
      className="mt-1.5 flex flex-wrap gap-1.5"
      data-testid="offer-meanings"
    >
      {row.meanings.map((meaning) => (
        <button
          key={meaning}
          type="button"
          role="radio"
          aria-checked={meaning === row.meaning}
          disabled={disabled}
          onClick={() => onChoose(meaning)}
          className={`min-h-9 rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
            meaning === row.meaning
              ? 'border-blue-700 bg-blue-700 font-semibold text-white dark:border-blue-300 dark:bg-blue-300 dark:text-slate-950'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          {meaning}
        </button>
      ))}
    </div>
  );
}

function OfferRow({
  row,
  ticked,
  disabled,
  onToggle,
  onChoose,
}: {
  row: Row;
  ticked: boolean;
  disabled: boolean;
  onToggle: () => void;
  onChoose: (meaning: string) => void;
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
          <span
            className="mt-0.5 block wrap-anywhere text-slate-700 dark:text-slate-300"
            data-testid="offer-back"
          >
            {row.card.back}
          </span>
        </span>
      </label>
      <div className="ml-7">
        {row.sentence ? (
          <p
            className="mt-1 text-xs wrap-anywhere text-slate-600 italic dark:text-slate-400"
            data-testid="offer-sentence"
          >
            {t('reading.offer.inPassage', { sentence: row.sentence })}
          </p>
        ) : null}
        <MeaningChoice row={row} disabled={disabled} onChoose={onChoose} />
      </div>
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
  /** The meaning the learner chose for a word, when not the first. */
  const [chosenMeanings, setChosenMeanings] = useState<ReadonlyMap<string, string>>(new Map());
  const create = useCreateWordSet();
  if (words.length === 0 && !made) return null;

  const pending = entries.some((e) => e === undefined);
  const fronts = new Set<string>();
  const rows = words.flatMap((w, i): Row[] => {
    const entry = entries[i] ?? null;
    const candidates = passagePartOfSpeech(test, w.word);
    const sense = offerSense(entry, candidates);
    const sentence = passageSentence(test, w.word);
    const choice = { meaning: chosenMeanings.get(w.word), context: sentence };
    const card = cardFor(entry, candidates, choice);
    // two offered words of one headword ('mice', 'mouse') make one card
    if (!card || !sense || fronts.has(card.front.toLowerCase())) return [];
    fronts.add(card.front.toLowerCase());
    const meaning = sense.meanings.find((m) => m === choice.meaning) ?? sense.meanings[0]!;
    return [{ ...w, card, meanings: sense.meanings, meaning, sentence }];
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
          onChoose={(meaning) => setChosenMeanings((map) => new Map(map).set(row.word, meaning))}
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
