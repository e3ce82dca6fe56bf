/**
 * IELTS practice results (issue 10; spec §3 test_results and "Derived per-test summary", §9
 * Tests): submitting a Reading or Writing attempt (marked and saved on the server), the per-skill
 * summary of the learner's results, the hub's averages and progress, and one attempt's review.
 */
import { IELTS_SKILLS } from '@app/domain';
import { z } from 'zod';
import { isoInstantSchema } from './flashcards.ts';
import { writingFeedbackSchema } from './ielts-writing.ts';
import { text } from './text.ts';

export const ieltsSkillSchema = z.enum(IELTS_SKILLS);
/** Highest test number of any skill (Writing has Task 1 and Task 2 tests: issue 23). */
export const TEST_NUMBER_MAX = 20;
export const testNumberSchema = z.coerce.number().int().min(1).max(TEST_NUMBER_MAX);

/** Longest time an attempt may report (s): four hours, far above any test's duration. */
const TIME_MAX_SECONDS = 4 * 3600;

/** POST /api/ielts/reading/:testNumber/attempts */
export const readingAttemptInputSchema = z.object({
  /** Question number ("1"-"40") → what the learner answered; unanswered questions absent. */
  answers: z.record(z.string().regex(/^([1-9]|[1-3]\d|40)$/), text().max(200)),
  timeTakenSeconds: z.int().min(0).max(TIME_MAX_SECONDS),
  /** Words looked up with Quick Define during the test (offered as cards on the review). */
  lookedUp: z.array(text().trim().min(1).max(64)).max(100).default([]),
});
export type ReadingAttemptInput = z.input<typeof readingAttemptInputSchema>;

/** Most characters of an essay. */
export const ESSAY_MAX_CHARS = 20_000;

/** POST /api/ielts/writing/:testNumber/attempts */
export const writingAttemptInputSchema = z.object({
  text: text().max(ESSAY_MAX_CHARS),
  timeTakenSeconds: z.int().min(0).max(TIME_MAX_SECONDS),
});
export type WritingAttemptInput = z.input<typeof writingAttemptInputSchema>;

/** One saved result (a row of test_results). */
export const testResultDtoSchema = z.object({
  id: z.uuid(),
  skill: ieltsSkillSchema,
  testNumber: z.int().min(1).max(TEST_NUMBER_MAX),
  /** Raw score out of 40 (reading, listening). */
  score: z.int().nullable(),
  bandScore: z.number().nullable(),
  timeTakenSeconds: z.int().nullable(),
  wordCount: z.int().nullable(),
  averageSelfRating: z.number().nullable(),
  completedAt: isoInstantSchema,
});
export type TestResultDto = z.infer<typeof testResultDtoSchema>;

/** Spec §3 "Derived per-test summary". */
export const testSummaryDtoSchema = z.object({
  testNumber: z.int(),
  attempts: z.int(),
  bestScore: z.number().nullable(),
  bestBand: z.number().nullable(),
  timeTaken: z.int().nullable(),
  completedAt: isoInstantSchema.nullable(),
});
export type TestSummaryDto = z.infer<typeof testSummaryDtoSchema>;

/** GET /api/ielts/results?skill= : the learner's results of one skill. */
export const skillResultsResponseSchema = z.object({
  skill: ieltsSkillSchema,
  /** One per test attempted, by test number. */
  tests: z.array(testSummaryDtoSchema),
  /** Average over each test's best (spec §9), null when none. */
  average: z.number().nullable(),
  totalCompleted: z.int(),
  /** Every attempt, newest first. */
  attempts: z.array(testResultDtoSchema),
});
export type SkillResultsDto = z.infer<typeof skillResultsResponseSchema>;

const progressPointSchema = z.object({ completedAt: isoInstantSchema, value: z.number() });

