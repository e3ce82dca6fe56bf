/**
 * Question order in a Listening section (issue 23): in the exam, the answers come in the
 * recording in the order of the questions, across the section's groups (Q6 of a form is heard
 * before Q7 of the multiple choice that follows it); only "choose TWO letters" is exempt. This module finds where in a script each
 * question is answered and the first question heard out of order; ielts-listening.test.ts runs
 * it on every section.
 *
 * Where a question is answered, as word positions in the script (plainWords, 0-based):
 * - a written answer (completion, short answer): every place the script says one of the key's
 *   alternatives, optional words '(…)' left out;
 * - a letter (multiple choice, matching, map labelling): every place the explanation quotes the script, i.e. every run
 *   of QUOTE_RUN or more consecutive words the explanation shares with it (explanations quote
 *   the line that gives the answer: listening-schema.ts).
 *
 * A question may have several places (a word said twice, a distractor quoted beside the
 * answer). The section is in order when one place per question can be chosen so that the
 * places never go back; choosing for each question the first place at or after the previous
 * question's choice finds such a choice whenever one exists.
 */
import { plainWords } from './copied-words.ts';

/** How many consecutive words of an explanation count as a quote of the script. */
export const QUOTE_RUN = 4;

/**
 * Whether a group's questions must be heard in question order: every type but "choose TWO
 * letters", whose two questions share one set of answers, which the script may give either way.
 */
export function isOrderedType(type: string): boolean {
  return type !== 'multiple-choice-multi';
}

/** One question as the order check reads it. */
export interface OrderedQuestion {
  number: number;
  /** The key: written words ("40/forty", "(the) city centre") or an option's letter. */
  answer: string;
  explanation: string;
  /** A written answer (the group has a word limit), else a letter. */
  written: boolean;
}

/** Every start position of `needle` (a word list) in `words`. */
function positionsOf(words: string[], needle: string[]): number[] {
  const found: number[] = [];
  if (needle.length === 0) return found;
  for (let i = 0; i + needle.length <= words.length; i++) {
    if (needle.every((word, j) => words[i + j] === word)) found.push(i);
  }
  return found;
}

/**
 * The word positions in `script` where `question` is answered (see the module docstring),
 * ascending; empty when the script neither says the answer nor holds a quote of the explanation.
 */
export function answerPlaces(question: OrderedQuestion, script: string): number[] {
  const words = plainWords(script);
  const places = new Set<number>();
  if (question.written) {
    for (const alternative of question.answer.split('/')) {
      const plain = plainWords(alternative.replace(/\([^)]*\)/g, ' '));
      for (const at of positionsOf(words, plain)) places.add(at);
    }
  } else {
    const quoted = plainWords(question.explanation);
    for (let i = 0; i + QUOTE_RUN <= quoted.length; i++) {
      for (const at of positionsOf(words, quoted.slice(i, i + QUOTE_RUN))) places.add(at);
    }
  }
  return [...places].sort((a, b) => a - b);
}

/** A question the order check could not place: not answered, or answered before the previous. */
export interface OrderProblem {
  number: number;
  problem: 'not-found' | 'before-previous';
}

/**
 * The first question of `questions` (in question order) that has no place in `script`, or whose
 * places all come before the place chosen for the question before it; null when in order.
 */
export function firstOutOfOrder(
  questions: readonly OrderedQuestion[],
  script: string,
): OrderProblem | null {
  let previous = -1;
  for (const question of questions) {
    const places = answerPlaces(question, script);
    if (places.length === 0) return { number: question.number, problem: 'not-found' };
    const next = places.find((at) => at >= previous);
    if (next === undefined) return { number: question.number, problem: 'before-previous' };
    previous = next;
  }
  return null;
}
