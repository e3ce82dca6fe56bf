/**
 * Essay drafts kept in localStorage (issue 10): one per user and Writing test, so a reload, a
 * crash or a closed tab loses nothing typed; the time already spent is kept with the text so the
 * countdown resumes where it was. Removed once the essay is submitted.
 */

export interface EssayDraft {
  text: string;
  /** Seconds of the test already used. */
  elapsedSeconds: number;
  /** When it was written (ms since epoch). */
  savedAt: number;
}

/** The storage key of a user's draft of a Writing test. */
export function essayDraftKey(userId: string, testNumber: number): string {
  return `ielts-writing-draft:${userId}:${testNumber}`;
}

/** The stored draft, or null when there is none or it cannot be read. */
export function readEssayDraft(storage: Storage, key: string): EssayDraft | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<EssayDraft> | null;
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      typeof parsed.text !== 'string' ||
      typeof parsed.elapsedSeconds !== 'number' ||
      !Number.isFinite(parsed.elapsedSeconds)
    ) {
      return null;
    }
    return {
      text: parsed.text,
      elapsedSeconds: Math.max(0, Math.floor(parsed.elapsedSeconds)),
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
    };
  } catch {
    return null;
  }
}

/** Writes a draft; false when storage refuses it (full, or disabled by the browser). */
export function writeEssayDraft(storage: Storage, key: string, draft: EssayDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Removes a draft (after the essay is submitted). */
export function clearEssayDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
