/**
 * The listening library as the pages use it: the lessons (content/lessons.ts) with their audio
 * from content/audio/manifest.json, bundled at build time. Without a manifest (the audio not
 * made yet) every lesson is listed without audio rather than the build failing.
 */
import { libraryWithAudio, type LibraryLesson } from '@app/content/lessons';

export type { LibraryLesson };

const MANIFESTS = import.meta.glob<unknown>('../../../../../../content/audio/manifest.json', {
  eager: true,
  import: 'default',
});

/** Every lesson of the library, in library order. */
export const LESSONS: readonly LibraryLesson[] = libraryWithAudio(
  Object.values(MANIFESTS)[0] ?? null,
);

const BY_ID = new Map(LESSONS.map((lesson) => [lesson.id, lesson]));

/** The lesson with id `id`, or null. */
export function findLesson(id: string): LibraryLesson | null {
  return BY_ID.get(id) ?? null;
}
