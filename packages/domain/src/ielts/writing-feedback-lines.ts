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
  // Task 1 (task1-feedback.ts): the overview, the key figures, comparisons and tense
  overviewFound: { sentence: S },
  overviewMissing: {},
  figuresCited: { cited: N, keys: N },
  figuresNoNumbers: { keys: N },
  figureCited: { label: S, value: N, unit: S },
  figureMissed: { label: S, value: N, unit: S },
  comparisonSome: { count: N, distinct: N },
  comparisonNone: {},
  comparisonExample: { phrase: S, count: N },
  /** `period`: past | future | present | mixed (the visual's time). */
  tenseGood: { period: S, wrongPercent: N },
  tenseOff: { period: S, wrongPercent: N, sentences: N },
  tenseNoFuture: {},
  tenseMixed: {},
  tenseNoVerbs: {},
  tenseCounts: { past: N, present: N, future: N },
  /** `tense`: the wrong tense found in the sentence (past | present | future). */
  tenseFlagged: { sentence: S, tense: S },
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

/** Limits of the Task 1 feedback (task1-feedback.ts; ielts-facts.md "Formats"). */
export const TASK1_FEEDBACK_LIMITS = {
  /** Task 1 minimum. */
  minWords: 150,
  /** Task 1's suggested time. */
  minutes: 20,
  /** A cited figure written with "about", "around", … may be this share of the data's range off. */
  approxPercentOfRange: 2,
  /** Comparisons needed for 'good'. */
  minComparisons: 3,
  /** Most verbs in the wrong tense (percent of the finite verbs found) for 'good'. */
  maxWrongTensePercent: 10,
} as const;
