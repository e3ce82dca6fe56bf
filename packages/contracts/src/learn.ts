/**
 * Learn mode (issue 21 §1): the learner's state of one set (@app/domain learn.ts), stored by the
 * server per learner and set so that Learn resumes where it was left.
 * GET /api/learn/sets/:setId answers it (null before the first answer); PUT replaces it.
 */
import { LEARN_ROUND_SIZE } from '@app/domain';
import { z } from 'zod';

const stepSchema = z.enum(['choice', 'written', 'listen']);

/** One card's climb (LearnCardState). */
export const learnCardStateSchema = z.object({
  cardId: z.uuid(),
  step: stepSchema,
  streak: z.int().min(0).max(100),
  misses: z.int().min(0).max(100_000),
  answers: z.int().min(0).max(100_000),
  mastered: z.boolean(),
});

/** The state of a set (LearnState): every card (a set holds at most 1,000), the open round. */
export const learnStateSchema = z.object({
  cards: z.array(learnCardStateSchema).max(1000),
  round: z
    .object({
      number: z.int().min(1).max(1_000_000),
      cardIds: z.array(z.uuid()).max(LEARN_ROUND_SIZE),
      queue: z.array(z.uuid()).max(100),
      answers: z
        .array(z.object({ cardId: z.uuid(), step: stepSchema, right: z.boolean() }))
        .max(1000),
    })
    .nullable(),
  /** True once the mastered set's ratings were written into the scheduler. */
  scheduled: z.boolean().optional(),
});
export type LearnStateDto = z.infer<typeof learnStateSchema>;

/** GET /api/learn/sets/:setId (200). */
export const learnStateResponseSchema = z.object({ state: learnStateSchema.nullable() });
export type LearnStateResponse = z.infer<typeof learnStateResponseSchema>;
