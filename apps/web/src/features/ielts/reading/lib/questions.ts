/**
 * How the runner and the review read a test's groups: which passage and group each question
 * number belongs to, the letters of a "choose TWO/THREE" group, the option a letter names, and
 * the gaps of a summary/notes/table/flow-chart text. The question components read groups through
 * `QuestionGroupLike`, so the Listening runner (a section's groups, close to Reading's) uses them too.
 */
import type { ReadingGroup, ReadingTest } from '@app/content/ielts/schema';

/** Learner's answers: question number ("1"-"40") → what they wrote or chose. */
export type Answers = Record<string, string>;

/** A choice of a question or a group: its key (letter or numeral) and text. */
export interface OptionLike {
  key: string;
  text: string;
}

/** What the question components read of a question (Reading's and Listening's schemas). */
export interface QuestionLike {
  number: number;
  prompt: string;
  options?: OptionLike[] | undefined;
  answer: string;
  explanation: string;
}

/** What the question components read of a group (Reading's and Listening's schemas). */
export interface QuestionGroupLike {
  /** The question type (content/ielts/schema.ts, content/ielts/listening-schema.ts). */
  type: string;
  instructions: string;
  options?: OptionLike[] | undefined;
  title?: string | undefined;
  context?: string | undefined;
  questions: QuestionLike[];
}

/** A question with where it sits: `passage` is the Reading passage or the Listening section. */
export interface QuestionRef<G extends QuestionGroupLike = ReadingGroup> {
  number: number;
  passage: number;
  group: G;
  question: G['questions'][number];
}

/** Every question of the test in number order, with its passage and group. */
export function questionRefs(test: ReadingTest): QuestionRef[] {
  return test.groups
    .flatMap((group) =>
      group.questions.map((question) => ({
        number: question.number,
        passage: group.passage,
        group,
        question,
      })),
    )
    .sort((a, b) => a.number - b.number);
}

/** True when question `n` has an answer. */
export function isAnswered(answers: Answers, n: number): boolean {
  return (answers[String(n)] ?? '').trim() !== '';
}

/** The letters chosen in a multiple-choice-multi group (its questions' answers, in order). */
export function chosenLetters(group: QuestionGroupLike, answers: Answers): string[] {
  return group.questions
    .map((q) => answers[String(q.number)] ?? '')
    .filter((letter) => letter !== '');
}

/**
 * Ticks or unticks `letter` in a multiple-choice-multi group (at most one letter per question):
 * answers the group's new answers, the chosen letters in alphabetical order given to its
 * questions in number order ('' for a question left without one).
 */
export function toggleLetter(
  group: QuestionGroupLike,
  answers: Answers,
  letter: string,
): Record<string, string> {
  const chosen = chosenLetters(group, answers);
  const next = chosen.includes(letter)
    ? chosen.filter((l) => l !== letter)
    : chosen.length < group.questions.length
      ? [...chosen, letter]
      : chosen;
  next.sort();
  return Object.fromEntries(group.questions.map((q, i) => [String(q.number), next[i] ?? '']));
}

/** The option a key names in a question (its own options first, then the group's). */
export function optionText(
  group: QuestionGroupLike,
  question: QuestionLike,
  key: string,
): string | null {
  const options = question.options ?? group.options ?? [];
  return options.find((o) => o.key.toLowerCase() === key.trim().toLowerCase())?.text ?? null;
}

/** A context line split into text and gaps ({{n}} → the question number). */
export type ContextPiece = { text: string } | { gap: number };

/** Splits a line of a group's `context` at its {{n}} gaps. */
export function contextPieces(line: string): ContextPiece[] {
  return line
    .split(/\{\{(\d+)\}\}/)
    .map((part, i) => (i % 2 === 1 ? { gap: Number(part) } : { text: part }))
    .filter((piece) => !('text' in piece) || piece.text !== '');
}

/** The question numbers of a group as "1–6" (or "7" for one). */
export function numberRange(group: QuestionGroupLike): string {
  const numbers = group.questions.map((q) => q.number);
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return first === last ? String(first) : `${first}–${last}`;
}

/** Types answered with TRUE/FALSE/NOT GIVEN or YES/NO/NOT GIVEN, and their three choices. */
export const JUDGEMENT_CHOICES: Partial<Record<string, readonly string[]>> = {
  'true-false-not-given': ['TRUE', 'FALSE', 'NOT GIVEN'],
  'yes-no-not-given': ['YES', 'NO', 'NOT GIVEN'],
};

/** Matching types: one shared list of options, one choice per question (a select). */
export const MATCHING_TYPES: readonly string[] = [
  'matching-headings',
  'matching-information',
  'matching-features',
  'matching-sentence-endings',
];

/**
 * Listening's letter types: one choice per question from the group's letters, as a row of letter
 * buttons (matching statements to A-G; map labelling, beside the map, A-I).
 */
export const LETTER_TYPES: readonly string[] = ['matching', 'map-labelling'];

/** Types whose questions are gaps in the group's `context` (form completion: Listening). */
export const CONTEXT_TYPES: readonly string[] = [
  'form-completion',
  'summary-completion',
  'summary-completion-box',
  'note-completion',
  'table-completion',
  'flow-chart-completion',
];
