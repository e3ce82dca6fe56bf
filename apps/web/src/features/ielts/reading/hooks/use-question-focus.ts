/**
 * Moving between questions: a jump scrolls the question (or its gap) into view once it is
 * rendered and focuses its frame, not a text field, so ← and → keep working; ← / → go to the
 * previous / next question unless the learner is typing, choosing in a list or on a radio.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The element of question `n` under `root`: its frame, or the group that holds its gap. */
function frameOf(root: HTMLElement, n: number): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>(`#question-${n}`) ??
    [...root.querySelectorAll<HTMLElement>('[data-numbers]')].find((el) =>
      (el.dataset.numbers ?? '').split(',').includes(String(n)),
    ) ??
    null
  );
}

/** The panes' ref and `jump(n)`, which brings question `n` into view after the next render. */
export function useJumpToQuestion() {
  const panesRef = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ n: number; seq: number } | null>(null);
  useEffect(() => {
    const root = panesRef.current;
    if (!request || !root) return;
    const frame = frameOf(root, request.n);
    const control = root.querySelector<HTMLElement>(
      `input[data-question="${request.n}"], select[data-question="${request.n}"]`,
    );
    // side by side, only the question pane scrolls ('nearest' leaves the page where it is);
    // stacked, the page scrolls and the middle keeps it clear of the sticky bars
    const sideBySide = window.matchMedia('(min-width: 1024px)').matches;
    (control ?? frame)?.scrollIntoView({ block: sideBySide ? 'nearest' : 'center' });
    frame?.focus({ preventScroll: true });
  }, [request]);
  const jump = useCallback((n: number) => setRequest((r) => ({ n, seq: (r?.seq ?? 0) + 1 })), []);
  return { panesRef, jump };
}

const TYPING = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])';

/** ← and → move to the previous and next question. */
export function useArrowKeys(
  current: number,
  refs: readonly { number: number }[],
  goTo: (n: number) => void,
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (document.querySelector('dialog[open]')) return;
      const index = refs.findIndex((r) => r.number === current);
      const next = refs[index + (event.key === 'ArrowRight' ? 1 : -1)];
      if (!next) return;
      event.preventDefault();
      goTo(next.number);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, refs, goTo]);
}
