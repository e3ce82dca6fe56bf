import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonSchema, listeningTestSchema } from './ielts/listening-schema.ts';
import { turnSentences, type LessonTimings } from './lesson-sentences.ts';
import { contentPath } from './paths.ts';

/**
 * content/audio/timings.json (`npm run content:timings`, issue 18 §4): every lesson with a
 * transcript has the start of each of its sentences, increasing, within its audio's length;
 * content/audio/listening-timings.json (issue 23 §4) the same for every IELTS Listening section,
 * its introduction's sentences first.
 */
const timings = JSON.parse(
  readFileSync(contentPath('audio', 'timings.json'), 'utf8'),
) as LessonTimings;
const manifest = JSON.parse(readFileSync(contentPath('audio', 'manifest.json'), 'utf8')) as {
  files: Record<string, { seconds: number }>;
};
const lessons = readdirSync(contentPath('lessons'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => lessonSchema.parse(JSON.parse(readFileSync(contentPath('lessons', f), 'utf8'))));

const listeningTimings = JSON.parse(
  readFileSync(contentPath('audio', 'listening-timings.json'), 'utf8'),
) as LessonTimings;
const sections = readdirSync(contentPath('ielts', 'listening'))
  .filter((f) => /^listening-\d+\.json$/.test(f))
  .flatMap((f) => {
    const test = listeningTestSchema.parse(
      JSON.parse(readFileSync(contentPath('ielts', 'listening', f), 'utf8')),
    );
    return test.sections.map((section) => {
      const id = `listening-${test.testNumber}-${section.number}`;
      const texts = [section.introduction, ...section.script.map((turn) => turn.text)];
      return [id, texts.flatMap((text) => turnSentences(text))] as const;
    });
  });

/** Checks `starts` against `sentences` of the track `id` (see the module docstring). */
function expectTimed(id: string, starts: readonly number[] | undefined, sentences: number) {
  expect(starts).toHaveLength(sentences);
  const seconds = manifest.files[id]!.seconds;
  // the track opens with 1.5 s of silence: the first sentence starts about then
  expect(starts![0]).toBeGreaterThan(1);
  expect(starts![0]).toBeLessThan(2);
  for (let i = 1; i < starts!.length; i++) {
    // a sentence lasts at least a few tenths of a second (the shortest: "Yes.")
    expect(starts![i]! - starts![i - 1]!).toBeGreaterThan(0.3);
  }
  expect(starts!.at(-1)).toBeLessThan(seconds - 1);
}

describe('sentence timings', () => {
  it('covers exactly the lessons with a transcript', () => {
    expect(Object.keys(timings).sort()).toEqual(lessons.map((l) => l.id).sort());
  });

  it.each(lessons.map((l) => [l.id, l] as const))(
    '%s: one start per sentence, increasing, within the audio',
    (id, lesson) => {
      const sentences = lesson.script.flatMap((turn) => turnSentences(turn.text));
      expectTimed(id, timings[id], sentences.length);
    },
  );

  it('covers exactly the IELTS Listening sections', () => {
    expect(Object.keys(listeningTimings).sort()).toEqual(sections.map(([id]) => id).sort());
  });

  it.each(sections)(
    '%s: one start per sentence of the introduction and the script, increasing',
    (id, sentences) => expectTimed(id, listeningTimings[id], sentences.length),
  );

  it('splits a paragraph as the audio does (not after Mr. or Dr.)', () => {
    expect(turnSentences('Hello, Mr. Smith. How are you?\n\nFine!  Thanks.')).toEqual([
      'Hello, Mr. Smith.',
      'How are you?',
      'Fine!',
      'Thanks.',
    ]);
    expect(turnSentences('...')).toEqual([]);
  });
});
