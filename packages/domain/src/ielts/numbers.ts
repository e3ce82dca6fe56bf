/**
 * English number words → digits, for answers where the instruction allows a number
 * (ielts-facts.md: "Numbers may be written as figures or words"). Cardinals from zero up to the
 * millions: "twenty-five", "two hundred and fifty", "a thousand", "3 million" stays digits-only.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/** True for a word that can be part of a number phrase ("and" and "a" only inside one). */
function isNumberWord(word: string): boolean {
  return word in UNITS || word in TENS || word in SCALES;
}

/** Splits "twenty-five" into ["twenty", "five"] when every part is a number word. */
function parts(token: string): string[] | null {
  const split = token.split('-');
  return split.every(isNumberWord) ? split : null;
}

/**
 * Reads the longest number phrase at `tokens[start]`. Answers its value and how many tokens it
 * used, or null when no number starts there. "and" is taken only between number words; "a" only
 * before a scale word ("a hundred").
 */
export function readNumberWords(
  tokens: readonly string[],
  start: number,
): { value: number; length: number } | null {
  let total = 0;
  let current = 0;
  let used = 0;
  let seen = false;
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (token === 'and' && seen && i + 1 < tokens.length && parts(tokens[i + 1]!)) {
      i += 1;
      continue;
    }
    if (token === 'a' && !seen && i + 1 < tokens.length && tokens[i + 1]! in SCALES) {
      current = 1;
      i += 1;
      continue;
    }
    const words = parts(token);
    if (!words) break;
    for (const word of words) {
      if (word in UNITS) current += UNITS[word]!;
      else if (word in TENS) current += TENS[word]!;
      else {
        const scale = SCALES[word]!;
        if (scale === 100) current = (current || 1) * 100;
        else {
          total += (current || 1) * scale;
          current = 0;
        }
      }
    }
    seen = true;
    i += 1;
    used = i - start;
  }
  return seen ? { value: total + current, length: used } : null;
}