/** GET /api/ielts/overview: the hub's four averages and each skill's progress over time. */
export const ieltsOverviewResponseSchema = z.object({
  averages: z.object({
    reading: z.number().nullable(),
    listening: z.number().nullable(),
    writing: z.number().nullable(),
    speaking: z.number().nullable(),
  }),
  /** Band (reading, listening), words (writing) or self-rating (speaking) per attempt, oldest first. */
  progress: z.object({
    reading: z.array(progressPointSchema),
    listening: z.array(progressPointSchema),
    writing: z.array(progressPointSchema),
    speaking: z.array(progressPointSchema),
  }),
});
export type IeltsOverviewDto = z.infer<typeof ieltsOverviewResponseSchema>;

/** A marked Reading (or Listening) answer. */
export const markedAnswerSchema = z.object({
  number: z.int().min(1).max(40),
  given: z.string(),
  correct: z.boolean(),
});
export type MarkedAnswer = z.infer<typeof markedAnswerSchema>;

/** POST /api/ielts/reading/:testNumber/attempts (201) */
export const readingAttemptResponseSchema = z.object({
  result: testResultDtoSchema,
  answers: z.array(markedAnswerSchema),
});

/** POST /api/ielts/writing/:testNumber/attempts (201) */
export const writingAttemptResponseSchema = z.object({
  result: testResultDtoSchema,
  feedback: writingFeedbackSchema,
});

/** POST /api/ielts/listening/:testNumber/attempts */
export const listeningAttemptInputSchema = z.object({
  answers: readingAttemptInputSchema.shape.answers,
  timeTakenSeconds: z.int().min(0).max(TIME_MAX_SECONDS),
  /** 'exam': each section heard once; 'practice': replays allowed, transcript shown after. */
  mode: z.enum(['exam', 'practice']),
});
export type ListeningAttemptInput = z.input<typeof listeningAttemptInputSchema>;

/** POST /api/ielts/listening/:testNumber/attempts (201) */
export const listeningAttemptResponseSchema = readingAttemptResponseSchema;

/** A self-rating 0-5 with one decimal (spec §9). */
const selfRatingSchema = z
  .number()
  .min(0)
  .max(5)
  .refine((v) => Math.round(v * 10) === v * 10, { message: 'one decimal' });

/** One answer of a Speaking test as the runner recorded it. */
export const speakingAnswerSchema = z.object({
  part: z.int().min(1).max(3),
  /** The question's index within its part (Part 1 counted across its topics). */
  index: z.int().min(0).max(40),
  /** What speech recognition heard, or what the learner typed. */
  transcript: text().max(5000),
  typed: z.boolean(),
  /** Seconds spent answering. */
  seconds: z.number().min(0).max(600),
});
export type SpeakingAnswer = z.infer<typeof speakingAnswerSchema>;

export const SPEAKING_CRITERIA = ['fluency', 'vocabulary', 'grammar', 'pronunciation'] as const;

/** POST /api/ielts/speaking/:testNumber/attempts */
export const speakingAttemptInputSchema = z.object({
  ratings: z.object({
    fluency: selfRatingSchema,
    vocabulary: selfRatingSchema,
    grammar: selfRatingSchema,
    pronunciation: selfRatingSchema,
  }),
  answers: z.array(speakingAnswerSchema).max(60),
  timeTakenSeconds: z.int().min(0).max(TIME_MAX_SECONDS),
});
export type SpeakingAttemptInput = z.input<typeof speakingAttemptInputSchema>;

/** POST /api/ielts/speaking/:testNumber/attempts (201) */
export const speakingAttemptResponseSchema = z.object({ result: testResultDtoSchema });

/** GET /api/ielts/results/:id: one attempt and what its review shows. */
export const attemptResponseSchema = z.object({
  result: testResultDtoSchema,
  reading: z
    .object({ answers: z.array(markedAnswerSchema), lookedUp: z.array(z.string()) })
    .nullable(),
  writing: z.object({ text: z.string(), feedback: writingFeedbackSchema }).nullable(),
  listening: z
    .object({ answers: z.array(markedAnswerSchema), mode: z.enum(['exam', 'practice']) })
    .nullable(),
  speaking: z
    .object({
      ratings: speakingAttemptInputSchema.shape.ratings,
      answers: z.array(speakingAnswerSchema),
    })
    .nullable(),
});
export type AttemptDto = z.infer<typeof attemptResponseSchema>;
