/**
 * A dictionary result (spec §2 Dictionary): the word (with the form searched when the server
 * resolved an inflection: 'mice' → mouse), the Vietnamese box (or a line saying none is known),
 * Copy, 'Add to flashcards', pronunciations, meanings, up to 5 synonyms and 5 antonyms that
 * search themselves, and the source links.
 */
import type { DictionaryEntry } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon, CopyIcon, ExternalLinkIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { cardFromEntry } from '../lib/card-from-entry.ts';
import { copyText } from '../lib/copy-text.ts';
import { MeaningsList, PartOfSpeech } from './meanings-list.tsx';
import { Pronunciations } from './pronunciations.tsx';
import { WordChips } from './word-chips.tsx';

/** How long 'Đã sao chép' stays (ms). */
const COPIED_MS = 2000;

function CopyButton({ entry }: { entry: DictionaryEntry }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const onCopy = async () => {
    const card = cardFromEntry(entry, t('dictionary.noDefinition'));
    // a failure is logged only (spec §8 Other)
    if (await copyText(`${card.front}: ${card.back}`)) setCopied(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void onCopy()}
        title={t('dictionary.copyLabel', { word: entry.word })}
      >
        {copied ? <CheckIcon className="h-4 w-4" /> : <CopyIcon className="h-4 w-4" />}
        {copied ? t('dictionary.copied') : t('dictionary.copy')}
      </Button>
      <span className="sr-only" role="status">
        {copied ? t('dictionary.copied') : ''}
      </span>
    </>
  );
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/** The whole entry; `onSearch` looks up a synonym or antonym, `onAdd` opens the add-to-set dialog. */
export function EntryView({
  entry,
  onSearch,
  onAdd,
}: {
  entry: DictionaryEntry;
  onSearch: (word: string) => void;
  onAdd: () => void;
}) {
  const t = useT();
  const phonetic = entry.phonetics.find((p) => p.text)?.text;
  return (
    <article
      aria-labelledby="entry-word"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900"
      data-testid="dictionary-entry"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="entry-word" className="text-3xl font-black wrap-anywhere sm:text-4xl">
            {entry.word}
          </h2>
          {phonetic ? (
            <p className="mt-1 font-mono text-slate-600 dark:text-slate-400">{phonetic}</p>
          ) : null}
          {entry.query && entry.query !== entry.word ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="resolved">
              {t('dictionary.resolved', { query: entry.query, word: entry.word })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <CopyButton entry={entry} />
          <Button onClick={onAdd}>
            <PlusIcon className="h-4 w-4" />
            {t('dictionary.addToFlashcards')}
          </Button>
        </div>
      </header>

      {entry.vi.length > 0 ? (
        <section
          aria-labelledby="vi-heading"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950/50"
          data-testid="vietnamese"
        >
          <h3
            id="vi-heading"
            className="mb-2 text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300"
          >
            {t('dictionary.vietnamese')}
          </h3>
          <ul className="space-y-1">
            {entry.vi.map((group, index) => (
              <li key={index} className="text-lg text-emerald-950 dark:text-emerald-50">
                {group.partOfSpeech ? (
                  <span className="mr-2 text-sm">
                    <PartOfSpeech name={group.partOfSpeech} />
                  </span>
                ) : null}
                {group.meanings.join('; ')}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p
          className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
          data-testid="no-vietnamese"
        >
          {t('dictionary.noVietnamese')}
        </p>
      )}

      <Pronunciations word={entry.word} phonetics={entry.phonetics} />
      <MeaningsList meanings={entry.meanings} />

      {entry.synonyms.length > 0 || entry.antonyms.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <WordChips
            title={t('dictionary.synonyms')}
            words={entry.synonyms}
            onPick={onSearch}
            testId="synonyms"
          />
          <WordChips
            title={t('dictionary.antonyms')}
            words={entry.antonyms}
            onPick={onSearch}
            tone="rose"
            testId="antonyms"
          />
        </div>
      ) : null}

      {entry.sourceUrls.length > 0 ? (
        <footer className="border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          <h3 className="mb-1 font-semibold text-slate-600 dark:text-slate-400">
            {t('dictionary.sources')}
          </h3>
          <ul className="space-y-1">
            {entry.sourceUrls.map((url) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-blue-700 wrap-anywhere hover:underline dark:text-blue-300"
                >
                  {hostOf(url)}
                  <ExternalLinkIcon className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />
                </a>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </article>
  );
}
