/**
 * The shadowing state a timed transcript keeps (issue 23 §4), shared by the library player's
 * transcript and the Listening review's: whether 'Luyện nói theo' is on, which sentence's panel
 * is open (its index among the timed sentences, or null), and closing a panel with the focus
 * given back to that sentence's button (`[data-shadow-index]` inside `box`).
 */
import { useCallback, useRef, useState } from 'react';

export function useShadowing() {
  const [on, setOn] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Turns shadowing on or off; either way no panel stays open. */
  const toggle = useCallback(() => {
    setOn((was) => !was);
    setSelected(null);
  }, []);
  /** Opens sentence `index`'s panel, or closes it when it is the open one. */
  const onShadow = useCallback(
    (index: number) => setSelected((open) => (open === index ? null : index)),
    [],
  );
  const close = () => {
    const index = selected;
    setSelected(null);
    box.current?.querySelector<HTMLElement>(`[data-shadow-index="${index}"]`)?.focus();
  };
  return { on, toggle, selected, onShadow, close, box };
}
