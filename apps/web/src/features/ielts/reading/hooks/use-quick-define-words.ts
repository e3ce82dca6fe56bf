/**
 * Words the learner looks up with Quick Define while the test runs: the dashboard's popup
 * dispatches `app:quick-define` ({ detail: { word } }) each time it shows a word.
 */
import { useEffect } from 'react';

const QUICK_DEFINE_EVENT = 'app:quick-define';

/** Calls `onWord` with each word shown by Quick Define while `active`. */
export function useQuickDefineWords(active: boolean, onWord: (word: string) => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => {
      const word: unknown = (event as CustomEvent<{ word?: unknown }>).detail?.word;
      if (typeof word === 'string' && word.trim() !== '') onWord(word);
    };
    window.addEventListener(QUICK_DEFINE_EVENT, listener);
    return () => window.removeEventListener(QUICK_DEFINE_EVENT, listener);
  }, [active, onWord]);
}
