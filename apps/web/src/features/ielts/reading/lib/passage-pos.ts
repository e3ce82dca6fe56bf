/**
 * The part of speech a word most likely has where the learner met it in a Reading test, from
 * the words around its first use in the passages (then in the questions): after "to", a modal or
 * a subject pronoun it is a verb; after a form of "be" or an intensifier, an adjective (or a
 * participle); after a determiner, a number or a preposition, an adjective when a word follows
 * and a noun otherwise; "-ly" words are adverbs. The answer is a ranked list of candidates (empty
 * when nothing tells), so the word offer picks the dictionary sense of that part of speech.
 */
import type { ReadingTest } from '@app/content/ielts/schema';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

const VERB_BEFORE = new Set(
  'to will would can could may might must shall should do does did i you we they he she who'.split(
    ' ',
  ),
);
const ADJECTIVE_BEFORE = new Set(
  'is are was were be been being am become becomes became seem seems seemed remain remains remained very too so quite rather extremely less'.split(
    ' ',
  ),
);
const NOUN_PHRASE_BEFORE = new Set(
  'the a an this that these those my your his her its our their some any no each every many much more most few several such another other one two three four five six seven eight nine ten of in on for with by from about into between through without among'.split(
    ' ',
  ),
);
/** Words that end a noun phrase: after "the X" one of these means X is the noun. */
const FUNCTION_WORDS = new Set(
  'of in on for with by from to and or but that which is are was were as at than'.split(' '),
);

/** A text's lowercase words, punctuation kept as its own token ('.'). */
function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}'’-]+|[.,;:!?()]/gu) ?? [];
}

/** Where `word` (one word, lowercase) first appears in `texts`: the tokens before and after. */
function firstUse(
  texts: readonly string[],
  word: string,
): { before: string; after: string } | null {
  for (const text of texts) {
    const list = tokens(text);
    const at = list.indexOf(word);
    if (at >= 0) return { before: list[at - 1] ?? '.', after: list[at + 1] ?? '.' };
  }
  return null;
}

/** The candidates for `word` at its first use in `test` (best first; empty when unknown). */
export function passagePartOfSpeech(test: ReadingTest, word: string): PartOfSpeech[] {
  const key = word.trim().toLowerCase();
  if (key === '' || key.includes(' ')) return [];
  const texts = [
    ...test.passages.flatMap((p) => p.paragraphs.map((para) => para.text)),
    ...test.groups.flatMap((g) => g.questions.map((q) => q.prompt)),
  ];
  const use = firstUse(texts, key);
  if (key.endsWith('ly')) return ['adverb', 'adjective'];
  if (!use) return [];
  const { before, after } = use;
  if (VERB_BEFORE.has(before)) return ['verb'];
  if (ADJECTIVE_BEFORE.has(before)) return ['adjective', 'verb'];
  if (NOUN_PHRASE_BEFORE.has(before) || /^\d/.test(before)) {
    const followed = /^[\p{L}]/u.test(after) && !FUNCTION_WORDS.has(after);
    return followed ? ['adjective', 'noun'] : ['noun', 'adjective'];
  }
  if (/(ed|ing)$/.test(key)) return ['verb', 'adjective'];
  return [];
}
