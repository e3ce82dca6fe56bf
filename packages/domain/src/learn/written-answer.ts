/**
 * Checking a written answer in Learn mode (issue 21 §1): the games' tolerant checker (case,
 * spaces, apostrophes, '/' alternatives: games/answers.ts), and for answers that carry
 * diacritics (Vietnamese meanings above all) a third verdict, "Thiếu dấu": the learner typed the
 * right letters but left out some marks (a tone mark, a vowel's hat, breve or horn, the stroke
 * of đ), as on a phone keyboard without Vietnamese input. That answer counts as right and the
 * screen shows the right form (Anki and Quizlet mark it wrong or right without telling).
 *
 * Interpretations (the issue is silent):
 * - Only missing marks are forgiven, each letter's marks a subset of the right ones ("bàng" for
 *   "bằng" lacks the breve: forgiven); a mark the right form does not have ("bắng" for "bằng":
 *   another tone) is a wrong answer.
 * - A meaning often lists several senses: besides '/', a back's alternatives are also separated
 *   by ',' and ';' ("bằng chứng, chứng cứ" accepts "chứng cứ"), and the whole back as written.
 * - A definition after a spaced dash (" — " or " – ", as the starter set and the glossary write
 *   "bằng chứng, chứng cứ — facts or information …") explains the senses and is not one of them:
 *   the senses are read before it.
 */
import { normalizeAnswer } from '../games/answers.ts';

/** The verdict on a written answer. */
export type WrittenVerdict = 'correct' | 'missing-marks' | 'wrong';

export interface WrittenCheck {
  verdict: WrittenVerdict;
  /**
   * The alternative the answer was checked against, as the card writes it (trimmed): the one it
   * matched, else the first; what the screen shows as the right form.
   */
  expected: string;
}

/** Separators of a meaning's alternatives: '/', ',' and ';'. */
const SEPARATORS = /[/,;]/u;

/** Where a definition starts after the senses: an em or en dash with a space on each side. */
const DEFINITION = /\s[—–]\s/u;

/** A combining mark (after NFD). */
const COMBINING = /\p{M}/u;

/** The alternatives of an expected answer before any definition, as written (trimmed, blanks dropped). */
export function writtenAlternatives(expected: string): string[] {
  return expected
    .split(DEFINITION)[0]!
    .split(SEPARATORS)
    .map((part) => part.trim().replace(/\s+/gu, ' '))
    .filter((part) => part !== '');
}

/** One letter as a base letter and the set of marks on it ('đ' is 'd' with a stroke). */
interface Letter {
  base: string;
  marks: Set<string>;
}

/** The letters of a normalised text (NFD: each base code point with its combining marks). */
function letters(text: string): Letter[] {
  const result: Letter[] = [];
  for (const char of Array.from(text.normalize('NFD'))) {
    const last = result.at(-1);
    if (COMBINING.test(char) && last) last.marks.add(char);
    else if (char === 'đ') result.push({ base: 'd', marks: new Set(['stroke']) });
    else result.push({ base: char, marks: new Set() });
  }
  return result;
}

/**
 * 'correct' when `typed` equals `alternative`; 'missing-marks' when it has the same letters and
 * every mark it has is on the alternative's letter too (at least one missing); else 'wrong'.
 */
function compare(typed: string, alternative: string): WrittenVerdict {
  const answer = normalizeAnswer(typed);
  const wanted = normalizeAnswer(alternative);
  if (answer === wanted) return 'correct';
  const a = letters(answer);
  const b = letters(wanted);
  if (a.length !== b.length) return 'wrong';
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.base !== y.base) return 'wrong';
    for (const mark of x.marks) if (!y.marks.has(mark)) return 'wrong';
  }
  return 'missing-marks';
}

/**
 * Checks a written answer against the expected text (a card's back or front) with its
 * alternatives: right when it equals one of them (or the whole text), "missing marks" when it
 * lacks only diacritics of one of them, else wrong. A blank answer is wrong.
 */
export function checkWrittenAnswer(typed: string, expected: string): WrittenCheck {
  const alternatives = writtenAlternatives(expected);
  const whole = expected.trim();
  if (whole !== '' && !alternatives.includes(whole)) alternatives.push(whole);
  const first = alternatives[0] ?? '';
  if (normalizeAnswer(typed) === '') return { verdict: 'wrong', expected: first };
  let lenient: string | null = null;
  for (const alternative of alternatives) {
    const verdict = compare(typed, alternative);
    if (verdict === 'correct') return { verdict, expected: alternative };
    if (verdict === 'missing-marks' && lenient === null) lenient = alternative;
  }
  if (lenient !== null) return { verdict: 'missing-marks', expected: lenient };
  return { verdict: 'wrong', expected: first };
}
