/**
 * Marking a whole Reading or Listening test (issue 10): every question of every group with
 * markAnswer and the group's word limit; in a "choose TWO/THREE letters" group the letters may
 * come in any order (one mark per right letter, a letter counted once). Raw score = marks out of
 * the number of questions.
 */
import { markAnswer } from './marking.ts';

/** What marking needs of a question group (a subset of the content schema's group). */
export interface MarkableGroup {
  type: string;
  maxWords: number | null;
  numberAllowed: boolean;
  questions: ReadonlyArray<{ number: number; answer: string }>;
}

export interface MarkedQuestion {
  number: number;
  /** What the learner answered ('' when unanswered). */
  given: string;
  correct: boolean;
}

/** Group type whose letters may be given in any order. */
export const ANY_ORDER_TYPE = 'multiple-choice-multi';

/**
 * Marks `answers` (question number → answer) against `groups`. Answers the marked questions in
 * number order and the raw score.
 */
export function markTest(
  groups: readonly MarkableGroup[],
  answers: Readonly<Record<string, string>>,
): { marked: MarkedQuestion[]; score: number } {
  const marked: MarkedQuestion[] = [];
  for (const group of groups) {
    const rule = { maxWords: group.maxWords, numberAllowed: group.numberAllowed };
    if (group.type === ANY_ORDER_TYPE) {
      const keys = group.questions.map((q) => q.answer.trim().toUpperCase());
      const used = new Set<string>();
      for (const question of group.questions) {
        const given = (answers[String(question.number)] ?? '').trim();
        const letter = given.toUpperCase();
        const correct = keys.includes(letter) && !used.has(letter);
        if (correct) used.add(letter);
        marked.push({ number: question.number, given, correct });
      }
      continue;
    }
    for (const question of group.questions) {
      const given = (answers[String(question.number)] ?? '').trim();
      marked.push({
        number: question.number,
        given,
        correct: given !== '' && markAnswer(question.answer, given, rule),
      });
    }
  }
  marked.sort((a, b) => a.number - b.number);
  return { marked, score: marked.filter((q) => q.correct).length };
}
