/**
 * The controls that put a transcript into shadowing mode (issue 23 §4), shared by the library
 * player and the Listening review: the 'Luyện nói theo' switch (a pressed toggle button) and
 * the microphone button after each timed sentence, which opens or closes its panel.
 */
import { MicIcon } from '../ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** The shadowing switch of a transcript. */
export function ShadowToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold ${FOCUS} ${
        on
          ? 'border-blue-600 bg-blue-600 text-white'
          : 'border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
      }`}
      data-testid="shadow-toggle"
    >
      <MicIcon className="h-4 w-4" />
      {t('shadowing.toggle')}
    </button>
  );
}

/** The microphone after sentence `index` (`text`); `open` while its panel is. */
export function ShadowSentenceButton({
  index,
  text,
  open,
  onShadow,
}: {
  index: number;
  text: string;
  open: boolean;
  onShadow: (index: number) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => onShadow(index)}
      aria-label={t('shadowing.sentenceButton', { sentence: text })}
      aria-expanded={open}
      className={`ml-1 inline-flex h-7 w-7 items-center justify-center rounded-full align-middle ${FOCUS} ${
        open
          ? 'bg-blue-600 text-white'
          : 'bg-blue-50 text-blue-700 hover:bg-blue-100 dark:bg-slate-800 dark:text-blue-300 dark:hover:bg-slate-700'
      }`}
      data-testid="shadow-sentence-button"
      data-shadow-index={index}
    >
      <MicIcon className="h-4 w-4" />
    </button>
  );
}
