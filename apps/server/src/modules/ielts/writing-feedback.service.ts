/**
 * Automatic feedback on an IELTS Writing Task 2 essay (issue 10): the domain's `analyseEssay`
 * (rules and thresholds documented there) with the server's spell checker (British or American
 * Hunspell dictionaries) and the Academic Word List from the content folder. Not an examiner's
 * band: the answer's `disclaimer` says so.
 */
import { analyseEssay, type WritingFeedback } from '@app/domain';
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
