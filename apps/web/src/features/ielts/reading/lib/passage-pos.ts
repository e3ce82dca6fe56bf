/**
 * The part of speech a word most likely has where the learner met it in a Reading test, from
 * the words around its first use in the passages (then in the questions): after "to", a modal or
 * a subject pronoun it is a verb; after a form of "be" or an intensifier, an adjective (or a
 * participle); after a determiner, a number or a preposition, an adjective when a word follows
 * and a noun otherwise; "-ly" words are adverbs. Every form of the word counts ("measures",
 * "absorbing"), and the first use whose neighbours say something decides. The answer is a ranked
 * list of candidates (empty when nothing tells), so the word offer picks the dictionary sense of
 * that part of speech; `passageSentence` is the sentence the learner reads beside it.
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

/**
 * The forms of `word` (one word, lowercase) a passage may use: itself, its plural or third
 * person (-s, -es, y → -ies), past (-ed, -d, y → -ied) and -ing (e dropped): "measure" →
 * "measures", "measured", "measuring".
 */
export function wordForms(word: string): string[] {
  const stem = word.replace(/e$/u, '');
  const forms = [
    word,
    `${word}s`,
    `${word}es`,
    `${word}ed`,
    `${word}d`,
    `${word}ing`,
    `${stem}ing`,
  ];
  if (/[^aeiou]y$/u.test(word)) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  return [...new Set(forms)];
}

/** A use of a word in a text: the form used and the tokens before and after it. */
interface Use {
  form: string;
  before: string;
  after: string;
}

/** Every use of `word` (any of its forms) in `texts`, in order. */
function usesOf(texts: readonly string[], word: string): Use[] {
  const forms = new Set(wordForms(word));
  const uses: Use[] = [];
  for (const text of texts) {
    const list = tokens(text);
    list.forEach((token, at) => {
      if (forms.has(token)) {
        uses.push({ form: token, before: list[at - 1] ?? '.', after: list[at + 1] ?? '.' });
      }
    });
  }
  return uses;
}

/** What the words around one use say (best first; empty when they say nothing). */
function candidatesAt({ form, before, after }: Use): PartOfSpeech[] {
  if (VERB_BEFORE.has(before)) return ['verb'];
  if (ADJECTIVE_BEFORE.has(before)) return ['adjective', 'verb'];
  if (NOUN_PHRASE_BEFORE.has(before) || /^\d/.test(before)) {
    const followed = /^[\p{L}]/u.test(after) && !FUNCTION_WORDS.has(after);
    return followed ? ['adjective', 'noun'] : ['noun', 'adjective'];
  }
  if (/(ed|ing)$/.test(form)) return ['verb', 'adjective'];
  return [];
}

/** The passages' paragraphs, then the questions' prompts: where a word is looked for. */
function testTexts(test: ReadingTest): string[] {
  return [
    ...test.passages.flatMap((p) => p.paragraphs.map((para) => para.text)),
    ...test.groups.flatMap((g) => g.questions.map((q) => q.prompt)),
  ];
}

/**
 * The candidates for `word` in `test` (best first; empty when unknown): from the first of its
 * uses (any form, issue 34 §19: "measures", "absorbing") whose neighbours say something.
 */
export function passagePartOfSpeech(test: ReadingTest, word: string): PartOfSpeech[] {
  const key = word.trim().toLowerCase();
  if (key === '' || key.includes(' ')) return [];
  if (key.endsWith('ly')) return ['adverb', 'adjective'];
  for (const use of usesOf(testTexts(test), key)) {
    const candidates = candidatesAt(use);
    if (candidates.length > 0) return candidates;
  }
  return [];
}

/**
 * The first sentence of the passages (then of the questions) that uses `word` or a form of it,
 * trimmed: the context a learner reads beside the word offer; null when none does.
 */
export function passageSentence(test: ReadingTest, word: string): string | null {
  const forms = wordForms(word.trim().toLowerCase());
  const phrase = word.trim().toLowerCase();
  for (const text of testTexts(test)) {
    for (const sentence of text.match(/[^.!?]+[.!?]*/gu) ?? []) {
      const lower = sentence.toLowerCase();
      const found = phrase.includes(' ')
        ? lower.includes(phrase)
        : tokens(lower).some((token) => forms.includes(token));
      if (found) return sentence.trim();
    }
  }
  return null;
}
