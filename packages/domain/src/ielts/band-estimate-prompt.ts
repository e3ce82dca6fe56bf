/**
 * The chat messages that ask a language model for an estimated band (issue 23 §3): a system
 * message with the examiner's role, the summary of the public band descriptors of each criterion
 * estimated (band-descriptors.ts), the JSON to answer with (spelled out, since not every
 * OpenAI-compatible server enforces a schema) and its rules; then a user message with the task
 * and the learner's text between markers. Pure; the server's providers/llm sends them.
 */
import {
  BAND_CRITERION_NAMES,
  estimateCriteria,
  type BandCriterion,
  type EstimateSkill,
  type WritingTaskNumber,
} from './band-estimate.ts';
import { BELOW_BAND_5, descriptorLines } from './band-descriptors.ts';

export interface BandEstimateInput {
  skill: EstimateSkill;
  /** Writing only: 1 or 2 (absent: 2). */
  task?: WritingTaskNumber | undefined;
  /** The task's question as the learner saw it (may be empty). */
  prompt: string;
  /** The essay, or the Speaking transcripts with their questions. */
  text: string;
  /** The language of each `reason`: the learner's interface language. */
  language: 'vi' | 'en';
}

/** One message of an OpenAI chat-completions request. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const REASON_LANGUAGE = { vi: 'Vietnamese', en: 'English' } as const;

function taskName(skill: EstimateSkill, task: WritingTaskNumber | undefined): string {
  if (skill === 'speaking') return 'IELTS Speaking test (Parts 1-3), judged from a transcript';
  return task === 1 ? 'IELTS Academic Writing Task 1' : 'IELTS Writing Task 2 (essay)';
}

function descriptorBlock(criterion: BandCriterion, speaking: boolean): string {
  const lines = descriptorLines(criterion, speaking);
  return [
    `${BAND_CRITERION_NAMES[criterion]} ("${criterion}"):`,
    ...lines.map((line, i) => `- band ${9 - i}: ${line}`),
    `- ${BELOW_BAND_5}`,
  ].join('\n');
}

/**
 * The answer's shape with the criteria of this request; placeholders in angle brackets rather
 * than an example band, which a model would tend to copy.
 */
function answerShape(criteria: readonly BandCriterion[]): string {
  const items = criteria.map(
    (criterion) =>
      `{"criterion": "${criterion}", "band": <number>, "reason": "<one sentence>", "quote": "<one sentence of the learner's text>"}`,
  );
  return `{"criteria": [\n  ${items.join(',\n  ')}\n]}`;
}

/**
 * The two messages of the request (see the module docstring).
 * The learner's text is sent as written; the caller bounds its length.
 */
export function buildBandEstimateMessages(input: BandEstimateInput): ChatMessage[] {
  const speaking = input.skill === 'speaking';
  const criteria = estimateCriteria(input.skill, input.task);
  const system = [
    `You are an experienced IELTS examiner. Estimate the band of a learner's ${taskName(input.skill, input.task)} for each criterion below, using this summary of the public IELTS band descriptors:`,
    '',
    ...criteria.map((criterion) => descriptorBlock(criterion, speaking)),
    '',
    ...(speaking
      ? [
          'The transcript comes from speech recognition or typing: ignore spelling, capitals and punctuation, and do not judge pronunciation. Fillers (um, er) and repetitions in it are real hesitation.',
          '',
        ]
      : []),
    'Answer with JSON only, no other text, in exactly this shape (fill in each <…>):',
    answerShape(criteria),
    '',
    'Rules:',
    `- one item per criterion, in this order: ${criteria.map((c) => `"${c}"`).join(', ')};`,
    '- "band": a number from 0 to 9 in steps of 0.5;',
    `- "reason": one sentence in ${REASON_LANGUAGE[input.language]} that says why, naming what the learner did;`,
    '- "quote": one sentence copied exactly from the learner\'s text, the one that most needs improving for this criterion.',
  ].join('\n');
  const user = [
    `Task: ${input.prompt.trim() === '' ? '(not given)' : input.prompt.trim()}`,
    '',
    speaking ? "Learner's answers:" : "Learner's text:",
    '<<<',
    input.text,
    '>>>',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
