/**
 * The sentences a learner can shadow: a transcript's timed sentences with where each ends in
 * the recording (the next timed sentence's start, or the recording's end for the last).
 */

/** A sentence to shadow: its index in the transcript, text, and stretch of audio (seconds). */
export interface ShadowSentence {
  index: number;
  text: string;
  start: number;
  /** Where it ends; null: at the end of the recording. */
  end: number | null;
}

/**
 * The stretch of sentence `index` among `sentences` (in order, `start` null when untimed);
 * null when that sentence has no start. `duration` (seconds) ends the last one when known.
 */
export function shadowSentence(
  sentences: readonly { index: number; text: string; start: number | null }[],
  index: number,
  duration: number | null,
): ShadowSentence | null {
  const at = sentences.findIndex((s) => s.index === index);
  const sentence = sentences[at];
  if (!sentence || sentence.start === null) return null;
  const next = sentences.slice(at + 1).find((s) => s.start !== null);
  const end = next?.start ?? (duration !== null && duration > sentence.start ? duration : null);
  return { index, text: sentence.text, start: sentence.start, end };
}
