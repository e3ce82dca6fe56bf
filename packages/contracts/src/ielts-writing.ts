/**
 * IELTS Writing Task 2 automatic feedback (issue 10): the server's answer, computed by the
 * domain's `analyseEssay` (packages/domain/src/ielts/writing-feedback.ts, where the rules and
 * thresholds are documented). No text (issue 18): each summary and detail is a line code with
 * its values (WRITING_FEEDBACK_LINES gives each code's values and their kinds), said by the web
 * in the learner's language; figures are numbers (percentages with one decimal, counts as
 * integers).
 */
import {
  WRITING_FEEDBACK_IDS,
  WRITING_FEEDBACK_LINES,
  WRITING_FEEDBACK_VERDICTS,
  type WritingFeedback as DomainWritingFeedback,
  type WritingFeedbackLineCode,
} from '@app/domain';
import { z } from 'zod';

export const writingFeedbackIdSchema = z.enum(WRITING_FEEDBACK_IDS);
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

/** The answer's type: the domain's WritingFeedback (the schema checks each line's values). */
export type WritingFeedback = DomainWritingFeedback;

/** The feedback on one essay: counts and the seven items in order. */
export const writingFeedbackSchema: z.ZodType<WritingFeedback> = z.object({
  wordCount: z.int().min(0),
  paragraphCount: z.int().min(0),
  sentenceCount: z.int().min(0),
  items: z.array(writingFeedbackItemSchema).length(WRITING_FEEDBACK_IDS.length),
}) as unknown as z.ZodType<WritingFeedback>;
