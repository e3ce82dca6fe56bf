/**
 * The sentences of the automatic Writing feedback in the interface language: the domain gives
 * each item's id and each line's code with its values (writing-feedback-lines.ts); the texts are
 * the `writing.feedback` messages.
 */
import {
  TASK1_FEEDBACK_LIMITS,
  WRITING_FEEDBACK_LIMITS,
  type LinkingFunction,
  type WritingFeedbackId,
  type WritingFeedbackLine,
} from '@app/domain';
import type { TFunction } from '../../../i18n/i18n.tsx';

/** The catalogue key of each item. */
export const ITEM_KEY = {
  'word-count': 'wordCount',
  paragraphs: 'paragraphs',
  linking: 'linking',
  'lexical-variety': 'lexicalVariety',
  repetition: 'repetition',
  'sentence-variety': 'sentenceVariety',
  spelling: 'spelling',
  overview: 'overview',
  'key-figures': 'keyFigures',
  comparison: 'comparison',
  tense: 'tense',
} as const satisfies Record<WritingFeedbackId, string>;

/** The catalogue key of an item of a Task 1 (`task` 1) or Task 2 answer. */
function itemKey(
  id: WritingFeedbackId,
  task: 1 | 2,
): (typeof ITEM_KEY)[WritingFeedbackId] | 'task1WordCount' {
  return task === 1 && id === 'word-count' ? 'task1WordCount' : ITEM_KEY[id];
}

const FUNCTION_KEY = {
  addition: 'addition',
  contrast: 'contrast',
  'cause-effect': 'causeEffect',
  example: 'example',
  sequence: 'sequence',
  conclusion: 'conclusion',
} as const satisfies Record<LinkingFunction, string>;

/** An item's title (`task`: 1 for a Task 1 answer's items). */
export function itemTitle(t: TFunction, id: WritingFeedbackId, task: 1 | 2 = 2): string {
  return t(`writing.feedback.items.${itemKey(id, task)}.title`);
}

/** Why an item matters (the limits it names come from the domain: Task 1's or Task 2's). */
export function itemExplanation(t: TFunction, id: WritingFeedbackId, task: 1 | 2 = 2): string {
  const limits = task === 1 ? TASK1_FEEDBACK_LIMITS : WRITING_FEEDBACK_LIMITS;
  return t(`writing.feedback.items.${itemKey(id, task)}.explanation`, {
    minWords: limits.minWords,
    minutes: limits.minutes,
    window: WRITING_FEEDBACK_LIMITS.ttrWindow,
  });
}

/** One summary or detail line. */
export function lineText(t: TFunction, line: WritingFeedbackLine): string {
  if (line.code === 'linkingDevice') {
    const fn = FUNCTION_KEY[line.values.fn as LinkingFunction] ?? 'conclusion';
    return t('writing.feedback.lines.linkingDevice', {
      ...line.values,
      fn: t(`writing.feedback.functions.${fn}`),
    });
  }
  if (line.code === 'figureCited' || line.code === 'figureMissed') {
    // "45%" but "12 million tonnes": the unit follows the number directly only when it is %
    const unit = line.values.unit === '%' ? '%' : ` ${line.values.unit}`;
    return t(`writing.feedback.lines.${line.code}`, { ...line.values, unit });
  }
  return t(`writing.feedback.lines.${line.code}`, line.values);
}
