/**
 * IELTS practice content on the server (issue 10): each test is a JSON file under
 * content/ielts/<skill>/<skill>-<n>.json, read on first use, validated with its schema
 * (ielts/schema.ts) and kept in memory. A missing or invalid file answers null: the test is
 * "not ready" (spec §5). The web loads the same files as their own chunks (import.meta.glob).
 */
import { readFile } from 'node:fs/promises';
import {
  listeningTestSchema,
  speakingTestSchema,
  type ListeningTest,
  type SpeakingTest,
} from './ielts/listening-schema.ts';
import {
  anyWritingTestSchema,
  readingTestSchema,
  type AnyWritingTest,
  type ReadingTest,
  type WritingTask1Test,
  type WritingTest,
} from './ielts/schema.ts';
import { contentPath } from './paths.ts';

export type {
  AnyWritingTest,
  ListeningTest,
  ReadingTest,
  SpeakingTest,
  WritingTask1Test,
  WritingTest,
};

type Skill = 'reading' | 'listening' | 'writing' | 'speaking';

/** Highest test number of any skill (Writing has up to 20: Task 1 and Task 2 tests). */
const TEST_NUMBER_MAX = 20;

const cache = new Map<string, Promise<unknown>>();

/** Absolute path of a test file. */
export function ieltsTestPath(skill: Skill, testNumber: number): string {
  return contentPath('ielts', skill, `${skill}-${testNumber}.json`);
}

async function load<T>(
  skill: Skill,
  testNumber: number,
  parse: (value: unknown) => T,
): Promise<T | null> {
  if (!Number.isInteger(testNumber) || testNumber < 1 || testNumber > TEST_NUMBER_MAX) return null;
  const key = `${skill}-${testNumber}`;
  let pending = cache.get(key) as Promise<T | null> | undefined;
  if (!pending) {
    pending = readFile(ieltsTestPath(skill, testNumber), 'utf8')
      .then((text) => parse(JSON.parse(text)))
      .catch(() => null);
    cache.set(key, pending);
  }
  return pending;
}

/** Reading test `testNumber` (1-5), or null when its content is missing or invalid. */
export function loadReadingTest(testNumber: number): Promise<ReadingTest | null> {
  return load('reading', testNumber, (v) => readingTestSchema.parse(v));
}

/**
 * Writing test `testNumber` (1-20), Task 1 or Task 2 (told apart by `task`), or null when its
 * content is missing or invalid.
 */
export function loadWritingTest(testNumber: number): Promise<AnyWritingTest | null> {
  return load('writing', testNumber, (v) => anyWritingTestSchema.parse(v));
}

/** Listening test `testNumber` (1-5), or null when its content is missing or invalid. */
export function loadListeningTest(testNumber: number): Promise<ListeningTest | null> {
  return load('listening', testNumber, (v) => listeningTestSchema.parse(v));
}

/** Speaking test `testNumber` (1-5), or null when its content is missing or invalid. */
export function loadSpeakingTest(testNumber: number): Promise<SpeakingTest | null> {
  return load('speaking', testNumber, (v) => speakingTestSchema.parse(v));
}
