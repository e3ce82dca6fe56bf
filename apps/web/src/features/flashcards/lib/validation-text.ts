/**
 * The contracts' validation messages (SET_MESSAGES, UPLOAD_MESSAGES, SHARE_MESSAGES: the
 * server's Vietnamese texts, also what zod issues carry on this side) as the current language's
 * catalogue text. A message not listed here is shown as it is on a Vietnamese page and as the
 * generic error on an English one (it would be Vietnamese there).
 */
import {
  SET_LIMITS,
  SET_MESSAGES,
  SHARE_MESSAGES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '@app/contracts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useCallback } from 'react';
import { useLocale, useT, type TFunction } from '../../../i18n/i18n.tsx';
import type { MessageValues } from '../../../i18n/translate.ts';

const KNOWN = new Map<string, [MessageId, MessageValues?]>([
  [SET_MESSAGES.titleRequired, ['flashcards.validation.titleRequired']],
  [SET_MESSAGES.titleTooLong, ['flashcards.validation.titleTooLong', { max: SET_LIMITS.titleMax }]],
  [
    SET_MESSAGES.descriptionTooLong,
    ['flashcards.validation.descriptionTooLong', { max: SET_LIMITS.descriptionMax }],
  ],
  [SET_MESSAGES.noCompleteCard, ['flashcards.validation.noCompleteCard']],
  [
    SET_MESSAGES.cardTextTooLong,
    ['flashcards.validation.cardTextTooLong', { max: SET_LIMITS.cardTextMax }],
  ],
  [
    SET_MESSAGES.tooManyCards,
    ['flashcards.validation.tooManyCards', { max: SET_LIMITS.cardsPerSet }],
  ],
  [SET_MESSAGES.invalidColor, ['flashcards.validation.invalidColor']],
  [SET_MESSAGES.invalidTag, ['flashcards.validation.invalidTag']],
  [SET_MESSAGES.invalidImage, ['flashcards.validation.invalidImage']],
  [SET_MESSAGES.uploadsPending, ['flashcards.validation.uploadsPending']],
  [UPLOAD_MESSAGES.notImage, ['flashcards.validation.notImage']],
  [
    UPLOAD_MESSAGES.cardImageTooLarge,
    [
      'flashcards.validation.cardImageTooLarge',
      { mb: Math.round(UPLOAD_LIMITS.cardImageMaxBytes / 1024 / 1024) },
    ],
  ],
  [SHARE_MESSAGES.emailRequired, ['flashcards.validation.emailRequired']],
  [SHARE_MESSAGES.emailInvalid, ['flashcards.validation.emailInvalid']],
  [SHARE_MESSAGES.self, ['flashcards.validation.shareSelf']],
]);

/** The card number of SET_MESSAGES.incompleteCard(n) ('Thẻ số 3 cần có…'), or null. */
function incompleteCard(message: string): number | null {
  const [before = '', after = ''] = SET_MESSAGES.incompleteCard(0).split('0');
  if (!message.startsWith(before) || !message.endsWith(after)) return null;
  const n = message.slice(before.length, message.length - after.length);
  return /^\d+$/.test(n) ? Number(n) : null;
}

/** The catalogue text of a contracts validation message, in the current language. */
export function validationText(message: string, t: TFunction, locale: string): string {
  const known = KNOWN.get(message);
  if (known) return t(known[0], known[1]);
  const n = incompleteCard(message);
  if (n !== null) return t('flashcards.validation.incompleteCard', { n });
  return locale === 'vi' ? message : t('errors.generic');
}

/** `validationText` bound to the current language. */
export function useValidationText(): (message: string) => string {
  const t = useT();
  const { locale } = useLocale();
  return useCallback((message: string) => validationText(message, t, locale), [t, locale]);
}
