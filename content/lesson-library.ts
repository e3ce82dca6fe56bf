/**
 * The listening library's list (spec §3 "Listening lesson"): one entry per lesson without its
 * script, built from the lesson files (content/lessons/*.json: the CEFR levels A1 … C1 and
 * Nature, with transcripts) and the IELTS listening tests (each section is a 'Test Audios'
 * lesson, without a transcript in the library, as spec §3 says). The web loads this list (lesson-library.json,
 * written by write-lesson-library.ts and checked against the files by lessons.test.ts) instead
 * of every script, so the library's pages stay small; a script loads when its transcript opens.
 */
// types only: the web's library pages must not evaluate the test schemas
import type { LESSON_LEVELS, Lesson, ListeningTest } from './ielts/listening-schema.ts';

export type LibraryLevel = (typeof LESSON_LEVELS)[number];

/**
 * Spec §3: level names map to groups (Test Audios → TestAudio). The spec's 'National Geographic'
 * level is 'Nature' (original narrations; the name is a trademark, issue 18); its lesson ids
 * stay natgeo-001 … so that links keep working.
 */
export const LEVEL_GROUPS = {
  A1: 'A1',
  A2: 'A2',
  B1: 'B1',
  B2: 'B2',
  C1: 'C1',
  Nature: 'Nature',
  'Test Audios': 'TestAudio',
} as const satisfies Record<LibraryLevel, string>;

/** A lesson of the library list (no script). */
export interface LessonEntry {
  /** a1-001, a2-001, b1-001 …, natgeo-001, testaudio-001 … testaudio-020 */
  id: string;
  title: string;
  /** Vietnamese. */
  description: string;
  /** English (the English interface shows it). */
  descriptionEn: string;
  level: LibraryLevel;
  group: (typeof LEVEL_GROUPS)[LibraryLevel];
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  topics: string[];
  /** Number of speakers. */
  speakers: number;
  hasTranscript: boolean;
  /** Its key in content/audio/manifest.json: the lesson id, or listening-<test>-<section>. */
  audioKey: string;
}

/** What each exam section is (ielts-facts: 1 conversation, 2 monologue, 3 discussion, 4 lecture). */
const SECTION_KINDS = {
  1: {
    topic: 'conversation',
    vi: 'hội thoại đời thường giữa hai người',
    en: 'an everyday conversation between two people',
  },
  2: {
    topic: 'monologue',
    vi: 'độc thoại về một chủ đề đời thường',
    en: 'a monologue on an everyday subject',
  },
  3: { topic: 'discussion', vi: 'thảo luận học thuật', en: 'an academic discussion' },
  4: { topic: 'lecture', vi: 'bài giảng học thuật', en: 'an academic lecture' },
} as const;

/** The id of the Test Audios lesson of test `test` (1-5), section `section` (1-4). */
export function testAudioId(test: number, section: number): string {
  return `testaudio-${String((test - 1) * 4 + section).padStart(3, '0')}`;
}

/** A library entry for a lesson file. */
export function lessonEntry(lesson: Lesson): LessonEntry {
  return {
    id: lesson.id,
    title: lesson.title,
    description: lesson.description,
    descriptionEn: lesson.descriptionEn,
    level: lesson.level,
    group: LEVEL_GROUPS[lesson.level],
    difficulty: lesson.difficulty,
    topics: lesson.topics,
    speakers: lesson.speakers.length,
    hasTranscript: true,
    audioKey: lesson.id,
  };
}

/**
 * The Test Audios entries of listening test `testNumber` (1-5): one per section, titled
 * "Test 1 · Section 2: <section title>", no transcript.
 */
export function testAudioEntries(testNumber: number, test: ListeningTest): LessonEntry[] {
  return test.sections.map((section) => {
    const kind = SECTION_KINDS[section.number as keyof typeof SECTION_KINDS];
    return {
      id: testAudioId(testNumber, section.number),
      title: `Test ${testNumber} · Section ${section.number}: ${section.title}`,
      description: `Phần ${section.number} của đề IELTS Listening ${testNumber}, ${kind.vi}. ${section.introduction}`,
      descriptionEn: `Section ${section.number} of IELTS Listening test ${testNumber}, ${kind.en}. ${section.introduction}`,
      level: 'Test Audios' as const,
      group: LEVEL_GROUPS['Test Audios'],
      difficulty: 'Intermediate' as const,
      topics: ['IELTS', kind.topic, ...test.topics.map((t) => t.toLowerCase())].slice(0, 4),
      speakers: section.speakers.length,
      hasTranscript: false,
      audioKey: `listening-${testNumber}-${section.number}`,
    };
  });
}

/**
 * The whole library in its order: lessons by id (A1, A2, B1, B2, C1, then Nature), then the
 * Test Audios of tests 1-5 (`tests[i]` is test i + 1; a missing test adds nothing).
 */
export function buildLessonLibrary(
  lessons: Lesson[],
  tests: (ListeningTest | null)[],
): LessonEntry[] {
  const own = [...lessons].sort((a, b) => a.id.localeCompare(b.id)).map(lessonEntry);
  const audios = tests.flatMap((test, i) => (test ? testAudioEntries(i + 1, test) : []));
  return [...own, ...audios];
}
