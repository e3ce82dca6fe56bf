/**
 * The order of a Listening test (ielts-facts.md "Formats": four parts, each recording heard
 * once, 2 minutes to check at the end). In 'exam' mode every part opens with time to read its
 * questions, then its recording plays once without pause or seek, and the next part follows when
 * it ends; after part 4 come the 2 minutes to check, and the answers are submitted when they
 * run out. In 'practice' mode the learner plays, pauses, seeks and moves between parts freely,
 * without a time limit.
 */

export type ListeningMode = 'exam' | 'practice';

/** Seconds to read a part's questions before its recording plays (exam). */
export const READING_SECONDS = 30;

/** Seconds to check the answers after the last recording (exam). */
export const CHECK_SECONDS = 120;

/** The number of parts. */
export const SECTIONS = 4;

/** Where an exam stands: reading part `section`'s questions, hearing it, or checking. */
export type ExamStage =
  { kind: 'reading'; section: number } | { kind: 'playing'; section: number } | { kind: 'check' };

/** What follows the end of part `section`'s recording: the next part's reading time, or the check. */
export function stageAfter(section: number): ExamStage {
  return section < SECTIONS ? { kind: 'reading', section: section + 1 } : { kind: 'check' };
}

/**
 * Where an exam resumes after a reload (the audio's position is never kept): the start of the
 * part that was being heard (its reading time first), or the check with the time it had left.
 */
export function resumeStage(kept: { section: number; checkStartedAt: number | null }): ExamStage {
  return kept.checkStartedAt !== null
    ? { kind: 'check' }
    : { kind: 'reading', section: kept.section };
}

/**
 * The exam's length in whole minutes, rounded up: the four recordings (`seconds` each), the four
 * reading times and the check.
 */
export function examMinutes(seconds: readonly number[]): number {
  const total =
    seconds.reduce((sum, s) => sum + s, 0) + seconds.length * READING_SECONDS + CHECK_SECONDS;
  return Math.ceil(total / 60);
}

/** Minutes of audio in all (rounded to the nearest minute, at least 1). */
export function audioMinutes(seconds: readonly number[]): number {
  return Math.max(1, Math.round(seconds.reduce((sum, s) => sum + s, 0) / 60));
}

/**
 * Whether an `ended` event in exam mode is the recording's real end: the last position the
 * runner accepted (`lastGood`, seconds) is within 2 s of `duration`; anything else is a seek
 * that slipped past the guard and is undone.
 */
export function isNaturalEnd(lastGood: number, duration: number): boolean {
  return !Number.isFinite(duration) || lastGood >= duration - 2;
}

/** Whether a jump to `target` (seconds) from the accepted position `lastGood` is a seek to undo. */
export function isSeek(lastGood: number, target: number): boolean {
  return Math.abs(target - lastGood) > 0.75;
}
