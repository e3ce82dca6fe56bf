/**
 * Marking of a Reading or Listening answer (issue 10; ielts-facts.md "Answer rules for Listening
 * and Reading"), one pure function shared by both skills:
 * - keys write alternatives with '/' and optional words in '(…)': "(the) city centre",
 *   "car park/parking lot";
 * - answers are trimmed, case-insensitive, extra spaces and surrounding punctuation ignored;
 * - the word limit is enforced on what the learner wrote (optional words included); with
 *   `numberAllowed` (the exam's "AND/OR A NUMBER") one number is allowed besides the words;
 *   a hyphenated word counts as one word;
 * - British and American spellings of the same word are both right (spelling.ts);
 * - where a number is allowed, digits and words are the same ("25" = "twenty-five");
 * - letters, numerals and TRUE/FALSE/NOT GIVEN match whatever their case;
 * - anything else, a misspelling included, is wrong.
 */
import { readNumberWords } from './numbers.ts';
import { americanSpelling } from './spelling.ts';

export interface MarkingRule {
  /** Most words the answer may have (null: a letter or option answer, no limit). */
  maxWords: number | null;
  /** The exam's "AND/OR A NUMBER": one number besides the words, digits or words. */
  numberAllowed: boolean;
}

const NUMBER_TOKEN = /^\d+(?:[.:]\d+)*%?$/;
const EDGE_PUNCTUATION = /^[.,;:!?"“”‘'()[\]]+|[.,;:!?"“”‘'()[\]]+$/g;

/** Lowercase tokens of an answer; number words become digits when numbers are allowed. */
export function answerTokens(text: string, numberAllowed: boolean): string[] {
  const raw = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .split(/\s+/)
    .map((token) => token.replace(EDGE_PUNCTUATION, ''))
    .filter((token) => token !== '');
  if (!numberAllowed) return raw;
  const out: string[] = [];
  for (let i = 0; i < raw.length;) {
    const number = readNumberWords(raw, i);
    if (number) {
      out.push(String(number.value));
      i += number.length;
    } else {
      out.push(raw[i]!);
      i += 1;
    }
  }
  return out;
}

/** Every answer a key accepts: its '/' alternatives, each with and without its '(…)' words. */
export function keyVariants(key: string): string[] {
  const variants: string[] = [];
  for (const alternative of key.split('/')) {
    let forms = [''];
    for (const piece of alternative.split(/(\([^)]*\))/)) {
      if (piece.startsWith('(') && piece.endsWith(')')) {
        const optional = piece.slice(1, -1);
        forms = forms.flatMap((form) => [form, `${form} ${optional}`]);
      } else {
        forms = forms.map((form) => `${form} ${piece}`);
      }
    }
    for (const form of forms) {
      const text = form.replace(/\s+/g, ' ').trim();
      if (text !== '') variants.push(text);
    }
  }
  return variants;
}

/** True when the tokens fit the word limit (and the one number the rule may allow). */
export function withinWordLimit(tokens: readonly string[], rule: MarkingRule): boolean {
  if (rule.maxWords === null) return true;
  if (!rule.numberAllowed) return tokens.length <= rule.maxWords;
  const numbers = tokens.filter((token) => NUMBER_TOKEN.test(token)).length;
  return numbers <= 1 && tokens.length - numbers <= rule.maxWords;
}

const canonical = (token: string) => token.split('-').map(americanSpelling).join('-');

/**
 * True when `input` is a right answer for `key` under `rule` (see the module docstring).
 * A blank input is wrong.
 */
export function markAnswer(key: string, input: string, rule: MarkingRule): boolean {
  const given = answerTokens(input, rule.numberAllowed);
  if (given.length === 0 || !withinWordLimit(given, rule)) return false;
  const wanted = given.map(canonical).join(' ');
  return keyVariants(key).some(
    (variant) => answerTokens(variant, rule.numberAllowed).map(canonical).join(' ') === wanted,
  );
}
