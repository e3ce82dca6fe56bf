/**
 * Answer checking shared by the typed-answer games (spec §4 Spelling bee: "compares trimmed,
 * case-insensitive answer with the front text"; Listening dictation the same; §3: "A front may
 * hold several alternative words separated by '/'").
 *
 * Choices where the spec is silent, each what a learner would expect:
 * - Unicode: both texts are normalised to NFC, so "café" typed with a combining accent equals
 *   "café" stored precomposed.
 * - Inner whitespace collapses: runs of spaces, tabs or line breaks count as one space, so
 *   "ice  cream" is "ice cream"; a double space is a typing slip, not a spelling mistake.
 * - Typographic apostrophes (’ ‘ ʼ ` ´, e.g. from a phone keyboard's smart punctuation) count
 *   as the ASCII apostrophe, so "don’t" is "don't".
 * - A front "big/large" accepts "big", "large" and also the whole front "big/large" as written.
 *   Empty alternatives ("big//large", "big/") are ignored.
 * - Case folding is `toLowerCase()` (locale-independent), never the device's locale.
 */

const TYPOGRAPHIC_APOSTROPHES = /[\u2018\u2019\u02BC\u0060\u00B4]/gu;
const WHITESPACE_RUN = /\s+/gu;

/** The separator of alternatives in a card front (spec §3). */
export const ALTERNATIVE_SEPARATOR = '/';

/** NFC, apostrophes unified, trimmed, inner whitespace collapsed; case kept (for display/diff). */
function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replace(TYPOGRAPHIC_APOSTROPHES, "'")
    .trim()
    .replace(WHITESPACE_RUN, ' ');
}

/** Case-folds one already tidied text (NFC again: lowercasing can decompose, e.g. 'İ'). */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFC');
}

/**
 * The comparable form of an answer: NFC, typographic apostrophes → "'", trimmed, inner
 * whitespace collapsed to one space, lower-cased. Two answers are equal when their normalised
 * forms are equal.
 */
export function normalizeAnswer(text: string): string {
  return fold(tidy(text));
}

/** True when the typed answer is blank (spec §5: Check is disabled when the answer is blank). */
export function isBlankAnswer(typed: string): boolean {
  return typed.trim() === '';
}

/**
 * The alternatives of a card front as displayable strings (NFC, trimmed, whitespace
 * collapsed, case kept), in order, blanks dropped: "big / Large" → ["big", "Large"]. A front
 * without '/' gives one alternative; a blank front gives [].
 */
export function answerAlternatives(front: string): string[] {
  return front
    .split(ALTERNATIVE_SEPARATOR)
    .map(tidy)
    .filter((alternative) => alternative !== '');
}

/**
 * The alternative a game shows, speaks or builds: the first one ("" for a blank front).
 * Dictation speaks it, Spelling bee hints it, Word Builder builds it.
 */
export function primaryAnswer(front: string): string {
  return answerAlternatives(front)[0] ?? '';
}

/** The normalised answers a front accepts: each alternative and the whole front as written. */
export function acceptedAnswers(front: string): string[] {
  const whole = normalizeAnswer(front);
  const accepted = answerAlternatives(front).map(fold);
  if (whole !== '' && !accepted.includes(whole)) accepted.push(whole);
  return accepted;
}

/**
 * True when `typed` matches the front: equal, after `normalizeAnswer`, to one of its
 * alternatives or to the whole front. A blank answer is never correct.
 */
export function isAnswerCorrect(typed: string, front: string): boolean {
  const answer = normalizeAnswer(typed);
  return answer !== '' && acceptedAnswers(front).includes(answer);
}

/** Levenshtein distance (insert, delete, substitute: 1 each) of the normalised texts, in code points. */
export function editDistance(a: string, b: string): number {
  const x = Array.from(normalizeAnswer(a));
  const y = Array.from(normalizeAnswer(b));
  return distanceTable(x, y, sameLetter)[x.length * (y.length + 1) + y.length] as number;
}

