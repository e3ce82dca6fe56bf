/**
 * The "Tra từ" bubble (issue 18 §3: Quick Define that people find): a small button beside the
 * word a learner selects (double-click, or a long-press on a touch screen), which opens the
 * Quick Define popup. It sits under the word (above it near the bottom of the screen), inside
 * the viewport, and keeps the selection when pressed.
 */
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { placeBeside, type Box } from '../lib/popup-position.ts';

/** The bubble for `word` at `anchor` (document coordinates). */
export function QuickDefineBubble({
  word,
  anchor,
  onOpen,
}: {
  word: string;
  anchor: Box;
  onOpen: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const bubble = ref.current;
    if (!bubble) return;
    placeBeside(bubble, anchor);
  }, [anchor]);

  return createPortal(
    <button
      ref={ref}
      type="button"
      data-testid="quick-define-bubble"
      aria-label={t('dictionary.quickDefine.bubbleLabel', { word })}
      style={{ position: 'absolute', left: 0, top: 0, visibility: 'hidden' }}
      // pressing the bubble must not clear the selection it is about
      onPointerDown={(event) => event.preventDefault()}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onOpen}
      className="z-50 inline-flex min-h-9 items-center gap-1.5 rounded-full bg-blue-600 px-3 py-1.5 text-sm font-semibold text-white shadow-lg hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:hover:bg-blue-400"
    >
      <SearchIcon className="h-4 w-4" />
      {t('dictionary.quickDefine.bubble')}
    </button>,
    document.body,
  );
}
