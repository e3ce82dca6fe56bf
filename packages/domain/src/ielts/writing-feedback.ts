/**
 * Automatic feedback on an IELTS Writing Task 2 essay (issue 10), computed from the text alone.
 * It measures features an examiner looks at, under the four criteria (ielts-facts.md "Marking
 * criteria"): Task Response, Coherence and Cohesion, Lexical Resource, Grammatical Range and
 * Accuracy. It is not a band score (the web says so beside it). Since issue 18 it holds no text:
 * every sentence is a code with its figures (writing-feedback-lines.ts), said by the web.
 *
 * Text splitting: essay-text.ts (words, paragraphs, sentences). Items, in this order, each with a
 * verdict 'good' | 'fair' | 'improve' and named `figures`:
 * - word-count (Task Response; ielts-facts.md: at least 250 words, about 40 minutes; 20 words or
 *   fewer is band 1): < 250 improve; 250-380 good (321-380 says "a little long"); > 380 fair.
 *   The count is essayWordCount: words (a hyphenated word is one) and numbers in figures, as
 *   IELTS counts them; the editor's live count is the same function. figures: words.
 * - paragraphs (Coherence and Cohesion): 4-5 good; 3 or 6 fair; otherwise improve.
 *   figures: paragraphs.
 * - linking (Coherence and Cohesion; essay-word-lists.ts, 62 devices in 6 functions): distinct
 *   devices, matched case-insensitively on whole words, longest phrase first. ≥ 6 distinct in ≥ 3
 *   functions good; ≥ 3 distinct fair; else improve. A device used more than 3 times is overused:
 *   it is listed, and turns good into fair. figures: distinct, functions, uses, overused.
 * - lexical-variety (Lexical Resource): type/token ratio of lowercase words, over the first 250
 *   words when longer (TTR falls as a text grows); AWL coverage = share of all words whose lemma
 *   is an AWL headword (academic-lemma.ts). Both as percentages rounded to one decimal, compared
 *   rounded: TTR ≥ 50 and AWL ≥ 4 good; one of them fair; none improve.
 *   figures: ttrPercent, ttrWords, awlPercent, awlWords.
 * - repetition (Lexical Resource): lowercase words, not function words (STOP_WORDS) nor one-word
 *   linking devices (the linking item reports those), used ≥ 4 times; inflections are separate
 *   words. None good; 1-2 fair; more improve. figures: repeatedWords.
 * - sentence-variety (Grammatical Range and Accuracy): sentence lengths in words, their mean and
 *   population standard deviation (rounded to one decimal, compared rounded); very short < 8
 *   words, very long > 35 words. stdev ≥ 5 and ≤ 2 very long good; stdev < 3 or > 4 very long
 *   improve; otherwise fair. figures: sentences, meanLength, stdevLength, veryShort, veryLong.
 * - spelling (Lexical Resource): unique words (by lowercase) that `isKnownWord` rejects as written
 *   and lowercased; a possessive 's is removed and a hyphenated word is known when each part is.
 *   All-capital words (acronyms: "IELTS", "NGOs") and numbers are skipped. Up to 20 are listed.
 *   0 good; 1-3 fair; more improve. figures: misspelt.
 *
 * Pure: the spell checker and the AWL headwords are passed in. Never throws.
 */
import { essayParagraphs, essayWordCount } from './essay-text.ts';
import type { GrammarFeedback } from './grammar-checks.ts';
import type { TASK1_FEEDBACK_IDS } from './task1-feedback.ts';
import type { WritingFeedbackLine } from './writing-feedback-lines.ts';
import {
  paragraphsItem,
  sentenceVarietyItem,
  wordCountItem,
} from './writing-feedback-structure.ts';
import {
  lexicalVarietyItem,
  linkingItem,
  repetitionItem,
  spellingItem,
} from './writing-feedback-vocabulary.ts';

export * from './writing-feedback-lines.ts';
export { LINKING_FUNCTIONS, type LinkingFunction } from './essay-word-lists.ts';

export const WRITING_FEEDBACK_IDS = [
  'word-count',
  'paragraphs',
  'linking',
  'lexical-variety',
  'repetition',
  'sentence-variety',
  'spelling',
] as const;
/** Every item id of Task 2 (above) and Task 1 (task1-feedback.ts TASK1_FEEDBACK_IDS). */
export type WritingFeedbackId =
  (typeof WRITING_FEEDBACK_IDS)[number] | (typeof TASK1_FEEDBACK_IDS)[number];

export const WRITING_FEEDBACK_VERDICTS = ['good', 'fair', 'improve'] as const;
export type WritingFeedbackVerdict = (typeof WRITING_FEEDBACK_VERDICTS)[number];

/**
 * One measured feature. No text: the web names the item by its id, says its summary and
 * details from their codes (writing-feedback-lines.ts) and why it matters, and adds the
 * disclaimer that this is not an examiner's band score.
 */
export interface WritingFeedbackItem {
  id: WritingFeedbackId;
  verdict: WritingFeedbackVerdict;
  /** The verdict's sentence, with its figures. */
  summary: WritingFeedbackLine;
  /** Short lines: devices found, repeated words with counts, misspelt words, … */
  details: WritingFeedbackLine[];
  /** The item's measurements by name (see the module docstring), for display or tests. */
  figures: Record<string, number>;
}

/**
 * The whole answer: counts and the items — Task 2's seven (WRITING_FEEDBACK_IDS order), or Task
 * 1's (task1-feedback.ts, `task: 1`).
 */
export interface WritingFeedback {
  /** 1 for a Task 1 answer; absent for Task 2 (and for every feedback stored before Task 1). */
  task?: 1 | undefined;
  wordCount: number;
  paragraphCount: number;
  sentenceCount: number;
  items: WritingFeedbackItem[];
  /**
   * Grammar and language feedback (issue 23; grammar-checks.ts), added by the server's grammar
   * checker when the essay is submitted; absent from feedback stored before it.
   */
  grammar?: GrammarFeedback | undefined;
}

/** What the analysis needs from outside. */
export interface WritingFeedbackDeps {
  /** True when a spelling dictionary accepts the word (given as written, or lowercased). */
  isKnownWord: (word: string) => boolean;
  /** The Academic Word List headwords (lowercase; British or American spelling). */
  academicWords: ReadonlySet<string>;
}

/** Feedback on a Task 2 essay (rules and thresholds: the module docstring). */
export function analyseEssay(text: string, deps: WritingFeedbackDeps): WritingFeedback {
  const paragraphs = essayParagraphs(text);
  const words = paragraphs.flatMap((paragraph) => paragraph.words);
  const sentences = paragraphs.flatMap((paragraph) => paragraph.sentences);
  const lower = words.map((word) => word.toLowerCase());
  const wordCount = essayWordCount(text);
  return {
    wordCount,
    paragraphCount: paragraphs.length,
    sentenceCount: sentences.length,
    items: [
      wordCountItem(wordCount),
      paragraphsItem(paragraphs),
      linkingItem(lower),
      lexicalVarietyItem(lower, deps.academicWords),
      repetitionItem(lower),
      sentenceVarietyItem(sentences),
      spellingItem(words, deps.isKnownWord),
    ],
  };
}
