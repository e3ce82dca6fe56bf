/**
 * Synonyms or antonyms as chips (spec §2 Dictionary, §9: up to 5 each); choosing one searches it.
 * Also the recent searches and the empty state's example words.
 */
import { useT } from '../../../i18n/i18n.tsx';

/** Chips shown per list (spec §9: 5 synonyms, 5 antonyms, 5 recent searches). */
const CHIPS_MAX = 5;

/** A labelled row of word chips; nothing when `words` is empty. */
export function WordChips({
  title,
  words,
  onPick,
  tone = 'blue',
  testId,
}: {
  title: string;
  words: readonly string[];
  onPick: (word: string) => void;
  tone?: 'blue' | 'slate' | 'rose';
  testId?: string;
}) {
  const t = useT();
  if (words.length === 0) return null;
  const styles = {
    blue: 'border-blue-200 bg-blue-50 text-blue-800 hover:bg-blue-100 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-200 dark:hover:bg-blue-900/60',
    slate:
      'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
    rose: 'border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-200 dark:hover:bg-rose-900/60',
  }[tone];
  return (
    <div data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {words.slice(0, CHIPS_MAX).map((word) => (
          <li key={word}>
            <button
              type="button"
              onClick={() => onPick(word)}
              aria-label={t('dictionary.lookUp', { word })}
              className={`min-h-9 rounded-full border px-3.5 py-1.5 text-sm font-medium wrap-anywhere transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${styles}`}
            >
              {word}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
