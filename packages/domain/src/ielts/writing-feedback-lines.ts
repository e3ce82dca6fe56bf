/**
 * The lines of the Writing feedback (issue 10; codes since issue 18): every summary and detail
 * line is a code with the figures and quoted English words its sentence needs, never a sentence.
 * The web says each code in the learner's language. `WRITING_FEEDBACK_LINES` lists the codes and
 * the kind of each value ('number' or 'string'), so the contract can check a stored line and the
 * web can check its catalogue against it.
 */

const N = 'number';
const S = 'string';

/** Every line code, with its values and their kinds. */
export const WRITING_FEEDBACK_LINES = {
  // word count
  wordsBand1: { words: N, maxWords: N },
  wordsShort: { words: N, missing: N, minWords: N },
  wordsEnough: { words: N, minWords: N },
  wordsSlightlyLong: { words: N },
  wordsTooLong: { words: N, minutes: N },
  wordsComfortable: { minWords: N, maxWords: N },
  // paragraphs
  paragraphsGood: { paragraphs: N },
  paragraphsNone: { paragraphs: N, minGood: N, maxGood: N },
  paragraphsOff: { paragraphs: N, minGood: N, maxGood: N },
  paragraph: { n: N, words: N, sentences: N },
  // sentence variety
  sentences: { sentences: N, meanLength: N, stdevLength: N },
  sentenceRange: { shortest: N, longest: N },
  sentencesVeryShort: { below: N, count: N },
  sentencesVeryLong: { above: N, count: N },
  longSentence: { words: N, opening: S },
  // linking devices (`fn`: a LinkingFunction)
  linkingNone: {},
  linkingSome: { distinct: N, functions: N },
  linkingOverused: { phrase: S, count: N },
  linkingDevice: { phrase: S, fn: S, count: N },
  // lexical variety (percentages with one decimal)
  lexical: { ttrPercent: N, awlPercent: N },
  lexicalWindow: { ttrPercent: N, awlPercent: N, window: N },
  ttr: { types: N, words: N, goodPercent: N },
  awl: { uses: N, goodPercent: N },
  awlWord: { headword: S, count: N },
  // repetition
  repetitionNone: { from: N },
  repetitionSome: { count: N, from: N },
  repeatedWord: { word: S, count: N },
  // spelling
  spellingNone: {},
  spellingSome: { count: N },
  misspeltWord: { word: S },
  misspeltMore: { count: N },
} as const satisfies Record<string, Record<string, 'number' | 'string'>>;

export type WritingFeedbackLineCode = keyof typeof WRITING_FEEDBACK_LINES;

/** The values of line `C`. */
export type WritingFeedbackLineValues<C extends WritingFeedbackLineCode> = {
  -readonly [
    K in keyof (typeof WRITING_FEEDBACK_LINES)[C]
  ]: (typeof WRITING_FEEDBACK_LINES)[C][K] extends 'number' ? number : string;
};

/** One line: its code and values. */
export type WritingFeedbackLine = {
  [C in WritingFeedbackLineCode]: { code: C; values: WritingFeedbackLineValues<C> };
}[WritingFeedbackLineCode];

/** Builds a line (typed by its code). */
export function line<C extends WritingFeedbackLineCode>(
  code: C,
  values: WritingFeedbackLineValues<C>,
): WritingFeedbackLine {
  return { code, values } as WritingFeedbackLine;
}

/** Limits the web's texts name (explanations, hints); the rules use the same numbers. */
export const WRITING_FEEDBACK_LIMITS = {
  /** Task 2 minimum (ielts-facts.md "Formats"). */
  minWords: 250,
  /** Answers of this many words or fewer are rated band 1. */
  band1MaxWords: 20,
  comfortableMinWords: 260,
  comfortableMaxWords: 320,
  longMaxWords: 380,
  /** Task 2's suggested time. */
  minutes: 40,
  /** TTR is measured over this many first words. */
  ttrWindow: 250,
} as const;
