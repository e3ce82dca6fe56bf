import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonSchema } from './ielts/listening-schema.ts';
import { turnSentences, type LessonTimings } from './lesson-sentences.ts';
import { contentPath } from './paths.ts';

/**
 * content/audio/timings.json (`npm run content:timings`, issue 18 §4): every lesson with a
 * transcript has the start of each of its sentences, increasing, within its audio's length.
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

describe('sentence timings', () => {
  it('covers exactly the lessons with a transcript', () => {
    expect(Object.keys(timings).sort()).toEqual(lessons.map((l) => l.id).sort());
  });

  it.each(lessons.map((l) => [l.id, l] as const))(
    '%s: one start per sentence, increasing, within the audio',
    (id, lesson) => {
      const sentences = lesson.script.flatMap((turn) => turnSentences(turn.text));
      const starts = timings[id]!;
      expect(starts).toHaveLength(sentences.length);
      const seconds = manifest.files[id]!.seconds;
      // the track opens with 1.5 s of silence: the first sentence starts about then
      expect(starts[0]).toBeGreaterThan(1);
      expect(starts[0]).toBeLessThan(2);
      for (let i = 1; i < starts.length; i++) {
        // a sentence lasts at least a few tenths of a second (the shortest: "Yes.")
        expect(starts[i]! - starts[i - 1]!).toBeGreaterThan(0.3);
      }
      expect(starts.at(-1)).toBeLessThan(seconds - 1);
    },
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
