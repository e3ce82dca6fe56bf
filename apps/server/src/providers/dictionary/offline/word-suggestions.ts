/**
 * "Có phải bạn muốn tìm…" (issue 18 §4): headwords of the offline dictionary close to a word it
 * does not know, by edit distance (Damerau–Levenshtein, optimal string alignment: a swapped
 * pair of letters counts as one edit, "recieve" → "receive"), ranked by distance, then by how
 * often the word is used (WordNet's tagsense counts summed over its parts of speech; the
 * glossary's headwords count as common), then alphabetically.
 *
 * The candidates are the single-word lemmas of WordNet's four index files and the glossary's
 * headwords, read once from the loaded Buffers (about 150,000 words, grouped by length so a
 * query compares only words whose length is within the allowed distance). A query of n letters
 * allows 1 edit up to 5 letters, 2 up to 9, 3 beyond: "xyzzy" has no word within one edit and
 * gets none.
 */

/** A headword the suggester may offer, with its use count. */
export interface SuggestionCandidate {
  word: string;
  frequency: number;
}

interface Indexed extends SuggestionCandidate {
  /** The letters a–z the word contains, one bit each (a quick filter before the distance). */
  mask: number;
}

/** Bit set of the letters a–z in `word`. */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i += 1) {
    const letter = word.charCodeAt(i) - 97;
    if (letter >= 0 && letter < 26) mask |= 1 << letter;
  }
  return mask;
}

/** Number of bits set. */
function bitCount(value: number): number {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count += 1;
  return count;
}

/** Suggestions answered at most. */
export const MAX_SUGGESTIONS = 5;

/** Glossary headwords count as this many tagged uses (they are the app's own vocabulary). */
export const GLOSSARY_FREQUENCY = 5;

/** Edits allowed for a query of `length` letters. */
export function maxDistance(length: number): number {
  return length <= 5 ? 1 : length <= 9 ? 2 : 3;
}

/**
 * The optimal-string-alignment distance of `a` and `b`, or `limit + 1` as soon as it is known
 * to exceed `limit`.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let beforePrevious = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

/** Candidates grouped by length, built once. */
export class WordSuggester {
  private readonly byLength = new Map<number, Indexed[]>();

  constructor(candidates: Iterable<SuggestionCandidate>) {
    const merged = new Map<string, number>();
    for (const { word, frequency } of candidates) {
      merged.set(word, (merged.get(word) ?? 0) + frequency);
    }
    for (const [word, frequency] of merged) {
      const group = this.byLength.get(word.length) ?? [];
      group.push({ word, frequency, mask: letterMask(word) });
      this.byLength.set(word.length, group);
    }
  }

  /** Up to MAX_SUGGESTIONS headwords close to `query` (lowercase); [] when none is close. */
  suggest(query: string, max = MAX_SUGGESTIONS): string[] {
    const word = query.trim().toLowerCase();
    if (word === '') return [];
    const limit = maxDistance(word.length);
    const mask = letterMask(word);
    const found: { word: string; distance: number; frequency: number }[] = [];
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // an edit adds or removes at most two letters of the set (a swap none)
        if (candidate.word === word || bitCount(candidate.mask ^ mask) > 2 * limit) continue;
        const distance = boundedDistance(word, candidate.word, limit);
        if (distance <= limit) {
          found.push({ word: candidate.word, frequency: candidate.frequency, distance });
        }
      }
    }
    found.sort(
      (a, b) =>
        a.distance - b.distance ||
        b.frequency - a.frequency ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    return found.slice(0, max).map((item) => item.word);
  }
}

/** A single word of WordNet's index or the glossary ("well-being" yes, "ice_cream" no). */
const SINGLE_WORD = /^[a-z]+(?:['-][a-z]+)*$/;

/**
 * The candidates of a WordNet index file (wndb(5) lines: lemma first, tagsense count at
 * `4 + p_cnt + 1`); licence lines (starting with spaces) and multi-word lemmas are skipped.
 */
export function* indexCandidates(buffer: Buffer): Generator<SuggestionCandidate> {
  const text = buffer.toString('latin1');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (text.charCodeAt(start) !== 0x20) {
      const fields = text.slice(start, end).split(' ');
      const word = fields[0]!;
      if (SINGLE_WORD.test(word)) {
        const pointerCount = Number(fields[3]);
        const frequency = Number(fields[4 + pointerCount + 1]);
        yield { word, frequency: Number.isFinite(frequency) ? frequency : 0 };
      }
    }
    start = end + 1;
  }
}

/** The glossary's single-word headwords as candidates. */
export function* glossaryCandidates(headwords: Iterable<string>): Generator<SuggestionCandidate> {
  for (const headword of headwords) {
    const word = headword.toLowerCase();
    if (SINGLE_WORD.test(word)) yield { word, frequency: GLOSSARY_FREQUENCY };
  }
}
