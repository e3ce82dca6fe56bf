/**
 * What the Speaking estimate sends (issue 23 §3): each question with the transcript of its
 * answer, in the order asked, as `Question: …\nAnswer: …` blocks; unanswered questions are left
 * out and the whole is cut to the API's ESTIMATE_TEXT_MAX characters. The words are English, for
 * the model, never shown to the learner. A Writing estimate sends the test's statement and
 * question, and its task (a test's `task: 1 | 2`; absent means Task 2).
 */
import { ESTIMATE_TEXT_MAX } from '@app/contracts';
import type { AnyWritingTest } from '@app/content/ielts/schema';
import type { EstimateSubject } from './band-estimate.tsx';

/** One answered question (question null when the test's content could not be loaded). */
export interface SpokenAnswer {
  question: string | null;
  transcript: string;
}

/** The text of the Speaking estimate; '' when nothing was answered. */
export function speakingEstimateText(answers: readonly SpokenAnswer[]): string {
  return answers
    .filter((a) => a.transcript.trim() !== '')
    .map((a) =>
      a.question === null
        ? `Answer: ${a.transcript.trim()}`
        : `Question: ${a.question}\nAnswer: ${a.transcript.trim()}`,
    )
    .join('\n\n')
    .slice(0, ESTIMATE_TEXT_MAX);
}

/** The task line of the Speaking estimate. */
export const SPEAKING_ESTIMATE_PROMPT =
  'IELTS Speaking, Parts 1-3: answer the examiner’s questions (each below with its answer).';

/** The Writing estimate's subject: the essay, the test's question and its task. */
export function writingEstimateSubject(
  test: AnyWritingTest | undefined,
  text: string,
): EstimateSubject {
  const task = test?.task === 1 ? 1 : 2;
  const prompt = test ? `${test.prompt.statement}\n${test.prompt.question}` : '';
  return { skill: 'writing', task, prompt, text: text.slice(0, ESTIMATE_TEXT_MAX) };
}

/** The Speaking estimate's subject (speakingEstimateText). */
export function speakingEstimateSubject(answers: readonly SpokenAnswer[]): EstimateSubject {
  return {
    skill: 'speaking',
    prompt: SPEAKING_ESTIMATE_PROMPT,
    text: speakingEstimateText(answers),
  };
}
