import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { libraryFromFiles } from './lesson-library-files.ts';
import { testAudioId } from './lesson-library.ts';
import { lessonLibrary, libraryWithAudio } from './lessons.ts';
import { contentPath } from './paths.ts';

/**
 * The listening library's list (lesson-library.json) against its sources, and its audio
 * (content/audio/manifest.json, once `npm run content:audio` has written it).
 */
describe('listening library list', () => {
  it('is up to date with the lesson files and the listening tests', () => {
    // after changing a lesson or a listening test: npm run library -w @app/content
    expect(lessonLibrary, 'run: npm run library -w @app/content').toEqual(libraryFromFiles());
  });

  it('holds 12 A1 lessons, 8 each of A2, B1, B2 and C1, 6 Nature and 20 Test Audios with unique ids', () => {
    const count = (level: string) => lessonLibrary.filter((l) => l.level === level).length;
    expect(count('A1')).toBe(12);
    for (const level of ['A2', 'B1', 'B2', 'C1']) expect(count(level), level).toBe(8);
    expect(count('Nature')).toBe(6);
    expect(count('Test Audios')).toBe(20);
    expect(new Set(lessonLibrary.map((l) => l.id)).size).toBe(lessonLibrary.length);
  });

  it('names each lesson after its level (a2-001 is A2, natgeo-001 is Nature)', () => {
    const prefix = (level: string) => (level === 'Nature' ? 'natgeo' : level.toLowerCase());
    for (const lesson of lessonLibrary.filter((l) => l.level !== 'Test Audios')) {
      expect(lesson.id.startsWith(`${prefix(lesson.level)}-`), lesson.id).toBe(true);
      expect(lesson.group, lesson.id).toBe(lesson.level === 'Nature' ? 'Nature' : lesson.level);
    }
  });

  it('labels difficulty by level: A1-A2 Beginner, B1-B2 and Nature Intermediate, C1 Advanced', () => {
    const expected: Record<string, string> = {
      A1: 'Beginner',
      A2: 'Beginner',
      B1: 'Intermediate',
      B2: 'Intermediate',
      C1: 'Advanced',
      Nature: 'Intermediate',
    };
    for (const lesson of lessonLibrary.filter((l) => l.level !== 'Test Audios')) {
      expect(lesson.difficulty, lesson.id).toBe(expected[lesson.level]);
    }
  });

  it('Test Audios are the 20 sections in order, without transcripts', () => {
    const audios = lessonLibrary.filter((l) => l.level === 'Test Audios');
    expect(audios.map((l) => l.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `testaudio-${String(i + 1).padStart(3, '0')}`),
    );
    expect(testAudioId(2, 3)).toBe('testaudio-007');
    const seventh = audios[6]!;
    expect(seventh.audioKey).toBe('listening-2-3');
    expect(seventh.title).toMatch(/^Test 2 · Section 3: \S/);
    expect(audios.every((l) => !l.hasTranscript && l.group === 'TestAudio')).toBe(true);
    const own = lessonLibrary.filter((l) => l.level !== 'Test Audios');
    expect(own.every((l) => l.hasTranscript && l.audioKey === l.id)).toBe(true);
  });

  it('takes each lesson’s audio URL, length and size from the manifest', () => {
    const lessons = libraryWithAudio({
      files: { 'a1-001': { path: 'lessons/a1-001.opus', seconds: 93.4, bytes: 1 } },
    });
    expect(lessons[0]).toMatchObject({
      audioUrl: '/media/lessons/a1-001.opus',
      seconds: 93.4,
      bytes: 1,
    });
    expect(lessons[1]).toMatchObject({ audioUrl: null, seconds: null, bytes: null });
    expect(libraryWithAudio(null).every((l) => l.audioUrl === null)).toBe(true);
    expect(libraryWithAudio({ files: { 'a1-001': { path: 3 } } })[0]!.audioUrl).toBeNull();
  });

  const manifestFile = contentPath('audio', 'manifest.json');
  it.runIf(existsSync(manifestFile))('every lesson has its audio file in the manifest', () => {
    const manifest: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const lesson of libraryWithAudio(manifest)) {
      expect(lesson.audioUrl, lesson.id).not.toBeNull();
      expect(lesson.seconds, lesson.id).toBeGreaterThan(0);
      const path = decodeURIComponent(lesson.audioUrl!.slice('/media/'.length));
      expect(existsSync(contentPath('audio', path)), path).toBe(true);
    }
  });
});
