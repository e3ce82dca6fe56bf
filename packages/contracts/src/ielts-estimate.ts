/**
 * The estimated band per criterion from a school's language model (issue 23 §3; LLM_URL):
 * `GET /api/ielts/estimate` says whether one is configured, `POST /api/ielts/estimate` asks for
 * an estimate of a Writing task or of Speaking transcripts. The criteria, the half-band rule and
 * the overall band are the domain's (packages/domain/src/ielts/band-estimate.ts); the model's
 * own JSON is checked with `modelBandEstimateSchema`.
 */
import { BAND_CRITERIA, ESTIMATE_SKILLS, isHalfBand } from '@app/domain';
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { text } from './text.ts';

/** Most characters of the text to estimate (an essay, or the transcripts with their questions). */
export const ESTIMATE_TEXT_MAX = 20_000;
/** Most characters of the task's question. */
export const ESTIMATE_PROMPT_MAX = 4000;
/** Most characters of a reason or a quote kept from the model's answer. */
export const ESTIMATE_SENTENCE_MAX = 600;

export const bandCriterionSchema = z.enum(BAND_CRITERIA);
export const estimateSkillSchema = z.enum(ESTIMATE_SKILLS);
export const writingTaskNumberSchema = z.union([z.literal(1), z.literal(2)]);

/** A band of a criterion: 0 to 9 in steps of 0.5. */
export const halfBandSchema = z
  .number()
  .refine(isHalfBand, { message: 'Band phải từ 0 đến 9, theo bước 0,5.' });

/** POST /api/ielts/estimate */
export const bandEstimateRequestSchema = z.object({
  skill: estimateSkillSchema,
  /** Writing only: 1 (Task Achievement) or 2 (Task Response, the default). */
  task: writingTaskNumberSchema.optional(),
  /** The task's question as the learner saw it. */
  prompt: text().trim().max(ESTIMATE_PROMPT_MAX).default(''),
  /** The essay, or the transcripts with their questions. */
  text: text().trim().min(1).max(ESTIMATE_TEXT_MAX),
  /** The language of the reasons (the interface language). */
  language: z.enum(LANGUAGES).default('vi'),
});
export type BandEstimateRequest = z.input<typeof bandEstimateRequestSchema>;

/** One criterion's estimate. */
export const criterionEstimateSchema = z.object({
  criterion: bandCriterionSchema,
  band: halfBandSchema,
  /** One sentence: why this band (the model's words). */
  reason: z.string().min(1).max(ESTIMATE_SENTENCE_MAX),
  /** A sentence of the learner's text to improve for this criterion. */
  quote: z.string().min(1).max(ESTIMATE_SENTENCE_MAX),
});
export type CriterionEstimate = z.infer<typeof criterionEstimateSchema>;

/** GET /api/ielts/estimate */
export const bandEstimateAvailabilitySchema = z.object({ available: z.boolean() });

/**
 * POST /api/ielts/estimate: `{ available: false }` without LLM_URL; otherwise the criteria in the
 * descriptors' order, the model's name and, for Writing, the overall band (estimateOverall).
 */
export const bandEstimateResponseSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(false) }),
  z.object({
    available: z.literal(true),
    skill: estimateSkillSchema,
    /** The Writing task estimated (null for Speaking). */
    task: writingTaskNumberSchema.nullable(),
    /** The model's name as the server asked for it (LLM_MODEL). */
    model: z.string().min(1),
    criteria: z.array(criterionEstimateSchema).min(1),
    overall: halfBandSchema.nullable(),
  }),
]);
export type BandEstimateResponse = z.infer<typeof bandEstimateResponseSchema>;

const sentence = z
  .string()
  .trim()
  .min(1)
  .transform((value) => value.slice(0, ESTIMATE_SENTENCE_MAX));

/**
 * The JSON the model is asked for (band-estimate-prompt.ts): `{ criteria: [{ criterion, band,
 * reason, quote }] }`. A band may come as a numeric string ("6.5"); reasons and quotes are
 * trimmed and cut to ESTIMATE_SENTENCE_MAX. Which criteria must be there is checked by the
 * caller (the server's providers/llm/parse-estimate.ts).
 */
export const modelBandEstimateSchema = z.object({
  criteria: z.array(
    z.object({
      criterion: z.string(),
      band: z
        .union([
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d+(\.\d+)?$/)
            .transform(Number),
        ])
        .pipe(halfBandSchema),
      reason: sentence,
      quote: sentence,
    }),
  ),
});
export type ModelBandEstimate = z.infer<typeof modelBandEstimateSchema>;
