/**
 * Shadowing (issue 23 §4): what speech recognition heard compared word by word with the sentence
 * the learner repeated. Both are split into words with comparison keys (words.ts), then aligned
 * by edit distance (Levenshtein over words: a match costs 0; a missed word, an extra word or a
 * substitution cost 1; two heard words that make one sentence word, "well known" for
 * "well-known" or "twenty five" for "25", count as a match). Ties are broken towards matches,
 * then substitutions, so "I like the red car" heard as "I like red car" misses "the" rather than
 * shifting words.
 */
import { sentenceWords } from './words.ts';

/** One word of the sentence and what became of it. */
export type ShadowWord =
  | { text: string; status: 'matched' }
  | { text: string; status: 'missed' }
  | { text: string; status: 'substituted'; heard: string };

/** A word heard that is not in the sentence, placed before sentence word `before`. */
export interface ExtraWord {
  text: string;
  /** Index of the sentence word it came before (`words.length`: after the last). */
  before: number;
}

/** The comparison of one attempt. */
export interface ShadowComparison {
  /** The sentence's words in order. */
  words: ShadowWord[];
  /** Words heard that are not in the sentence. */
  extra: ExtraWord[];
  /** Sentence words matched. */
  matched: number;
  /** Sentence words in all. */
  total: number;
  /** matched ÷ total, 0-1 (1 for a sentence without words). */
  score: number;
}

type Step = 'match' | 'merge' | 'sub' | 'miss' | 'extra';

/**
 * Compares `heard` (speech recognition's text, '' when nothing was heard) with `sentence`.
 * Pure; O(words × heard words).
 */
export function compareShadowing(sentence: string, heard: string): ShadowComparison {
  const a = sentenceWords(sentence);
  const b = sentenceWords(heard);
  const n = a.length;
  const m = b.length;
  // cost[i][j]: aligning the first i sentence words with the first j heard words
  const cost: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const step: Step[][] = Array.from({ length: n + 1 }, () => new Array<Step>(m + 1).fill('match'));
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) continue;
      let best = Number.POSITIVE_INFINITY;
      let how: Step = 'match';
      const consider = (value: number, what: Step) => {
        if (value < best) {
          best = value;
          how = what;
        }
      };
      if (i > 0 && j > 0) {
        const same = a[i - 1]!.key === b[j - 1]!.key;
        consider(cost[i - 1]![j - 1]! + (same ? 0 : 1), same ? 'match' : 'sub');
      }
      if (i > 0 && j > 1 && a[i - 1]!.key === b[j - 2]!.key + b[j - 1]!.key) {
        consider(cost[i - 1]![j - 2]!, 'merge');
      }
      if (i > 0) consider(cost[i - 1]![j]! + 1, 'miss');
      if (j > 0) consider(cost[i]![j - 1]! + 1, 'extra');
      cost[i]![j] = best;
      step[i]![j] = how;
    }
  }
  const words: ShadowWord[] = [];
  const extra: ExtraWord[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const how = step[i]![j]!;
    if (how === 'match' || how === 'merge') {
      words.push({ text: a[i - 1]!.text, status: 'matched' });
      i -= 1;
      j -= how === 'merge' ? 2 : 1;
    } else if (how === 'sub') {
      words.push({ text: a[i - 1]!.text, status: 'substituted', heard: b[j - 1]!.text });
      i -= 1;
      j -= 1;
    } else if (how === 'miss') {
      words.push({ text: a[i - 1]!.text, status: 'missed' });
      i -= 1;
    } else {
      extra.push({ text: b[j - 1]!.text, before: i });
      j -= 1;
    }
  }
  words.reverse();
  extra.reverse();
  const matched = words.filter((w) => w.status === 'matched').length;
  return { words, extra, matched, total: n, score: n === 0 ? 1 : matched / n };
}
