/**
 * The editor's draft autosave (issue 7 §4): the draft to start from (read once), autosave 1 s
 * (AUTOSAVE_DELAY_MS) after any change while the form differs from the saved set, and the
 * restored-draft notice shown for 5 s (NOTICE_MS). Storage: lib/editor-drafts.ts.
 */
import { useEffect, useState, type RefObject } from 'react';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from '../lib/editor-drafts.ts';

const AUTOSAVE_DELAY_MS = 1000;
const NOTICE_MS = 5000;

/**
 * The stored draft for `key` when it differs from the form's starting point (`same` tells), read
 * once on mount; null without a key (signed out, read-only) or without a different draft.
 */
export function useRestoredDraft<T>(
  key: string | null,
  same: (draft: T) => boolean,
): StoredDraft<T> | null {
  const [restored] = useState(() => {
    if (key === null) return null;
    const stored = readDraft<T>(localStorage, key);
    return stored === null || same(stored.draft) ? null : stored;
  });
  return restored;
}

/**
 * Writes `value` under `key` 1 s after it last changed while `dirty`, and removes the draft once
 * the form is back to the saved set. Nothing is written once `stopped` is true (saved or
 * cancelled: the draft was cleared and must stay so).
 */
export function useDraftAutosave<T>(
  key: string | null,
  value: T,
  dirty: boolean,
  baseVersion: number | null,
  stopped: RefObject<boolean>,
): void {
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => {
      if (stopped.current) return;
      if (dirty) writeDraft(localStorage, key, { draft: value, baseVersion, savedAt: Date.now() });
      else clearDraft(localStorage, key);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value, dirty, baseVersion, stopped]);
}

/** True for `ms` after mount when `initially` is true (the restored-draft notice). */
export function useTimedFlag(initially: boolean, ms = NOTICE_MS): boolean {
  const [on, setOn] = useState(initially);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on;
}
