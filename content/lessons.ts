/**
 * The listening library for the web (spec §2 "Listening library", §3 "Listening lesson"): the
 * list of lessons without their scripts (lesson-library.json, see lesson-library.ts), the
 * levels of the chooser, and each lesson's audio from content/audio/manifest.json. An entry
 * point of its own, so only the library's pages load it. Scripts load per lesson on demand.
 */
import libraryJson from './lesson-library.json' with { type: 'json' };
import type { LessonEntry, LibraryLevel } from './lesson-library.ts';

export type { LessonEntry, LibraryLevel };
export { LEVEL_GROUPS } from './lesson-library.ts';
export { turnSentences, type LessonTimings } from './lesson-sentences.ts';

/** Every lesson: A1 … C1, Nature, then the Test Audios (20 IELTS sections). */
export const lessonLibrary = libraryJson as LessonEntry[];

/** URL path under which the server serves content/audio (GET /media/<manifest path>). */
export const MEDIA_PREFIX = '/media/';

/** content/audio/manifest.json, written by `npm run content:audio`. */
export interface AudioManifest {
  files: Record<string, { path: string; seconds: number; bytes: number }>;
}

/** A lesson with its audio: the URL to play and its length, or null when it has none yet. */
export interface LibraryLesson extends LessonEntry {
  /** e.g. /media/lessons/a1-001.opus */
  audioUrl: string | null;
  /** Length of the audio in seconds. */
  seconds: number | null;
  /** Size of the audio file in bytes (what "Tải về" saves), or null when unknown. */
  bytes: number | null;
}

/** Whether `value` looks like an audio manifest (a file being written may not yet). */
function isManifest(value: unknown): value is AudioManifest {
  if (typeof value !== 'object' || value === null) return false;
  const files = (value as { files?: unknown }).files;
  return typeof files === 'object' && files !== null;
}

/**
 * The library with each lesson's audio from `manifest` (null or not a manifest: every lesson
 * without audio). A manifest entry without a string path or a finite length counts as none.
 */
export function libraryWithAudio(manifest: unknown): LibraryLesson[] {
  const files = isManifest(manifest) ? manifest.files : {};
  return lessonLibrary.map((lesson) => {
    const file = Object.hasOwn(files, lesson.audioKey) ? files[lesson.audioKey] : undefined;
    const ok =
      typeof file?.path === 'string' &&
      typeof file.seconds === 'number' &&
      Number.isFinite(file.seconds);
    return {
      ...lesson,
      audioUrl: ok ? MEDIA_PREFIX + file.path.split('/').map(encodeURIComponent).join('/') : null,
      seconds: ok ? file.seconds : null,
      bytes:
        ok && typeof file.bytes === 'number' && Number.isFinite(file.bytes) ? file.bytes : null,
    };
  });
}
