/**
 * The time and length of a Writing test by its task (ielts-facts.md "Formats"; issue 23 §1):
 * Task 1 — about 20 minutes, at least 150 words; Task 2 — 40 minutes, at least 250 words.
 */
import type { AnyWritingTest } from '@app/content/ielts/schema';
import { TASK1_FEEDBACK_LIMITS, TEST_MINUTES, WRITING_FEEDBACK_LIMITS } from '@app/domain';

/** The test's time limit in minutes. */
export function taskMinutes(test: Pick<AnyWritingTest, 'task'>): number {
  return test.task === 1 ? TASK1_FEEDBACK_LIMITS.minutes : TEST_MINUTES.writing;
}

/** The test's minimum number of words. */
export function taskMinWords(test: Pick<AnyWritingTest, 'task'>): number {
  return test.task === 1 ? TASK1_FEEDBACK_LIMITS.minWords : WRITING_FEEDBACK_LIMITS.minWords;
}
