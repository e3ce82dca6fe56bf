/**
 * WordNet's morphological processor, morphy (issue 9: the offline dictionary finds the lemma of
 * an inflected query: "running" → "run", "went" → "go", "mice" → "mouse"). Rules from the
 * published morphy(7) manual page of WordNet 3.x and its C implementation (morph.c):
 *
 * 1. The exception list of the part of speech is searched first; when the word is there, its
 *    base forms are the answer and no rule is applied ("mice" → "mouse", "went" → "go").
 * 2. Otherwise the detachment rules of the part of speech are tried (adverbs have none): each
 *    ending is replaced and the result kept when it is a lemma of that part of speech.
 *    Nouns ending in "ss" and words of two letters or fewer are not inflected nouns; a noun
 *    ending in "ful" is processed on its stem and "ful" put back ("boxesful" → "boxful").
 * 3. Collocations (words joined by "_" or "-") are processed word by word; for verbs, only the
 *    first word is inflected as well ("looking_after" → "look_after").
 *
 * Pure: the lexicon (WordNet's index and exception lists) is passed in. Words are in WordNet's
 * form: lowercase, words of a phrase joined by "_".
 */

/** WordNet's parts of speech: noun, verb, adjective (heads and satellites), adverb. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

/** What morphy needs to know of the lexicon. */
export interface MorphyLexicon {
  /** True when `lemma` is a headword of `pos` (WordNet's index file of that part of speech). */
  isLemma(pos: WordNetPos, lemma: string): boolean;
  /** Base forms listed for the irregular `form` in the exception list of `pos` ([] when none). */
  exceptions(pos: WordNetPos, form: string): readonly string[];
}

/** Detachment rules of morphy(7): [ending, replacement], tried in this order. */
const RULES: Readonly<Record<WordNetPos, readonly (readonly [string, string])[]>> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
};

/** Lemmas reached from one word (no spaces) by the exception list, else by the rules. */
function morphWord(word: string, pos: WordNetPos, lexicon: MorphyLexicon): string[] {
  const listed = lexicon.exceptions(pos, word).filter((base) => lexicon.isLemma(pos, base));
  if (listed.length > 0) return listed;
  if (pos === 'r') return [];
  let stem = word;
  let end = '';
  if (pos === 'n') {
    if (word.endsWith('ful') && word.length > 3) {
      stem = word.slice(0, -3);
      end = 'ful';
    } else if (word.endsWith('ss') || word.length <= 2) {
      return [];
    }
  }
  const found: string[] = [];
  for (const [ending, replacement] of RULES[pos]) {
    if (!stem.endsWith(ending) || stem.length <= ending.length) continue;
    const candidate = stem.slice(0, stem.length - ending.length) + replacement + end;
    if (candidate !== word && lexicon.isLemma(pos, candidate)) found.push(candidate);
  }
  return found;
}

/** Splits a collocation into its words and the separators between them. */
function splitCollocation(word: string): { words: string[]; separators: string[] } {
  const words = word.split(/[_-]/);
  const separators = [...word.matchAll(/[_-]/g)].map((m) => m[0]);
  return { words, separators };
}

function join(words: readonly string[], separators: readonly string[]): string {
  return words.map((w, i) => (i === 0 ? w : `${separators[i - 1]}${w}`)).join('');
}

/**
 * Candidate lemmas of `word` as a `pos`, best first, deduplicated: the word itself when it is a
 * lemma, then what the exception list or the detachment rules give, then (for collocations)
 * the word-by-word forms. [] when nothing is a lemma of `pos`.
 * @param word lowercase, in WordNet's form (spaces as "_").
 */
export function morphy(word: string, pos: WordNetPos, lexicon: MorphyLexicon): string[] {
  const results = new Set<string>();
  if (lexicon.isLemma(pos, word)) results.add(word);
  for (const lemma of morphWord(word, pos, lexicon)) results.add(lemma);

  const { words, separators } = splitCollocation(word);
  if (words.length > 1 && words.every((w) => w !== '')) {
    if (pos === 'v') {
      // A verb and its particle or object: only the verb is inflected ("looking_after").
      for (const first of morphWord(words[0]!, pos, lexicon)) {
        const candidate = join([first, ...words.slice(1)], separators);
        if (lexicon.isLemma(pos, candidate)) results.add(candidate);
      }
    }
    const each = words.map((w) => morphWord(w, pos, lexicon)[0] ?? w);
    const candidate = join(each, separators);
    if (candidate !== word && lexicon.isLemma(pos, candidate)) results.add(candidate);
  }
  return [...results];
}
