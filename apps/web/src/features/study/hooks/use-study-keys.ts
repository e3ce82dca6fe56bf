/**
 * The study screen's keys (spec §4): Space flips, 1-5 rate a flipped card, ← goes to the previous
 * card. Keys typed into a form control are never taken, and Space/Enter on a focused button,
 * link or other control press that control (the browser's own behaviour): only on the flip card
 * itself, or on no control at all, does Space flip.
 */
import { RATINGS, type Rating } from '@app/domain';
import { useEffect, useRef } from 'react';

/** Marks the flip card, the one control on which the screen's Space still flips. */
export const FLIP_CARD_ATTRIBUTE = 'data-flip-card';

const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  ...[
    'button',
    'link',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'menuitem',
    'option',
    'slider',
    'textbox',
    'combobox',
  ].map((role) => `[role="${role}"]`),
].join(',');

/** The event target as an element (a text node's parent), or null. */
function elementOf(target: EventTarget | null): Element | null {
  if (target instanceof Element) return target;
  if (target instanceof Node) return target.parentElement;
  return null;
}

/** True when a key typed here is text for a form control (every key is the control's). */
function isTyping(target: EventTarget | null): boolean {
  const element = elementOf(target);
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
  );
}

/** True when Space/Enter here press a control other than the flip card. */
function isOtherControl(target: EventTarget | null): boolean {
  const control = elementOf(target)?.closest(CONTROLS);
  return control != null && !control.hasAttribute(FLIP_CARD_ATTRIBUTE);
}

export function useStudyKeys(options: {
  enabled: boolean;
  flipped: boolean;
  onFlip: () => void;
  onPrevious: () => void;
  onRate: (rating: Rating) => void;
  /** The buttons' ratings in order: key n rates the n-th (FSRS: 1-4 send 1, 3, 4, 5). */
  ratings?: readonly Rating[];
}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { enabled, flipped, onFlip, onPrevious, onRate } = latest.current;
      const ratings = latest.current.ratings ?? RATINGS;
      if (!enabled || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (event.key === ' ' || event.code === 'Space') {
        if (isOtherControl(event.target)) return;
        event.preventDefault();
        if (!event.repeat) onFlip();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onPrevious();
      } else if (flipped && /^[1-9]$/.test(event.key) && Number(event.key) <= ratings.length) {
        event.preventDefault();
        onRate(ratings[Number(event.key) - 1]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
