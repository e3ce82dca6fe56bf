/**
 * Words of a sentence for shadowing (issue 23 §4): a sentence or what speech recognition heard is
 * split into words, each with a comparison key in which spellings that sound the same are equal:
 * lower case; curly apostrophes and quotes made straight, then apostrophes, hyphens and
 * punctuation dropped ("well-known" → "wellknown") after contractions are written out ("I'm" →
 * "iam", "don't" → "donot": the keys of "I am" and "do not" joined); whole numbers 0-99 and
 * ordinals 1st-20th written as words ("25" → "twentyfive", the key of "twenty-five" too,
 * "3rd" → "third"); "&" → "and", "%" → "percent". A word whose key is empty (a dash, an
 * ellipsis) is not a word here.
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINALS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];

/** A whole number 0-99 in words, joined ("twentyfive"). */
function numberKey(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return TENS[Math.floor(n / 10)]! + (unit === 0 ? '' : ONES[unit]!);
}

/** One word of a sentence: as written, and its comparison key (never empty). */
export interface SentenceWord {
  text: string;
  key: string;
}

/**
 * The comparison key of one written word (see the module docstring); '' when it has no letter
 * or digit.
 */
export function wordKey(word: string): string {
  const plain = word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/&/g, 'and')
    .replace(/%/g, 'percent');
  const ordinal = /^\W*(\d{1,2})(?:st|nd|rd|th)\W*$/.exec(plain);
  if (ordinal && Number(ordinal[1]) >= 1 && Number(ordinal[1]) <= 20) {
    return ORDINALS[Number(ordinal[1])]!;
  }
  const number = /^\W*(\d{1,2})\W*$/.exec(plain);
  if (number) return numberKey(Number(number[1]));
  return expandContraction(plain.replace(/^\W+|\W+$/g, '')).replace(/[^a-z0-9]/g, '');
}

const NOT_IRREGULAR: Record<string, string> = { ca: 'cannot', wo: 'will not', sha: 'shall not' };
const ENDINGS: Record<string, string> = { m: 'am', re: 'are', ve: 'have', ll: 'will' };

/**
 * A contraction written out, so that "I'm" and "I am" (two heard words, joined) compare equal:
 * n't → not (can't → cannot, won't → will not), 'm → am, 're → are, 've → have, 'll → will.
 * 's and 'd stay (is, has or a possessive; had or would).
 */
function expandContraction(word: string): string {
  const not = /^(\w+)n't$/.exec(word);
  if (not) return NOT_IRREGULAR[not[1]!] ?? `${not[1]!}not`;
  const ending = /^(\w+)'(m|re|ve|ll)$/.exec(word);
  return ending ? `${ending[1]!}${ENDINGS[ending[2]!]!}` : word;
}

/**
 * The words of `text` in order: split at white space, dashes between words (– —) and slashes;
 * words without a key are left out.
 */
export function sentenceWords(text: string): SentenceWord[] {
  return text
    .split(/[\s\u2013\u2014/]+/)
    .map((word) => ({ text: word, key: wordKey(word) }))
    .filter((word) => word.key !== '');
}
