/**
 * The meanings of a resolved WordNet headword in the dictionary result's shape (contracts'
 * meaningSchema): one meaning per part of speech in dictionary order (noun, verb, adjective
 * — heads and satellites together — adverb); its definitions are the synsets' glosses in
 * WordNet's sense order (most frequent first), each with an example; its synonyms are the
 * other words of those synsets; its antonyms the words that the headword's lexical antonym
 * pointers ("!") name.
 *
 * Examples belong to a synset, not to one of its words: the example of "environment"'s second
 * sense is "the country--the flat agricultural surround" (a use of "surround"). A definition
 * therefore takes the first example that uses the headword (exampleFor), and none otherwise.
 */
import type { DictionaryMeaning } from '@app/contracts';
import { americanSpellings, type WordNetPos } from '@app/domain';
import type { Synset } from './wordnet-data.ts';
import type { WordNetDatabase } from './wordnet-database.ts';
import { splitGloss } from './wordnet-gloss.ts';
import { toDisplayForm, type Resolution } from './resolve-query.ts';

const PART_OF_SPEECH: Readonly<Record<WordNetPos, string>> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};

/** Adds `word` to `list` unless it is the headword or already there (case-insensitive). */
function addWord(list: string[], word: string, headword: string): void {
  const lower = word.toLowerCase();
  if (lower === headword || list.some((w) => w.toLowerCase() === lower)) return;
  list.push(word);
}

/**
 * A pattern matching the headword's forms at a word start: its first word without a final "e"
 * or "y" (so "analyse" matches "analysed", "study" matches "studies"), and the same for its
 * American spellings ("analyze a sonnet" uses "analyse").
 */
function headwordPattern(headword: string): RegExp {
  const stems = [headword, ...americanSpellings(headword)].map((word) => {
    const first = word.split(/[ -]/)[0] ?? word;
    const stem = first.length > 3 ? first.replace(/[ey]$/, '') : first;
    return stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`(?:^|[^\\p{L}])(?:${stems.join('|')})`, 'iu');
}

/** The first of `examples` that uses the headword (matching `pattern`), if any. */
function exampleFor(examples: readonly string[], pattern: RegExp): string | undefined {
  return examples.find((example) => pattern.test(example));
}

/** The words the headword's antonym pointers in `synset` lead to. */
function antonymsIn(wordnet: WordNetDatabase, synset: Synset, lemma: string): string[] {
  const position = synset.words.findIndex((w) => w.toLowerCase() === lemma) + 1;
  const found: string[] = [];
  for (const pointer of synset.pointers) {
    if (pointer.symbol !== '!') continue;
    if (pointer.source !== 0 && pointer.source !== position) continue;
    const target = wordnet.synset(pointer.type, pointer.offset);
    const words = pointer.target === 0 ? target.words : [target.words[pointer.target - 1]];
    for (const word of words) if (word) found.push(toDisplayForm(word));
  }
  return found;
}

/** The meanings of `resolution`, one per part of speech that has a definition. */
export function buildMeanings(
  wordnet: WordNetDatabase,
  resolution: Resolution,
): DictionaryMeaning[] {
  const headword = toDisplayForm(resolution.lemma);
  const pattern = headwordPattern(headword);
  const meanings: DictionaryMeaning[] = [];
  for (const { pos, entry } of resolution.entries) {
    const meaning: DictionaryMeaning = {
      partOfSpeech: PART_OF_SPEECH[pos],
      definitions: [],
      synonyms: [],
      antonyms: [],
    };
    for (const offset of entry.synsetOffsets) {
      const synset = wordnet.synset(pos, offset);
      const { definition, examples } = splitGloss(synset.gloss);
      const example = exampleFor(examples, pattern);
      if (definition !== '') {
        meaning.definitions.push(example === undefined ? { definition } : { definition, example });
      }
      for (const word of synset.words) addWord(meaning.synonyms, toDisplayForm(word), headword);
      for (const word of antonymsIn(wordnet, synset, resolution.lemma)) {
        addWord(meaning.antonyms, word, headword);
      }
    }
    if (meaning.definitions.length > 0) meanings.push(meaning);
  }
  return meanings;
}

/** The union of the meanings' synonyms and antonyms, in order, without duplicates. */
export function wordLevelRelations(meanings: readonly DictionaryMeaning[]): {
  synonyms: string[];
  antonyms: string[];
} {
  const synonyms: string[] = [];
  const antonyms: string[] = [];
  for (const meaning of meanings) {
    for (const word of meaning.synonyms) addWord(synonyms, word, '');
    for (const word of meaning.antonyms) addWord(antonyms, word, '');
  }
  return { synonyms, antonyms };
}
