/**
 * How the Listening runner and review read a test: its sections' groups as the question
 * components read them (reading/lib/questions.ts QuestionGroupLike), every question with its
 * section, and the unanswered ones.
 */
import type { ListeningTest } from '@app/content/ielts/listening-schema';
import { isAnswered, type Answers, type QuestionRef } from '../../reading/lib/questions.ts';

export type ListeningSection = ListeningTest['sections'][number];
export type ListeningGroup = ListeningSection['groups'][number];
/** A question of the test; `passage` is its section (1-4). */
export type ListeningRef = QuestionRef<ListeningGroup>;

/** Every question of the test in number order, with its section and group. */
export function listeningRefs(test: ListeningTest): ListeningRef[] {
  return test.sections
    .flatMap((section) =>
      section.groups.flatMap((group) =>
        group.questions.map((question) => ({
          number: question.number,
          passage: section.number,
          group,
          question,
        })),
      ),
    )
    .sort((a, b) => a.number - b.number);
}

/** The numbers of the questions without an answer, in order. */
export function unansweredNumbers(refs: readonly ListeningRef[], answers: Answers): number[] {
  return refs.filter((r) => !isAnswered(answers, r.number)).map((r) => r.number);
}

/** The answers as sent: trimmed, at most 200 characters, empty ones left out. */
export function answersToSend(answers: Answers): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers)
      .map(([k, v]) => [k, v.trim().slice(0, 200)] as const)
      .filter(([, v]) => v !== ''),
  );
}
