/**
 * The library list built from the files on disk (Node only): every content/lessons/*.json and
 * content/ielts/listening/listening-1..5.json, validated with their schemas. Used by
 * write-lesson-library.ts, which writes lesson-library.json, and by lessons.test.ts, which
 * checks that file is up to date.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { lessonSchema, listeningTestSchema, type ListeningTest } from './ielts/listening-schema.ts';
import { buildLessonLibrary, type LessonEntry } from './lesson-library.ts';
import { contentPath } from './paths.ts';

/** Where the generated list lives. */
export const LESSON_LIBRARY_FILE = contentPath('lesson-library.json');

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The library list from the lesson files and the listening tests.
 * @throws when a file does not match its schema.
 */
export function libraryFromFiles(): LessonEntry[] {
  const lessons = readdirSync(contentPath('lessons'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => lessonSchema.parse(readJson(contentPath('lessons', file))));
  const tests = [1, 2, 3, 4, 5].map((n): ListeningTest | null => {
    const file = contentPath('ielts', 'listening', `listening-${n}.json`);
    return existsSync(file) ? listeningTestSchema.parse(readJson(file)) : null;
  });
  return buildLessonLibrary(lessons, tests);
}
