/**
 * A lesson's transcript, loaded when the learner opens it: each lesson file
 * (content/lessons/<id>.json) is a chunk of its own, so the library's pages carry no scripts.
 */
import type { Lesson } from '@app/content/ielts/listening-schema';

/** One line of a transcript: who speaks (their name) and what they say. */
export interface TranscriptLine {
  speaker: string;
  text: string;
}

const FILES = import.meta.glob<Lesson>('../../../../../../content/lessons/*.json', {
  import: 'default',
});

/**
 * The transcript of lesson `lessonId`, speakers named; null when the lesson has no file (the
 * Test Audios, an unknown id).
 * @throws when the file fails to load (offline after an update).
 */
export async function loadTranscript(lessonId: string): Promise<TranscriptLine[] | null> {
  const key = Object.keys(FILES).find((path) => path.endsWith(`/lessons/${lessonId}.json`));
  if (!key) return null;
  const lesson = await FILES[key]!();
  const names = new Map(lesson.speakers.map((s) => [s.id, s.name]));
  return lesson.script.map((turn) => ({
    speaker: names.get(turn.speaker) ?? turn.speaker,
    text: turn.text,
  }));
}
