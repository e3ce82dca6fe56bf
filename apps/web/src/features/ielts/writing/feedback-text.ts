/**
 * The sentences of the automatic Writing feedback in the interface language: the domain gives
 * each item's id and each line's code with its values (writing-feedback-lines.ts); the texts are
 * the `writing.feedback` messages.
 */
import {
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
} as const satisfies Record<WritingFeedbackId, string>;

const FUNCTION_KEY = {
  addition: 'addition',
  contrast: 'contrast',
  'cause-effect': 'causeEffect',
  example: 'example',
  sequence: 'sequence',
  conclusion: 'conclusion',
} as const satisfies Record<LinkingFunction, string>;

/** An item's title. */
export function itemTitle(t: TFunction, id: WritingFeedbackId): string {
  return t(`writing.feedback.items.${ITEM_KEY[id]}.title`);
}

/** Why an item matters (the limits it names come from the domain). */
export function itemExplanation(t: TFunction, id: WritingFeedbackId): string {
  return t(`writing.feedback.items.${ITEM_KEY[id]}.explanation`, {
    minWords: WRITING_FEEDBACK_LIMITS.minWords,
    minutes: WRITING_FEEDBACK_LIMITS.minutes,
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
  return t(`writing.feedback.lines.${line.code}`, line.values);
}
