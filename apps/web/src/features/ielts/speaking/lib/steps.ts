/**
 * A Speaking test as the runner walks it (issue 11): every question in order, each with its part
 * and its index within the part as the server stores answers (Part 1 counted across its topics;
 * Part 2: 0 is the cue card's long turn, then the follow-ups). The parts' texts: texts.ts.
 */
import type { SpeakingTest } from '@app/content/ielts/listening-schema';

export type SpeakingPart = 1 | 2 | 3;

/** One question of the test. */
export interface SpeakingStep {
  /** 'p1-0', 'p2-0', … unique in the test. */
  key: string;
  part: SpeakingPart;
  index: number;
  question: string;
  modelAnswer: string;
  /** Part 1's topic. */
  topic: string | null;
  /** Part 2's long turn (the cue card). */
  longTurn: boolean;
}

/** Every question of `test` in the order asked. */
export function speakingSteps(test: SpeakingTest): SpeakingStep[] {
  const steps: SpeakingStep[] = [];
  const add = (
    part: SpeakingPart,
    index: number,
    rest: Omit<SpeakingStep, 'key' | 'part' | 'index'>,
  ) => steps.push({ key: `p${part}-${index}`, part, index, ...rest });
  let index = 0;
  for (const topic of test.part1) {
    for (const q of topic.questions) {
      add(1, index++, {
        question: q.question,
        modelAnswer: q.modelAnswer,
        topic: topic.topic,
        longTurn: false,
      });
    }
  }
  add(2, 0, {
    question: test.part2.task,
    modelAnswer: test.part2.modelAnswer,
    topic: null,
    longTurn: true,
  });
  test.part2.followUps.forEach((q, i) =>
    add(2, i + 1, {
      question: q.question,
      modelAnswer: q.modelAnswer,
      topic: null,
      longTurn: false,
    }),
  );
  test.part3.forEach((q, i) =>
    add(3, i, { question: q.question, modelAnswer: q.modelAnswer, topic: null, longTurn: false }),
  );
  return steps;
}

/** Part 2: preparation and speaking time (s), as in the exam. */
export const PREP_SECONDS = 60;
export const LONG_TURN_SECONDS = 120;
/** Any other answer stops recording after this long (s; the server takes up to 600). */
export const ANSWER_MAX_SECONDS = 300;
