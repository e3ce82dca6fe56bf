/**
 * Schemas of the IELTS practice content (issue 10): one JSON file per test under
 * content/ielts/<skill>/<skill>-<n>.json, validated by ielts.test.ts. All passages, questions,
 * explanations, prompts and model answers are original, written for this project in the style of
 * computer-delivered Academic IELTS (facts: ../shared/ielts-facts.md).
 *
 * Answer keys (markAnswer in packages/domain/src/ielts/marking.ts): alternatives separated by
 * '/', optional words in '(…)', e.g. "(the) city centre", "car park/parking lot". Letters (A-H),
 * roman numerals (i-x) and TRUE/FALSE/NOT GIVEN, YES/NO/NOT GIVEN are written in capitals
 * (numerals in lower case).
 */
import { z } from 'zod';

import { catalogueFields, DIFFICULTIES } from './catalogue-fields.ts';
import { WRITING_TASK_TYPES } from './writing-schema.ts';

export { catalogueFields, DIFFICULTIES };
export * from './writing-schema.ts';

/** The exam's reading question types (ielts-facts.md "Formats"). */
export const READING_QUESTION_TYPES = [
  'multiple-choice', // one of A-D per question
  'multiple-choice-multi', // choose TWO/THREE letters from one list; one question number per letter
  'true-false-not-given',
  'yes-no-not-given',
  'matching-headings', // paragraphs → headings i, ii, … (more headings than paragraphs)
  'matching-information', // which paragraph (A-H) contains the information
  'matching-features', // statements → people/places/dates listed as A-E
  'matching-sentence-endings', // sentence beginnings → endings A-G
  'sentence-completion', // words from the passage
  'summary-completion', // words from the passage, gaps in `context`
  'summary-completion-box', // letters or words from a box (`options`), gaps in `context`
  'note-completion',
  'table-completion',
  'flow-chart-completion',
  'short-answer',
] as const;
export type ReadingQuestionType = (typeof READING_QUESTION_TYPES)[number];

/** Types whose answers must be words taken from the passage. */
export const FROM_PASSAGE_TYPES: readonly ReadingQuestionType[] = [
  'sentence-completion',
  'summary-completion',
  'note-completion',
  'table-completion',
  'flow-chart-completion',
  'short-answer',
];

/** Types answered with a letter or numeral from the group's `options`. */
export const OPTION_TYPES: readonly ReadingQuestionType[] = [
  'multiple-choice',
  'multiple-choice-multi',
  'matching-headings',
  'matching-information',
  'matching-features',
  'matching-sentence-endings',
  'summary-completion-box',
];

const option = z.object({
  /** 'A'-'J' or a roman numeral 'i'-'x' (headings). */
  key: z.string().regex(/^([A-J]|i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)$/),
  text: z.string().min(1),
});

export const readingQuestionSchema = z.object({
  /** 1-40, unique and consecutive across the test. */
  number: z.int().min(1).max(40),
  /**
   * What the learner reads for this question: the statement (TFNG/YNNG), the question (multiple
   * choice, short answer), the paragraph name ('Paragraph B', matching headings), the sentence
   * with its gap written '______' (sentence completion), the sentence beginning (endings), the
   * information to locate (matching information). Empty for a gap that lives in `context`.
   */
  prompt: z.string(),
  /** Per-question options (multiple-choice A-D). */
  options: z.array(option).optional(),
  /** The key (see module docstring). */
  answer: z.string().min(1),
  /** One line that points to the sentence in the passage that gives the answer. */
  explanation: z.string().min(10),
  /** 1-3 key words of the question (for the "add to a set" offer on the review screen). */
  keywords: z.array(z.string().min(1)).min(1).max(3),
});
export type ReadingQuestion = z.infer<typeof readingQuestionSchema>;

export const readingGroupSchema = z.object({
  /** 1, 2 or 3: the passage this group belongs to. */
  passage: z.int().min(1).max(3),
  type: z.enum(READING_QUESTION_TYPES),
  /** The exam's instruction wording, e.g. "Choose NO MORE THAN TWO WORDS from the passage for each answer." */
  instructions: z.string().min(10),
  /** Word limit of a written answer (null for letter/option answers). */
  maxWords: z.int().min(1).max(4).nullable(),
  /** The exam's 'AND/OR A NUMBER'. */
  numberAllowed: z.boolean(),
  /** Shared options: headings, features, endings, the word box, the multi-answer list. */
  options: z.array(option).optional(),
  /** Title above a summary/notes/table/flow-chart. */
  title: z.string().optional(),
  /**
   * The summary/notes/table/flow-chart text with gaps written {{n}} (the question number). Lines
   * separated by '\n'; a table is written as lines of cells separated by ' | ' (first line the
   * header); a flow chart as lines (steps) in order.
   */
  context: z.string().optional(),
  questions: z.array(readingQuestionSchema).min(1),
});
export type ReadingGroup = z.infer<typeof readingGroupSchema>;

export const readingPassageSchema = z.object({
  title: z.string().min(3),
  /** Optional subtitle/standfirst under the title. */
  subtitle: z.string().optional(),
  /** Paragraphs in order; `label` A, B, C… when a matching task refers to paragraphs. */
  paragraphs: z
    .array(
      z.object({
        label: z
          .string()
          .regex(/^[A-J]$/)
          .optional(),
        text: z.string().min(40),
      }),
    )
    .min(4),
  /** Short glossary of technical terms shown under the passage. */
  glossary: z.array(z.object({ term: z.string(), definition: z.string() })).optional(),
});

export const readingTestSchema = z.object({
  ...catalogueFields,
  skill: z.literal('reading'),
  passages: z.array(readingPassageSchema).length(3),
  groups: z.array(readingGroupSchema).min(6),
});
export type ReadingTest = z.infer<typeof readingTestSchema>;

/**
 * The catalogue of spec §3 "Test catalogue entries": four lists of five, light enough for the
 * list screens (the test content itself loads on demand). `contentPath` is the spec's
 * componentPath: the test's content file under content/ielts/; a test whose file is missing or
 * fails its schema is 'not ready' (spec §5).
 */
const catalogueEntryBase = z.object({
  ...catalogueFields,
  /** Minutes (spec §9): speaking 15, writing 40, reading 60, listening 30. */
  duration: z.int().min(1),
  /** e.g. "ielts/reading/reading-1.json" */
  contentPath: z
    .string()
    .regex(/^ielts\/(reading|listening|writing|speaking)\/[a-z]+-([1-9]|1\d|20)\.json$/),
});

export const catalogueSchema = z.object({
  reading: z
    .array(
      catalogueEntryBase.extend({
        passages: z.literal(3),
        questions: z.literal(40),
      }),
    )
    .length(5),
  listening: z
    .array(
      catalogueEntryBase.extend({
        sections: z.literal(4),
        questions: z.literal(40),
        /**
         * Whole minutes of the test's audio, from content/audio/manifest.json (spec §9 says about
         * 25; our synthesised tests run 16-20 minutes). Checked by audio.test.ts.
         */
        audioLength: z.int().min(10).max(40),
      }),
    )
    .length(5),
  writing: z
    .array(
      catalogueEntryBase.extend({
        type: z.literal('Academic'),
        tasks: z.literal(1),
        /** Which task of the Writing test this is: 1 (a visual, 20 min) or 2 (an essay, 40 min). */
        task: z.union([z.literal(1), z.literal(2)]),
        task1Type: z.enum(WRITING_TASK_TYPES),
      }),
    )
    .min(5)
    .max(20),
  speaking: z.array(catalogueEntryBase.extend({ parts: z.literal(3) })).length(5),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
