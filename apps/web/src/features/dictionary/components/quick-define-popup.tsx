/**
 * The Quick Define popup (spec §2 Quick Define popup, §8, §9): the word, its phonetic, its
 * Vietnamese meaning, up to 2 meanings with up to 2 definitions each; 'Word not found. Try
 * checking the spelling.' in red when the dictionary does not know it; 'Add to flashcards' and
 * a link to the full entry. It sits next to the word, inside the viewport, takes focus when it
 * opens and closes on Escape (giving focus back), an outside click or its close button.
 */
import { looksVietnamese } from '@app/domain';
import type { DictionaryEntry } from '@app/contracts';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { isWordNotFound, lookupErrorText, useDictionaryEntry } from '../api/dictionary.ts';
import { allVietnamese } from '../lib/card-from-entry.ts';
import { placeBeside, type Box } from '../lib/popup-position.ts';
import { PartOfSpeech } from './meanings-list.tsx';

/** Meanings and definitions per meaning shown (spec §9). */
const MEANINGS = 2;
const DEFINITIONS = 2;

function Body({ entry }: { entry: DictionaryEntry }) {
  const t = useT();
  const vietnamese = allVietnamese(entry.vi);
  const meanings = entry.meanings.slice(0, MEANINGS);
  return (
    <div className="space-y-3">
      {vietnamese.length > 0 ? (
        <p className="font-semibold text-emerald-800 dark:text-emerald-300" data-testid="qd-vi">
          {vietnamese.join(', ')}
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="qd-no-vi">
          {t('dictionary.noVietnamese')}
        </p>
      )}
      {meanings.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('dictionary.noDefinition')}</p>
      ) : (
        meanings.map((meaning, index) => (
          <div key={`${meaning.partOfSpeech}-${index}`} data-testid="qd-meaning">
            <p className="text-sm">
              <PartOfSpeech name={meaning.partOfSpeech} />
            </p>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm marker:text-slate-500">
              {meaning.definitions.slice(0, DEFINITIONS).map((definition, n) => (
                <li key={n} className="wrap-anywhere">
                  {definition.definition}
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
    </div>
  );
}

/** The popup for `word` at `anchor` (document coordinates). */
export function QuickDefinePopup({
  word,
  anchor,
  onClose,
  onAdd,
}: {
  word: string;
  anchor: Box;
  /** `true` gives focus back to where it was (Escape, the close button). */
  onClose: (restoreFocus: boolean) => void;
  onAdd: (entry: DictionaryEntry) => void;
}) {
  const t = useT();
  const lookup = useDictionaryEntry(word);
  const ref = useRef<HTMLDivElement>(null);
  // Announced to whatever listens (the IELTS Reading runner collects the words looked up);
  // a DOM event, so no feature imports another.
  useEffect(() => {
    window.dispatchEvent(new CustomEvent('app:quick-define', { detail: { word } }));
  }, [word]);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // placed next to the word once its size is known, and again whenever the size changes
  useLayoutEffect(() => {
    const popup = ref.current;
    if (!popup) return;
    const place = () => placeBeside(popup, anchor);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(popup);
    return () => observer.disconnect();
  }, [anchor]);

  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onCloseRef.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  const entry = lookup.data;
  const phonetic = entry?.phonetics.find((p) => p.text)?.text;

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="quick-define"
      style={{ position: 'absolute', left: 0, top: 0, visibility: 'hidden' }}
      className="z-50 max-h-[calc(100vh-1rem)] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-black wrap-anywhere">
            <span className="sr-only">{t('dictionary.quickDefine.label')} </span>
            {entry?.word ?? word}
          </h2>
          {phonetic ? (
            <p className="font-mono text-sm text-slate-600 dark:text-slate-400">{phonetic}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={t('dictionary.quickDefine.close')}
          title={t('dictionary.quickDefine.close')}
          className="-mt-1 -mr-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      {lookup.isPending ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
        >
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-200 border-t-blue-600 motion-reduce:animate-none dark:border-slate-700 dark:border-t-blue-400" />
          {t('dictionary.quickDefine.loading')}
        </p>
      ) : lookup.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {isWordNotFound(lookup.error)
            ? t(
                looksVietnamese(word)
                  ? 'dictionary.quickDefine.vietnamese'
                  : 'dictionary.quickDefine.notFound',
              )
            : lookupErrorText(lookup.error)}
        </p>
      ) : (
        <Body entry={lookup.data} />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {entry ? (
          <Button className="px-3 py-2" onClick={() => onAdd(entry)}>
            <PlusIcon className="h-4 w-4" />
            {t('dictionary.addToFlashcards')}
          </Button>
        ) : null}
        <Link
          to={`/dashboard/dictionary?word=${encodeURIComponent(word)}`}
          className="rounded-lg px-2 py-2 text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          {t('dictionary.quickDefine.full')} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>,
    document.body,
  );
}