/**
 * The alternative of `front` closest to `typed` (smallest `editDistance`; the first on a tie),
 * as displayed: the one to diff a wrong answer against. A blank front gives "".
 */
export function closestAlternative(typed: string, front: string): string {
  let best = '';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const alternative of answerAlternatives(front)) {
    const distance = editDistance(typed, alternative);
    if (distance < bestDistance) {
      best = alternative;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * One step of a letter-by-letter comparison: `match` (same letter, case aside), `wrong`
 * (a different letter typed in place of `expected`), `missing` (an expected letter not typed),
 * `extra` (a typed letter the word does not have). Letters are Unicode code points as the
 * learner typed them and as the word spells them (case kept, for display).
 */
export type SpellingOp =
  | { op: 'match'; expected: string; typed: string }
  | { op: 'wrong'; expected: string; typed: string }
  | { op: 'missing'; expected: string }
  | { op: 'extra'; typed: string };

/**
 * A letter-by-letter diff of `typed` against `expected` along a minimal Levenshtein alignment,
 * so the UI can mark the spelling mistake. Both texts are first NFC-normalised, apostrophes
 * unified, trimmed and inner whitespace collapsed; letters compare case-insensitively. The ops,
 * read in order, spell `expected` through their `expected` letters and `typed` through their
 * `typed` letters. The number of non-`match` ops equals `editDistance(typed, expected)`.
 *
 * Tie-breaking (deterministic): walking back from the ends, a match is preferred, then a wrong
 * letter, then a missing one, then an extra one; so "recieve" against "receive" gives two
 * `wrong` letters, and in a run of equal letters the missing or extra one is marked first
 * ("acomodate": a(+c)co(+m)modate; "untill": unti(-l)l).
 */
export function compareSpelling(typed: string, expected: string): SpellingOp[] {
  const t = Array.from(tidy(typed));
  const e = Array.from(tidy(expected));
  const width = e.length + 1;
  const table = distanceTable(t, e, sameLetter);
  const cell = (i: number, j: number): number => table[i * width + j] as number;
  const ops: SpellingOp[] = [];
  let i = t.length;
  let j = e.length;
  while (i > 0 || j > 0) {
    const here = cell(i, j);
    const typedLetter = t[i - 1] as string;
    const expectedLetter = e[j - 1] as string;
    if (i > 0 && j > 0 && sameLetter(typedLetter, expectedLetter) && here === cell(i - 1, j - 1)) {
      ops.push({ op: 'match', expected: expectedLetter, typed: typedLetter });
      i -= 1;
      j -= 1;
    } else if (i > 0 && j > 0 && here === cell(i - 1, j - 1) + 1) {
      ops.push({ op: 'wrong', expected: expectedLetter, typed: typedLetter });
      i -= 1;
      j -= 1;
    } else if (j > 0 && here === cell(i, j - 1) + 1) {
      ops.push({ op: 'missing', expected: expectedLetter });
      j -= 1;
    } else {
      ops.push({ op: 'extra', typed: typedLetter });
      i -= 1;
    }
  }
  return ops.reverse();
}

/** Letters compare case-insensitively (and NFC after folding). */
function sameLetter(x: string, y: string): boolean {
  return x === y || fold(x) === fold(y);
}

/** Row-major (|a|+1) × (|b|+1) Levenshtein table. */
function distanceTable(
  a: readonly string[],
  b: readonly string[],
  same: (x: string, y: string) => boolean,
): number[] {
  const width = b.length + 1;
  const table = new Array<number>((a.length + 1) * width).fill(0);
  for (let i = 0; i <= a.length; i += 1) table[i * width] = i;
  for (let j = 0; j <= b.length; j += 1) table[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = same(a[i - 1] as string, b[j - 1] as string) ? 0 : 1;
      table[i * width + j] = Math.min(
        (table[(i - 1) * width + j - 1] as number) + substitution,
        (table[(i - 1) * width + j] as number) + 1,
        (table[i * width + j - 1] as number) + 1,
      );
    }
  }
  return table;
}
