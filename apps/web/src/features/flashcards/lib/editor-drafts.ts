/**
 * Editor drafts kept in localStorage (issue 7 §4, spec §4 "Draft autosave"): one per user and
 * set id (or 'new'), so a reload, a crash or a closed tab loses nothing typed. A draft records
 * the set version it was started from, so restoring an old draft over a newer set ends in the
 * save's 409 conflict (and its choices) instead of a silent overwrite.
 */

/** What the editor keeps of its form (cards without their React keys). */
export interface StoredDraft<T> {
  /** The form state. */
  draft: T;
  /** SetDto.version the edit began from (null for a new set). */
  baseVersion: number | null;
  /** When it was written (ms since epoch). */
  savedAt: number;
}

const PREFIX = 'flashcard-draft';

/** The storage key of a user's draft of a set ('new' for a set not yet created). */
export function draftKey(userId: string, setId: string | null): string {
  return `${PREFIX}:${userId}:${setId ?? 'new'}`;
}

/** The stored draft, or null when there is none or it cannot be read. */
export function readDraft<T>(storage: Storage, key: string): StoredDraft<T> | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as StoredDraft<T>;
    if (typeof parsed !== 'object' || parsed === null || !('draft' in parsed)) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Writes a draft; false when storage refuses it (full, or disabled by the browser). */
export function writeDraft<T>(storage: Storage, key: string, value: StoredDraft<T>): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a draft (after a save or a cancel). */
export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
