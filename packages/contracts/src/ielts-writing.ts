/**
 * IELTS Writing Task 2 automatic feedback (issue 10): the server's answer, computed by the
 * domain's `analyseEssay` (packages/domain/src/ielts/writing-feedback.ts, where the rules and
 * thresholds are documented). Texts are Vietnamese; figures are numbers (percentages with one
 * decimal, counts as integers).
 */
import { WRITING_FEEDBACK_IDS, WRITING_FEEDBACK_VERDICTS } from '@app/domain';
import { z } from 'zod';

export const writingFeedbackIdSchema = z.enum(WRITING_FEEDBACK_IDS);
export const writingFeedbackVerdictSchema = z.enum(WRITING_FEEDBACK_VERDICTS);

/** One measured feature of the essay. */
export const writingFeedbackItemSchema = z.object({
  id: writingFeedbackIdSchema,
  /** Short Vietnamese title. */
  title: z.string().min(1),
  verdict: writingFeedbackVerdictSchema,
  /** One Vietnamese sentence with the figure. */
  summary: z.string().min(1),
  /** Short lines: devices found, repeated words with counts, misspelt words, … */
  details: z.array(z.string()),
  /** 1-2 Vietnamese sentences naming the IELTS criterion concerned. */
  explanation: z.string().min(1),
  /** Named measurements of the item (names: the domain module's docstring). */
  figures: z.record(z.string(), z.number()),
});

/** The feedback on one essay: counts, the seven items in order, the "not a band" disclaimer. */
export const writingFeedbackSchema = z.object({
  wordCount: z.int().min(0),
  paragraphCount: z.int().min(0),
  sentenceCount: z.int().min(0),
  items: z.array(writingFeedbackItemSchema).length(WRITING_FEEDBACK_IDS.length),
  disclaimer: z.string().min(1),
});
/** The answer's type: the domain's WritingFeedback (equality pinned in ielts-writing.test.ts). */
export type WritingFeedback = z.infer<typeof writingFeedbackSchema>;
