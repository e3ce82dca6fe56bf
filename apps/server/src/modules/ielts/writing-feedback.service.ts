/**
 * Automatic feedback on an IELTS Writing Task 2 essay (issue 10; a Task 1 answer since issue 23
 * §1: task1Feedback): the domain's `analyseEssay` (rules and thresholds documented there) with
 * the server's spell checker (British or American Hunspell dictionaries) and the Academic Word
 * List from the content folder. Not an examiner's band (the web says so beside it).
 *
 * Feedback is stored with the essay (test_results.details). Until issue 18 it was stored as
 * Vietnamese sentences; such a stored feedback is computed again from its essay when the attempt
 * is read (same rules and dictionaries), so every attempt answers line codes the web can say in
 * either language. Nothing is rewritten in the database. Feedback stored before issue 23 has no
 * `grammar`, and is answered without it.
 */
import { grammarFeedbackSchema, writingFeedbackSchema } from '@app/contracts';
import type { AnyWritingTest } from '@app/content/ielts';
import {
  analyseEssay,
  analyseTask1Answer,
  grammarFeedback,
  type WritingFeedback,
} from '@app/domain';
import type { GrammarChecker } from '../../providers/grammar/grammar-checker.ts';
import { loadAcademicWords } from './academic-words.ts';
import { loadSpellChecker } from './spell-checker.ts';

/**
 * Feedback on `text` (the essay as the learner wrote it). The first call loads the dictionaries
 * (about a quarter of a second); rejects only when they or the AWL file cannot be read. The
 * caller bounds the text's length (the analysis is linear in it).
 */
export async function essayFeedback(text: string): Promise<WritingFeedback> {
  const [isKnownWord, academicWords] = await Promise.all([loadSpellChecker(), loadAcademicWords()]);
  return analyseEssay(text, { isKnownWord, academicWords });
}

/**
 * Feedback on a Task 1 answer (issue 23 §1): the domain's `analyseTask1Answer` against the test's
 * visuals and period, with the same spell checker. Rejects only when the dictionaries cannot be
 * read.
 */
export async function task1Feedback(
  text: string,
  test: Pick<Extract<AnyWritingTest, { task: 1 }>, 'visuals' | 'period'>,
): Promise<WritingFeedback> {
  const isKnownWord = await loadSpellChecker();
  return analyseTask1Answer(text, test, { isKnownWord });
}

/**
 * The feedback of a submitted answer to `test` (Task 1: task1Feedback, Task 2: essayFeedback)
 * with the grammar checker's findings (`grammar`, issue 23 §3), both computed at once. The
 * checker falls back to the offline checks itself, so this rejects only as the feedback does.
 */
export async function submittedEssayFeedback(
  text: string,
  checker: GrammarChecker,
  signal?: AbortSignal,
  test?: AnyWritingTest,
): Promise<WritingFeedback> {
  const [feedback, check] = await Promise.all([
    test?.task === 1 ? task1Feedback(text, test) : essayFeedback(text),
    checker.check(text, signal),
  ]);
  return { ...feedback, grammar: grammarFeedback(text, check) };
}

/**
 * A stored attempt's feedback as the API answers it: the stored one when it has line codes,
 * otherwise (stored as text before issue 18, or unreadable) computed again from its essay, with
 * the stored grammar feedback when that part is readable (grammar is never checked again on
 * reading: LanguageTool may be gone, and its answer was the one the learner saw).
 */
export async function storedEssayFeedback(details: {
  text: string;
  feedback: unknown;
}): Promise<WritingFeedback> {
  const stored = writingFeedbackSchema.safeParse(details.feedback);
  if (stored.success) return stored.data;
  const grammar = grammarFeedbackSchema.safeParse(
    (details.feedback as { grammar?: unknown } | null)?.grammar,
  );
  const feedback = await essayFeedback(details.text);
  return grammar.success ? { ...feedback, grammar: grammar.data } : feedback;
}
