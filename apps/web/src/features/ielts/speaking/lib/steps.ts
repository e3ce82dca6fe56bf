/**
 * A Speaking test as the runner walks it (issue 11): every question in order, each with its part
 * and its index within the part as the server stores answers (Part 1 counted across its three
 * topic frames; Part 2: 0 is the cue card's long turn, then the follow-ups), its model answer and
 * the notes under it. The parts' texts: texts.ts.
 */
import type { SpeakingNotes, SpeakingTest } from '@app/content/ielts/listening-schema';

export type SpeakingPart = 1 | 2 | 3;

/** One question of the test. */
export interface SpeakingStep {
  /** 'p1-0', 'p2-0', … unique in the test. */
  key: string;
  part: SpeakingPart;
  index: number;
  question: string;
  modelAnswer: string;
  /** What the model answer teaches (useful phrases, what makes it fluent). */
  notes: SpeakingNotes;
  /** Part 1's topic frame: its title, its place (1-3 of 3) and whether this opens it. */
  frame: SpeakingFrame | null;
  /** Part 2's long turn (the cue card). */
  longTurn: boolean;
}

/** A Part 1 topic frame as a question sees it. */
export interface SpeakingFrame {
  title: string;
  /** 1-based. */
  number: number;
  count: number;
  /** The frame's first question: the examiner moves on to the topic here. */
  opens: boolean;
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
  test.part1.forEach((topic, f) => {
    topic.questions.forEach((q, i) => {
      add(1, index++, {
        question: q.question,
        modelAnswer: q.modelAnswer,
        notes: q.notes,
        frame: { title: topic.topic, number: f + 1, count: test.part1.length, opens: i === 0 },
        longTurn: false,
      });
    });
  });
  add(2, 0, {
    question: test.part2.task,
    modelAnswer: test.part2.modelAnswer,
    notes: test.part2.notes,
    frame: null,
    longTurn: true,
  });
  test.part2.followUps.forEach((q, i) =>
    add(2, i + 1, {
      question: q.question,
      modelAnswer: q.modelAnswer,
      notes: q.notes,
      frame: null,
      longTurn: false,
    }),
  );
  test.part3.forEach((q, i) =>
    add(3, i, {
      question: q.question,
      modelAnswer: q.modelAnswer,
      notes: q.notes,
      frame: null,
      longTurn: false,
    }),
  );
  return steps;
}

/** Part 2: preparation and speaking time (s), as in the exam. */
export const PREP_SECONDS = 60;
export const LONG_TURN_SECONDS = 120;
/** Any other answer stops recording after this long (s; the server takes up to 600). */
export const ANSWER_MAX_SECONDS = 300;

/**
 * The step each saved answer was given to, or null when it cannot be told: Part 1 had four or
 * five topic frames before issue 23 §4 (three now), so an attempt whose Part 1 count differs
 * from the test's answered other questions there; its transcripts show without questions.
 */
export function stepsOfAnswers(
  steps: readonly SpeakingStep[],
  answers: readonly { part: number; index: number }[],
): (SpeakingStep | null)[] {
  const part1 = (list: readonly { part: number }[]) => list.filter((a) => a.part === 1).length;
  const samePart1 = part1(answers) === part1(steps);
  return answers.map((answer) =>
    answer.part === 1 && !samePart1
      ? null
      : (steps.find((s) => s.part === answer.part && s.index === answer.index) ?? null),
  );
}
