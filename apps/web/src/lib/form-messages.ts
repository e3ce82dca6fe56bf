/**
 * The contracts' form messages (AUTH_MESSAGES, SETTINGS_MESSAGES, the common-password and
 * reset-link texts) → their catalogue keys (issue 18): a zod issue from a shared schema carries
 * the Vietnamese text the server also answers with; the web shows its own catalogue's text for
 * it, so a form speaks the interface language (a Vietnamese page keeps the spec's exact texts).
 */
import {
  AUTH_MESSAGES,
  COMMON_PASSWORD_MESSAGE,
  SETTINGS_MESSAGES,
  UPLOAD_MESSAGES,
} from '@app/contracts';
import type { MessageId } from '../i18n/catalogues.ts';
import { translate } from '../i18n/translate.ts';
import { ApiError, errorMessage } from './api-error.ts';

const KEYS = new Map<string, MessageId>([
  [AUTH_MESSAGES.nameRequired, 'auth.validation.nameRequired'],
  [AUTH_MESSAGES.nameTooLong, 'auth.validation.nameTooLong'],
  [AUTH_MESSAGES.nameInvalid, 'auth.validation.nameInvalid'],
  [AUTH_MESSAGES.emailRequired, 'auth.validation.emailRequired'],
  [AUTH_MESSAGES.emailInvalid, 'auth.validation.emailInvalid'],
  [AUTH_MESSAGES.passwordRequired, 'auth.validation.passwordRequired'],
  [AUTH_MESSAGES.passwordTooShort, 'auth.validation.passwordTooShort'],
  [AUTH_MESSAGES.passwordTooLong, 'auth.validation.passwordTooLong'],
  [AUTH_MESSAGES.passwordMismatch, 'auth.validation.passwordMismatch'],
  [COMMON_PASSWORD_MESSAGE, 'auth.validation.passwordCommon'],
  [SETTINGS_MESSAGES.nameRequired, 'auth.validation.displayNameRequired'],
  [SETTINGS_MESSAGES.nameTooLong, 'auth.validation.displayNameTooLong'],
  [SETTINGS_MESSAGES.currentPasswordRequired, 'auth.validation.currentPasswordRequired'],
  [SETTINGS_MESSAGES.codeInvalid, 'auth.validation.codeInvalid'],
  [SETTINGS_MESSAGES.backupCodeInvalid, 'auth.validation.backupCodeInvalid'],
  [SETTINGS_MESSAGES.examDateInvalid, 'plan.question.dateError'],
  [SETTINGS_MESSAGES.targetBandInvalid, 'plan.settings.targetBandError'],
  [AUTH_MESSAGES.resetLinkInvalid, 'auth.validation.resetLinkInvalid'],
  [UPLOAD_MESSAGES.notImage, 'settings.profile.avatarNotImage'],
  [UPLOAD_MESSAGES.avatarTooLarge, 'settings.profile.avatarTooLarge'],
]);

/** The catalogue key of a contracts' message, if it has one. */
export function formMessageKey(message: string): MessageId | undefined {
  return KEYS.get(message);
}

/** A contracts' message in the interface language (other texts unchanged). */
export function formMessage(message: string): string {
  const key = KEYS.get(message);
  return key ? translate(key) : message;
}

/**
 * The text of an API failure: a contracts' message the server answered with (a refused file, a
 * field's rule) in the interface language, else the catalogue's text for its code.
 */
export function apiFailureText(error: unknown): string {
  const key = error instanceof ApiError ? formMessageKey(error.message) : undefined;
  return key ? translate(key) : errorMessage(error);
}
