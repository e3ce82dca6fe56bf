/**
 * The editor's draft autosave (issue 7 §4): the draft to start from (read once), autosave 1 s
 * (AUTOSAVE_DELAY_MS) after any change while the form differs from the saved set (and at once
 * when the page goes away or out of sight), and the
 * restored-draft notice shown for 5 s (NOTICE_MS). Storage: lib/editor-drafts.ts.
 *
 * A stored draft of an existing set that differs from the set as the server has it is never
 * restored silently (issue 18 §4: after a version conflict it would hide another person's
 * change): the form shows the server's set and the learner chooses 'Khôi phục' or 'Bỏ bản nháp'.
 */
import type { ImportPreview, SetDto } from '@app/contracts';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
  type SetStateAction,
} from 'react';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from '../lib/editor-drafts.ts';
import { comparable, fromImport, toDraft, type Draft } from '../lib/editor-form.ts';

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
 * cancelled: the draft was cleared and must stay so). The page going away or out of sight
 * (`pagehide`: a reload, a closed tab; `visibilitychange` to hidden: another app on a phone,
 * which may then end the page without pagehide) writes at once, so what was typed in the last
 * second before a reload is kept too (issue 34 §18).
 */
export function useDraftAutosave<T>(
  key: string | null,
  value: T,
  dirty: boolean,
  baseVersion: number | null,
  stopped: RefObject<boolean>,
): void {
  const latest = useRef({ key, value, dirty, baseVersion });
  useLayoutEffect(() => {
    latest.current = { key, value, dirty, baseVersion };
  }, [key, value, dirty, baseVersion]);

  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => {
      if (stopped.current) return;
      if (dirty) writeDraft(localStorage, key, { draft: value, baseVersion, savedAt: Date.now() });
      else clearDraft(localStorage, key);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value, dirty, baseVersion, stopped]);

  useEffect(() => {
    const flush = () => {
      const now = latest.current;
      if (now.key === null || stopped.current) return;
      if (now.dirty) {
        writeDraft(localStorage, now.key, {
          draft: now.value,
          baseVersion: now.baseVersion,
          savedAt: Date.now(),
        });
      } else clearDraft(localStorage, now.key);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [stopped]);
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

/** The form's draft and what the editor knows about a stored one. */
export interface EditorDraft {
  /** The set as loaded, comparable (`dirty` is the form differing from it). */
  baseline: string;
  draft: Draft;
  /** Changes the form (an edit while a choice is pending chooses the server's set). */
  setDraft: (next: SetStateAction<Draft>) => void;
  /** The set version the edit began from: a restored draft's own, so a stale one meets a 409. */
  baseVersion: number | null;
  /** A stored draft waiting for the learner's choice (existing sets only), else null. */
  pending: StoredDraft<Draft> | null;
  /** 'Khôi phục': the stored draft becomes the form. */
  restore: () => void;
  /** 'Bỏ bản nháp': the stored draft is deleted; the form keeps the server's set. */
  discard: () => void;
  /** The restored-draft notice (a new set's draft is restored at once, with it). */
  showRestored: boolean;
}

export function useEditorDraft(
  storageKey: string | null,
  initial: SetDto | null,
  imported: ImportPreview | null,
): EditorDraft {
  const [baseline] = useState(() => comparable(toDraft(initial)));
  const stored = useRestoredDraft<Draft>(
    imported ? null : storageKey,
    (d) => comparable(d) === baseline,
  );
  // a new set has nothing on the server to hide: its draft comes back at once, as before
  const askFirst = initial !== null;
  const [pending, setPending] = useState(askFirst ? stored : null);
  const restoredAtOnce = stored !== null && !askFirst;
  const showRestored = useTimedFlag(restoredAtOnce);
  const [draft, setDraftState] = useState<Draft>(() =>
    restoredAtOnce ? stored.draft : imported ? fromImport(imported) : toDraft(initial),
  );
  const [baseVersion, setBaseVersion] = useState<number | null>(() =>
    restoredAtOnce ? stored.baseVersion : (initial?.version ?? null),
  );

  const discard = useCallback(() => {
    if (storageKey) clearDraft(localStorage, storageKey);
    setPending(null);
  }, [storageKey]);

  const restore = useCallback(() => {
    if (!pending) return;
    setDraftState(pending.draft);
    setBaseVersion(pending.baseVersion);
    setPending(null);
  }, [pending]);

  const setDraft = useCallback(
    (next: SetStateAction<Draft>) => {
      if (pending) discard();
      setDraftState(next);
    },
    [pending, discard],
  );

  return { baseline, draft, setDraft, baseVersion, pending, restore, discard, showRestored };
}
