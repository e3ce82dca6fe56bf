/**
 * Where the learner stopped in each lesson, kept in localStorage under `radio.positions` as
 * { <lessonId>: seconds }, so that opening a lesson again resumes there (issue 11). Not per
 * account: a position in a public lesson is nothing private. Storage failures (private mode,
 * full) are ignored: the lesson then starts at 0.
 */

export const POSITIONS_KEY = 'radio.positions';

/** Positions under this many seconds are not worth resuming from. */
const MIN_SECONDS = 1;

function readAll(storage: Storage): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(POSITIONS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The remembered position of `lessonId` in seconds, or 0. */
export function readPosition(lessonId: string, storage: Storage = localStorage): number {
  const value = readAll(storage)[lessonId];
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_SECONDS ? value : 0;
}

/** Remembers `seconds` for `lessonId` (to a tenth); under 1 s forgets it. */
export function savePosition(
  lessonId: string,
  seconds: number,
  storage: Storage = localStorage,
): void {
  try {
    const all = readAll(storage);
    if (Number.isFinite(seconds) && seconds >= MIN_SECONDS) {
      all[lessonId] = Math.round(seconds * 10) / 10;
    } else {
      delete all[lessonId];
    }
    storage.setItem(POSITIONS_KEY, JSON.stringify(all));
  } catch {
    // storage unavailable: nothing is remembered
  }
}
