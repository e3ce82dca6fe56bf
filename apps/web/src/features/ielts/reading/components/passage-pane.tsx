/**
 * A passage as the exam shows it: title, subtitle, paragraphs with their letters, glossary; and
 * highlighting: select text and press 'Tô sáng' (or Ctrl+H) to mark it, click (or Enter on) a
 * mark to remove it. Marks are character ranges kept by the runner (lib/highlights.ts).
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';
import { segments, selectionHighlights, type Highlight } from '../lib/highlights.ts';

type Passage = ReadingTest['passages'][number];

function HighlightButton({
  onClick,
  className = '',
  floating = false,
}: {
  onClick: () => void;
  className?: string;
  /** The phone's floating copy (hidden from assistive technology: the toolbar's is there). */
  floating?: boolean;
}) {
  const t = useT();
  return (
    <button
      type="button"
      aria-hidden={floating || undefined}
      tabIndex={floating ? -1 : undefined}
      // keep the selection: the button must not take it away before the click
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex items-center gap-1.5 rounded-lg border border-amber-400 bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 dark:border-amber-500 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800 ${floating ? 'py-2 text-sm' : ''} ${className}`}
    >
      {t('reading.passage.highlight')}
    </button>
  );
}

/** A passage with its highlights (re-rendered only when they or the passage change). */
export const PassagePane = memo(function PassagePane({
  passage,
  number,
  highlights,
  onHighlight,
  onUnhighlight,
}: {
  passage: Passage;
  /** 1, 2 or 3. */
  number: number;
  highlights: readonly Highlight[];
  onHighlight: (ranges: Highlight[]) => void;
  onUnhighlight: (range: Highlight) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const highlightSelection = useCallback(() => {
    if (!ref.current) return;
    const ranges = selectionHighlights(ref.current, number);
    if (ranges.length === 0) return;
    onHighlight(ranges);
    window.getSelection()?.removeAllRanges();
  }, [number, onHighlight]);

  // on phones the toolbar scrolls away: a floating 'Tô sáng' shows while text is selected
  const [selecting, setSelecting] = useState(false);
  useEffect(() => {
    const onChange = () => {
      const selection = window.getSelection();
      setSelecting(
        !!ref.current &&
          !!selection &&
          !selection.isCollapsed &&
          ref.current.contains(selection.anchorNode),
      );
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'h') {
        if (!ref.current || selectionHighlights(ref.current, number).length === 0) return;
        event.preventDefault();
        highlightSelection();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [highlightSelection, number]);

  return (
    <article aria-labelledby={`passage-title-${number}`} className="relative">
      <div className="-mx-1 mb-2 flex flex-wrap items-center gap-2 bg-white/95 px-1 py-1.5 backdrop-blur lg:sticky lg:top-0 lg:z-10 dark:bg-slate-900/95">
        <HighlightButton onClick={highlightSelection} />
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {t('reading.passage.highlightHelp')}
        </span>
      </div>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t('reading.passage.label', { n: number })}
      </p>
      <h2 id={`passage-title-${number}`} className="mt-1 text-xl font-black sm:text-2xl">
        {passage.title}
      </h2>
      {passage.subtitle ? (
        <p className="mt-1 text-slate-700 italic dark:text-slate-300">{passage.subtitle}</p>
      ) : null}
      <div
        ref={ref}
        className="mt-4 space-y-4 text-[0.95rem] leading-relaxed"
        data-testid="passage-text"
      >
        {passage.paragraphs.map((paragraph, i) => (
          <div key={i} className="flex gap-3">
            {paragraph.label ? (
              <span className="w-5 shrink-0 pt-px font-black text-blue-700 dark:text-blue-300">
                {paragraph.label}
              </span>
            ) : null}
            <p data-paragraph={i} className="min-w-0 flex-1">
              {segments(
                paragraph.text,
                highlights.filter((h) => h.passage === number && h.paragraph === i),
              ).map((segment, s) =>
                segment.highlight ? (
                  <mark
                    key={s}
                    role="button"
                    tabIndex={0}
                    title={t('reading.passage.removeHighlightTitle')}
                    aria-label={t('reading.passage.removeHighlightAria', { text: segment.text })}
                    onClick={() => {
                      // a drag that selects text inside a mark is not a click on it
                      if (!window.getSelection()?.isCollapsed) return;
                      onUnhighlight(segment.highlight!);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        onUnhighlight(segment.highlight!);
                      }
                    }}
                    className="cursor-pointer rounded-sm bg-yellow-200 text-slate-950 dark:bg-yellow-300 dark:text-slate-950"
                  >
                    {segment.text}
                  </mark>
                ) : (
                  segment.text
                ),
              )}
            </p>
          </div>
        ))}
      </div>
      {selecting ? (
        <HighlightButton
          onClick={highlightSelection}
          className="fixed right-4 bottom-32 z-40 shadow-lg lg:hidden"
          floating
        />
      ) : null}
      {passage.glossary && passage.glossary.length > 0 ? (
        <aside className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/60">
          <p className="font-bold">{t('reading.passage.glossary')}</p>
          <dl className="mt-1 space-y-1">
            {passage.glossary.map((item) => (
              <div key={item.term}>
                <dt className="inline font-semibold">{item.term}:</dt>{' '}
                <dd className="inline">{item.definition}</dd>
              </div>
            ))}
          </dl>
        </aside>
      ) : null}
    </article>
  );
});
