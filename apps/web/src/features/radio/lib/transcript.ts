/**
 * A lesson's transcript, loaded when the learner opens it: each lesson file
 * (content/lessons/<id>.json) is a chunk of its own, so the library's pages carry no scripts,
 * and so is content/audio/timings.json, the start of each sentence in the audio (made from the
 * same scripts: `npm run content:timings`), which lets the transcript follow the audio.
 */
import type { Lesson } from '@app/content/ielts/listening-schema';
import { turnSentences, type LessonTimings } from '@app/content/lessons';

/** A sentence of a transcript, with its start in the audio (seconds) when it is known. */
export interface TranscriptSentence {
  /** Its index among the lesson's sentences. */
  index: number;
  text: string;
  start: number | null;
}

/** One turn of a transcript: who speaks (their name) and the sentences they say. */
export interface TranscriptLine {
  speaker: string;
  sentences: TranscriptSentence[];
}

const FILES = import.meta.glob<Lesson>('../../../../../../content/lessons/*.json', {
  import: 'default',
});

const TIMINGS = import.meta.glob<LessonTimings>('../../../../../../content/audio/timings.json', {
  import: 'default',
});

/** The sentence starts of `lessonId`, or null when there are none (or not one a sentence). */
async function loadTimings(lessonId: string, sentences: number): Promise<number[] | null> {
  const load = Object.values(TIMINGS)[0];
  if (!load) return null;
  const starts = (await load())[lessonId];
  return starts?.length === sentences ? starts : null;
}

/**
 * The transcript of lesson `lessonId`, speakers named, sentences timed where the timings file
 * has them; null when the lesson has no file (the Test Audios, an unknown id).
 * @throws when a file fails to load (offline after an update).
 */
export async function loadTranscript(lessonId: string): Promise<TranscriptLine[] | null> {
  const key = Object.keys(FILES).find((path) => path.endsWith(`/lessons/${lessonId}.json`));
  if (!key) return null;
  const lesson = await FILES[key]!();
  const names = new Map(lesson.speakers.map((s) => [s.id, s.name]));
  const turns = lesson.script.map((turn) => turnSentences(turn.text));
  const starts = await loadTimings(lessonId, turns.flat().length);
  let index = 0;
  return lesson.script.map((turn, i) => ({
    speaker: names.get(turn.speaker) ?? turn.speaker,
    sentences: turns[i]!.map((text) => {
      const sentence = { index, text, start: starts?.[index] ?? null };
      index += 1;
      return sentence;
    }),
  }));
}

/**
 * The index of the sentence being said at `position` (the last one started), or -1 before the
 * first one or when the transcript is not timed.
 */
export function activeSentence(lines: readonly TranscriptLine[], position: number): number {
  let active = -1;
  for (const line of lines) {
    for (const sentence of line.sentences) {
      if (sentence.start === null || sentence.start > position) return active;
      active = sentence.index;
    }
  }
  return active;
}
