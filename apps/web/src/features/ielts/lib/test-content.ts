/**
 * A test's content (content/ielts/<skill>/<skill>-<n>.json) loaded on demand as its own chunk
 * and validated with its schema (spec §5: a test whose file is missing or fails to load or to
 * validate is 'not ready').
 */
import {
  listeningTestSchema,
  speakingTestSchema,
  type ListeningTest,
  type SpeakingTest,
} from '@app/content/ielts/listening-schema';
import {
  anyWritingTestSchema,
  readingTestSchema,
  type AnyWritingTest,
  type ReadingTest,
  type WritingTest,
} from '@app/content/ielts/schema';
import type { IeltsSkill } from '@app/domain';
import { catalogueEntry } from './skills.ts';

export type { AnyWritingTest, ListeningTest, ReadingTest, SpeakingTest, WritingTest };

/** Every content file, each a lazy chunk (keys are paths relative to this module). */
const FILES = import.meta.glob<unknown>('../../../../../../content/ielts/*/*.json', {
  import: 'default',
});

/** Raised when a test's content is missing or invalid. */
export class TestNotReadyError extends Error {
  constructor(skill: IeltsSkill, testNumber: number) {
    super(`${skill}-${testNumber} is not ready`);
    this.name = 'TestNotReadyError';
  }
}

async function loadRaw(skill: IeltsSkill, testNumber: number): Promise<unknown> {
  const entry = catalogueEntry(skill, testNumber);
  const key = entry
    ? Object.keys(FILES).find((path) => path.endsWith(`/content/${entry.contentPath}`))
    : undefined;
  if (!key) throw new TestNotReadyError(skill, testNumber);
  try {
    return await FILES[key]!();
  } catch {
    throw new TestNotReadyError(skill, testNumber);
  }
}

/**
 * Reading test `testNumber`, validated.
 * @throws TestNotReadyError when its file is missing, fails to load or is invalid.
 */
export async function loadReadingContent(testNumber: number): Promise<ReadingTest> {
  const parsed = readingTestSchema.safeParse(await loadRaw('reading', testNumber));
  if (!parsed.success) throw new TestNotReadyError('reading', testNumber);
  return parsed.data;
}

/**
 * Writing test `testNumber` (Task 1 or Task 2, told apart by `task`), validated.
 * @throws TestNotReadyError when its file is missing, fails to load or is invalid.
 */
export async function loadWritingContent(testNumber: number): Promise<AnyWritingTest> {
  const parsed = anyWritingTestSchema.safeParse(await loadRaw('writing', testNumber));
  if (!parsed.success) throw new TestNotReadyError('writing', testNumber);
  return parsed.data;
}

/**
 * Listening test `testNumber`, validated (its audio is checked by the Listening runner).
 * @throws TestNotReadyError when its file is missing, fails to load or is invalid.
 */
export async function loadListeningContent(testNumber: number): Promise<ListeningTest> {
  const parsed = listeningTestSchema.safeParse(await loadRaw('listening', testNumber));
  if (!parsed.success) throw new TestNotReadyError('listening', testNumber);
  return parsed.data;
}

/**
 * Speaking test `testNumber`, validated.
 * @throws TestNotReadyError when its file is missing, fails to load or is invalid.
 */
export async function loadSpeakingContent(testNumber: number): Promise<SpeakingTest> {
  const parsed = speakingTestSchema.safeParse(await loadRaw('speaking', testNumber));
  if (!parsed.success) throw new TestNotReadyError('speaking', testNumber);
  return parsed.data;
}

/**
 * Loads and validates a test of any skill; resolves when it can be opened.
 * @throws TestNotReadyError otherwise.
 */
export async function checkTestReady(skill: IeltsSkill, testNumber: number): Promise<void> {
  if (skill === 'reading') await loadReadingContent(testNumber);
  else if (skill === 'writing') await loadWritingContent(testNumber);
  else if (skill === 'listening') await loadListeningContent(testNumber);
  else await loadSpeakingContent(testNumber);
}
