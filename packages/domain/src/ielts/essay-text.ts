/**
 * Splitting an essay into paragraphs, sentences and words, for the automatic Writing feedback
 * (writing-feedback.ts; issue 10). Pure, no dictionary.
 *
 * - Text is normalised first: NFC, CRLF/CR → LF, curly apostrophes (’ ‘ ʼ) → ', Unicode hyphens
 *   (‐ ‑) → -.
 * - Words: runs of letters (and digits) joined by inner apostrophes or hyphens ("don't",
 *   "well-known", "children's"), so a hyphenated word counts as one word (ielts-facts.md "Answer
 *   rules"); a trailing apostrophe ("students'") is not part of the word. Tokens containing a digit
 *   ("2024", "21st", "COVID-19") are numbers and ignored.
 * - Paragraphs: blocks separated by blank lines; when the text has no blank line, by single line
 *   breaks. Blocks without a word are dropped.
 * - Sentences: inside each paragraph, a sentence ends at a whitespace-delimited piece ending in
 *   . ! or ? (closing quotes/brackets ignored), except abbreviations: "e.g.", "i.e.", "Mr.",
 *   "Mrs.", "Ms.", "Dr.", "Prof.", "vs.", "cf.", "approx.", "St." never end a sentence; "No."
 *   ends one unless a number follows ("No. 5"); "etc." and dotted abbreviations ("U.K.", "U.S.")
 *   end one only when the next piece starts with a capital letter. Decimals ("3.5") have no
 *   whitespace after the point, so are never split. A missing space after a full stop
 *   ("cities.However") is repaired when a lowercase word of two or more letters is followed by a
 *   capitalised word. The end of a paragraph ends its sentence. Sentences without a word are
 *   dropped.
 */

/** One sentence: its text as written (trimmed) and its word tokens. */
export interface EssaySentence {
  text: string;
  words: string[];
}

/** One paragraph: its text (trimmed), word tokens and sentences. */
export interface EssayParagraph {
  text: string;
  words: string[];
  sentences: EssaySentence[];
}

/** Abbreviations (lowercase, with their points) that never end a sentence. */
const NEVER_END = new Set([
  'e.g.',
  'i.e.',
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'prof.',
  'vs.',
  'cf.',
  'approx.',
  'st.',
]);

const WORD = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_DIGIT = /\p{N}/u;
const CLOSING = /["'”)\]]+$/u;
const OPENING = /^["'“([]+/u;
const CAPITALISED = /^["'“([]*\p{Lu}/u;

/** The essay normalised as the module docstring says (NFC, LF line ends, plain ' and -). */
export function normaliseEssay(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/[’‘ʼ]/g, "'").replace(/[‐‑]/g, '-');
}

/** Word tokens of a (normalised) text, as written, numbers left out. */
export function wordTokens(text: string): string[] {
  return (text.match(WORD) ?? []).filter((token) => !HAS_DIGIT.test(token));
}

/** Number tokens of a (normalised) text: tokens with a digit ("2024", "21st", "COVID-19"). */
export function numberTokens(text: string): string[] {
  return (text.match(WORD) ?? []).filter((token) => HAS_DIGIT.test(token));
}

/** True when the whitespace-delimited `piece` ends a sentence (see the module docstring). */
export function endsSentence(piece: string, next: string | undefined): boolean {
  const core = piece.replace(CLOSING, '');
  if (/[!?]$/.test(core)) return true;
  if (!core.endsWith('.')) return false;
  const word = core.replace(OPENING, '').toLowerCase();
  if (NEVER_END.has(word)) return false;
  if (word === 'no.') return next === undefined || !/^\p{N}/u.test(next);
  if (word === 'etc.' || /^(?:\p{L}\.){2,}$/u.test(word)) {
    return next === undefined || CAPITALISED.test(next);
  }
  return true;
}

/** Sentences of one paragraph's text (see the module docstring). */
function splitSentences(paragraph: string): EssaySentence[] {
  const repaired = paragraph.replace(/(\p{Ll}{2}[.!?])(?=\p{Lu}\p{Ll})/gu, '$1 ');
  const pieces = repaired.split(/\s+/).filter((piece) => piece !== '');
  const sentences: EssaySentence[] = [];
  let current: string[] = [];
  const close = () => {
    const text = current.join(' ');
    const words = wordTokens(text);
    if (words.length > 0) sentences.push({ text, words });
    current = [];
  };
  pieces.forEach((piece, index) => {
    current.push(piece);
    if (endsSentence(piece, pieces[index + 1])) close();
  });
  close();
  return sentences;
}

/**
 * Paragraphs of an essay, each with its words and sentences (see the module docstring).
 * An empty or word-less text gives [].
 */
export function essayParagraphs(text: string): EssayParagraph[] {
  const clean = normaliseEssay(text).trim();
  const blocks = /\n[^\S\n]*\n/.test(clean) ? clean.split(/\n\s*\n/) : clean.split('\n');
  return blocks
    .map((block) => block.trim())
    .map((block) => ({ text: block, words: wordTokens(block), sentences: splitSentences(block) }))
    .filter((paragraph) => paragraph.words.length > 0);
}

/**
 * The essay's word count as IELTS counts it: every word (a hyphenated word is one) and every
 * number written in figures. The editor's live count and the saved word_count both use it.
 */
export function essayWordCount(text: string): number {
  const normalised = normaliseEssay(text);
  return wordTokens(normalised).length + numberTokens(normalised).length;
}
