/**
 * IELTS Writing Task 2 automatic feedback (issue 10): the server's answer, computed by the
 * domain's `analyseEssay` (packages/domain/src/ielts/writing-feedback.ts, where the rules and
 * thresholds are documented). No text (issue 18): each summary and detail is a line code with
 * its values (WRITING_FEEDBACK_LINES gives each code's values and their kinds), said by the web
 * in the learner's language; figures are numbers (percentages with one decimal, counts as
 * integers).
 */
import {
  cutText,
  GRAMMAR_GROUPS,
  GRAMMAR_MESSAGE_MAX_CHARS,
  GRAMMAR_REPLACEMENT_MAX_CHARS,
  GRAMMAR_REPLACEMENTS_MAX,
  GRAMMAR_RULE_ID_MAX_CHARS,
  GRAMMAR_SOURCES,
  WRITING_FEEDBACK_IDS,
  WRITING_FEEDBACK_LINES,
  WRITING_FEEDBACK_VERDICTS,
  TASK1_FEEDBACK_IDS,
  type WritingFeedback as DomainWritingFeedback,
  type WritingFeedbackLineCode,
} from '@app/domain';
import { z } from 'zod';

export const writingFeedbackIdSchema = z.enum([
  ...new Set([...WRITING_FEEDBACK_IDS, ...TASK1_FEEDBACK_IDS]),
] as [string, ...string[]]);
export const writingFeedbackVerdictSchema = z.enum(WRITING_FEEDBACK_VERDICTS);

const lineSchemas = (Object.keys(WRITING_FEEDBACK_LINES) as WritingFeedbackLineCode[]).map((code) =>
  z.object({
    code: z.literal(code),
    values: z.strictObject(
      Object.fromEntries(
        Object.entries(WRITING_FEEDBACK_LINES[code]).map(([name, kind]) => [
          name,
          kind === 'number' ? z.number() : z.string(),
        ]),
      ),
    ),
  }),
);

/** One line of an item: its code and the values its sentence needs. */
export const writingFeedbackLineSchema = z.discriminatedUnion(
  'code',
  lineSchemas as unknown as [(typeof lineSchemas)[number], ...(typeof lineSchemas)[number][]],
);

/** One measured feature of the essay. */
export const writingFeedbackItemSchema = z.object({
  id: writingFeedbackIdSchema,
  verdict: writingFeedbackVerdictSchema,
  summary: writingFeedbackLineSchema,
  /** Short lines: devices found, repeated words with counts, misspelt words, … */
  details: z.array(writingFeedbackLineSchema),
  /** Named measurements of the item (names: the domain module's docstring). */
  figures: z.record(z.string(), z.number()),
});

export const grammarGroupSchema = z.enum(GRAMMAR_GROUPS);
export const grammarSourceSchema = z.enum(GRAMMAR_SOURCES);

/**
 * One problem found by the grammar checker (offsets into the essay as written). The texts are
 * cut to the domain's maxima (cutText) as they are read, so feedback stored before the cut
 * (issue 34 item 27) is answered cut too.
 */
export const grammarMatchSchema = z.object({
  offset: z.int().min(0),
  length: z.int().min(1),
  /** LanguageTool's message (English); null for offline matches, said by the web from ruleId. */
  message: z
    .string()
    .transform((message) => cutText(message, GRAMMAR_MESSAGE_MAX_CHARS))
    .nullable(),
  replacements: z
    .array(z.string().transform((value) => cutText(value, GRAMMAR_REPLACEMENT_MAX_CHARS)))
    .max(GRAMMAR_REPLACEMENTS_MAX),
  group: grammarGroupSchema,
  /** LanguageTool's rule id, or one of the domain's OFFLINE_GRAMMAR_RULES. */
  ruleId: z
    .string()
    .min(1)
    .transform((id) => cutText(id, GRAMMAR_RULE_ID_MAX_CHARS)),
  source: grammarSourceSchema,
});

const perGroup = z.object({
  grammar: z.number().min(0),
  spelling: z.number().min(0),
  punctuation: z.number().min(0),
  style: z.number().min(0),
});

/** Grammar and language feedback (issue 23 §3; the domain's grammar-checks.ts). */
export const grammarFeedbackSchema = z.object({
  /** Who checked: LanguageTool (LANGUAGETOOL_URL) or the offline checks. */
  source: grammarSourceSchema,
  /** True when LanguageTool was configured but failed, so the offline checks answered. */
  fallback: z.boolean(),
  matches: z.array(grammarMatchSchema),
  /** Matches per group per 100 words, one decimal. */
  countsPer100Words: perGroup,
  /** Percentage of sentences with a passive verb (be + past participle), one decimal. */
  passiveShare: z.number().min(0).max(100),
});

/** The answer's type: the domain's WritingFeedback (the schema checks each line's values). */
export type WritingFeedback = DomainWritingFeedback;

/** True when `ids` are `order`'s ids in its order, some possibly left out. */
function inOrder(ids: readonly string[], order: readonly string[]): boolean {
  const positions = ids.map((id) => order.indexOf(id));
  return positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!));
}

/**
 * The feedback on one answer: counts, the items in order and the grammar feedback. Task 2 (no
 * `task`): the seven items of WRITING_FEEDBACK_IDS. Task 1 (`task: 1`, issue 23 §1): the items
 * of TASK1_FEEDBACK_IDS in order, key-figures and comparison possibly left out (the domain's
 * task1-feedback.ts says when).
 */
export const writingFeedbackSchema: z.ZodType<WritingFeedback> = z
  .object({
    task: z.literal(1).optional(),
    wordCount: z.int().min(0),
    paragraphCount: z.int().min(0),
    sentenceCount: z.int().min(0),
    items: z.array(writingFeedbackItemSchema).min(1).max(WRITING_FEEDBACK_IDS.length),
    /** Absent from feedback stored before issue 23. */
    grammar: grammarFeedbackSchema.optional(),
  })
  .refine(
    (feedback) => {
      const ids = feedback.items.map((item) => item.id);
      return feedback.task === 1
        ? inOrder(ids, TASK1_FEEDBACK_IDS) && ids.includes('tense')
        : ids.join() === WRITING_FEEDBACK_IDS.join();
    },
    { message: 'the items are not those of the task', path: ['items'] },
  ) as unknown as z.ZodType<WritingFeedback>;
