/**
 * /dashboard/dictionary (spec §2 Dictionary, §5, §8, §9; issue 18 §4): the search box and 'Tra
 * từ' (disabled while the trimmed word is empty or a search runs), up to 5 recent searches, the
 * not-found box with "Có phải bạn muốn tìm…" suggestions, the error box for other failures, the
 * result, and an empty state inviting a search. The word searched is
 * in the address (`?word=`): a link with it searches at once, and every search updates it, so
 * Back returns to the previous word.
 */
import type { DictionaryEntry } from '@app/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BookIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { isWordNotFound, lookupErrorText, useDictionaryEntry } from '../api/dictionary.ts';
import { useRecentSearches } from '../hooks/use-recent-searches.ts';
import { normalizeQuery } from '../lib/words.ts';
import { AddToSetDialog } from './add-to-set-dialog.tsx';
import { EntryView } from './entry-view.tsx';
import { WordChips } from './word-chips.tsx';
import { WordNotFound } from './word-not-found.tsx';

/** Words the empty state offers (English words: data, the same in both languages). */
const EXAMPLES = ['environment', 'analyse', 'well-being', 'run', 'good'] as const;

function EmptyState({ onPick }: { onPick: (word: string) => void }) {
  const t = useT();
  return (
    <div
      className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-center sm:p-10 dark:border-slate-700"
      data-testid="dictionary-empty"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-violet-500 to-purple-500 text-white">
        <BookIcon className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold">{t('dictionary.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">
        {t('dictionary.emptyBody')}
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {EXAMPLES.map((word) => (
          <li key={word}>
            <button
              type="button"
              onClick={() => onPick(word)}
              aria-label={t('dictionary.lookUp', { word })}
              className="min-h-9 rounded-full border border-violet-200 bg-violet-50 px-3.5 py-1.5 text-sm font-medium text-violet-800 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-violet-900 dark:bg-violet-950/60 dark:text-violet-200 dark:hover:bg-violet-900/60"
            >
              {word}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dictionary page of the signed-in learner `userId` (their recent searches). */
export function DictionaryPage({ userId }: { userId: string | null }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const word = normalizeQuery(params.get('word') ?? '');
  const [input, setInput] = useState(word);
  const [shownWord, setShownWord] = useState(word);
  // a chip, a link or Back changed the word: the box shows it
  if (shownWord !== word) {
    setShownWord(word);
    setInput(word);
  }
  const lookup = useDictionaryEntry(word);
  const { recent, add } = useRecentSearches(userId);
  const [adding, setAdding] = useState<DictionaryEntry | null>(null);
  const inputId = useId();

  const entry = lookup.data;
  useEffect(() => {
    if (entry && word !== '') add(word);
  }, [entry, word, add]);

  const searching = word !== '' && lookup.isFetching;
  const canSearch = normalizeQuery(input) !== '' && !searching;

  const search = (next: string) => {
    const query = normalizeQuery(next);
    if (query === '') return;
    setInput(query);
    if (query.toLowerCase() === word.toLowerCase()) {
      if (lookup.isError) void lookup.refetch();
      return;
    }
    setParams({ word: query });
  };

  const pick = (next: string) => {
    search(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch) search(input);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl">{t('dictionary.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('dictionary.subtitle')}</p>
      </div>

      <form onSubmit={onSubmit} role="search" className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('dictionary.searchLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input
            id={inputId}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('dictionary.placeholder')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={64}
            className="w-full rounded-xl border border-slate-300 bg-white py-3 pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
        <Button type="submit" disabled={!canSearch} className="shrink-0 px-5">
          {searching ? t('dictionary.searching') : t('dictionary.search')}
        </Button>
      </form>

      <WordChips
        title={t('dictionary.recent')}
        words={recent}
        onPick={pick}
        tone="slate"
        testId="recent-searches"
      />

      <div>
        {word === '' ? (
          <EmptyState onPick={pick} />
        ) : lookup.isPending ? (
          <Spinner label={t('dictionary.searching')} className="py-12" />
        ) : lookup.isError && isWordNotFound(lookup.error) ? (
          <WordNotFound word={word} />
        ) : lookup.isError ? (
          <Alert tone="error">
            <span data-testid="dictionary-error">{lookupErrorText(lookup.error)}</span>
          </Alert>
        ) : (
          <EntryView entry={lookup.data} onSearch={pick} onAdd={() => setAdding(lookup.data)} />
        )}
      </div>

      <AddToSetDialog entry={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
