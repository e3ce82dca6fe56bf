/**
 * Quick Define (spec §2 Quick Define popup, §5: exactly one word selected; issue 18 §3), mounted
 * once under /dashboard: selecting one word (a double-click, a drag, a long-press on a touch
 * screen) shows a small "Tra từ" bubble beside it that opens the popup; a right-click over a single selected word (the browser's menu is then suppressed;
 * otherwise it is left alone) or Ctrl/Cmd+D with a single-word selection (the bookmark shortcut is
 * suppressed only then) opens a popup with the word's meanings next to it. Selections inside
 * inputs and text areas are ignored. The popup and the add-to-set dialog are loaded the first
 * time they are needed, so the dashboard's first screen carries only this listener.
 */
import type { DictionaryEntry } from '@app/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Box } from '../lib/popup-position.ts';
import { singleWord } from '../lib/words.ts';
import { QuickDefineBubble } from './quick-define-bubble.tsx';

const QuickDefinePopup = lazy(async () => ({
  default: (await import('./quick-define-popup.tsx')).QuickDefinePopup,
}));
const AddToSetDialog = lazy(async () => ({
  default: (await import('./add-to-set-dialog.tsx')).AddToSetDialog,
}));

interface Opened {
  word: string;
  /** The word's box in document coordinates (so the popup scrolls with the page). */
  anchor: Box;
  /** The element focused before the popup took focus (Escape gives it back). */
  returnFocus: Element | null;
  /** The page it was opened on: navigating closes it. */
  locationKey: string;
}

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function inEditable(node: Node | null): boolean {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest(EDITABLE) != null;
}

/** Slack around the selected word's box that still counts as clicking on it (px). */
const HIT_SLACK = 4;

/**
 * The single selected word and its box, or null. With a point (a right-click), the point must lie
 * on the selection.
 */
function selectedWord(point?: { x: number; y: number }): { word: string; anchor: Box } | null {
  // a modal dialog is open (the rest of the page is inert): its text is not looked up
  if (document.querySelector('dialog[open]')) return null;
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  if (inEditable(selection.anchorNode) || inEditable(document.activeElement)) return null;
  const word = singleWord(selection.toString());
  if (!word) return null;
  const range = selection.getRangeAt(0);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  if (
    point &&
    !rects.some(
      (r) =>
        point.x >= r.left - HIT_SLACK &&
        point.x <= r.right + HIT_SLACK &&
        point.y >= r.top - HIT_SLACK &&
        point.y <= r.bottom + HIT_SLACK,
    )
  ) {
    return null;
  }
  const box = rects[0] ?? range.getBoundingClientRect();
  const { scrollX, scrollY } = window;
  return {
    word,
    anchor: {
      left: box.left + scrollX,
      top: box.top + scrollY,
      right: box.right + scrollX,
      bottom: box.bottom + scrollY,
    },
  };
}

/** A one-word selection and the page it was made on (navigating hides the bubble). */
interface Selected {
  word: string;
  anchor: Box;
  locationKey: string;
}

/** The listener, the bubble, the popup while open, and the add-to-set dialog it opens. */
export function QuickDefine() {
  const location = useLocation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [adding, setAdding] = useState<DictionaryEntry | null>(null);
  const [bubble, setBubble] = useState<Selected | null>(null);
  // The selection the popup last answered: no bubble for it, even when a selectionchange of it
  // arrives after the popup opened (the event is queued); forgotten once the selection changes.
  const answered = useRef<{ word: string; anchor: Box } | null>(null);
  const visible = opened !== null && opened.locationKey === location.key;
  const bubbleShown = bubble !== null && !visible && bubble.locationKey === location.key;

  // the bubble follows the selection: shown once a mouse button is released over a one-word
  // selection, or as soon as a touch (long-press) or the keyboard makes one; hidden otherwise
  useEffect(() => {
    let mouseDown = false;
    const update = () => {
      const found = selectedWord();
      const last = answered.current;
      if (
        found &&
        last &&
        found.word === last.word &&
        found.anchor.left === last.anchor.left &&
        found.anchor.top === last.anchor.top
      ) {
        setBubble(null);
        return;
      }
      answered.current = null;
      setBubble((current) => {
        if (!found) return null;
        if (
          current &&
          current.word === found.word &&
          current.anchor.left === found.anchor.left &&
          current.anchor.top === found.anchor.top
        ) {
          return current;
        }
        return { ...found, locationKey: location.key };
      });
    };
    // only the main button selects (a right-click opens the popup itself)
    // (pressing the bubble or the popup selects nothing either)
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[data-testid="quick-define-bubble"], [data-testid="quick-define"]')) {
        return;
      }
      if (event.pointerType === 'mouse' && event.button === 0) mouseDown = true;
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!mouseDown || event.pointerType !== 'mouse' || event.button !== 0) return;
      mouseDown = false;
      // the selection of a double-click is final once the button is released
      requestAnimationFrame(update);
    };
    const onSelectionChange = () => {
      if (!mouseDown) update();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('selectionchange', onSelectionChange);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [location.key]);

  useEffect(() => {
    const open = (found: { word: string; anchor: Box }) => {
      // the popup answers this selection: its bubble does not come back when the popup closes
      answered.current = found;
      setBubble(null);
      setOpened({ ...found, returnFocus: document.activeElement, locationKey: location.key });
    };
    const onContextMenu = (event: MouseEvent) => {
      if (inEditable(event.target as Node | null)) return;
      const found = selectedWord({ x: event.clientX, y: event.clientY });
      if (!found) return;
      event.preventDefault();
      open(found);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.code !== 'KeyD' && event.key.toLowerCase() !== 'd') return;
      const found = selectedWord();
      if (!found) return;
      event.preventDefault();
      open(found);
    };
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [location.key]);

  const close = (restoreFocus: boolean) => {
    const target = opened?.returnFocus;
    setOpened(null);
    if (restoreFocus && target instanceof HTMLElement && target.isConnected) target.focus();
  };

  return (
    <Suspense fallback={null}>
      {bubbleShown ? (
        <QuickDefineBubble
          word={bubble.word}
          anchor={bubble.anchor}
          onOpen={() => {
            setBubble(null);
            setOpened({
              word: bubble.word,
              anchor: bubble.anchor,
              returnFocus: document.activeElement,
              locationKey: location.key,
            });
          }}
        />
      ) : null}
      {visible ? (
        <QuickDefinePopup
          key={`${opened.word}-${opened.anchor.left}-${opened.anchor.top}`}
          word={opened.word}
          anchor={opened.anchor}
          onClose={close}
          onAdd={(entry) => {
            setOpened(null);
            setAdding(entry);
          }}
        />
      ) : null}
      {adding ? <AddToSetDialog entry={adding} onClose={() => setAdding(null)} /> : null}
    </Suspense>
  );
}
