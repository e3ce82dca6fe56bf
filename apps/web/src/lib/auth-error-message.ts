/**
 * The text for a failure of Better Auth's client (sign-in, sign-up, reset…), for every screen, in
 * the interface language (issue 18). The server answers auth failures with a code and the
 * Vietnamese text of the shared catalogue; the web shows its own catalogue's text for the code
 * (`errors.auth.*`), a contracts' form message (a validation failure the server's hook names) in
 * the current language, and the server's own words only on a Vietnamese page. A failure before
 * the server answers (network) gets the network text. A library's English never shows.
 */
import {
  AUTH_ERROR_MESSAGES,
  rateLimitedMessage,
  twoFactorLockedMessage,
} from '@app/contracts/messages';
import type { MessageId } from '../i18n/catalogues.ts';
import { currentIntl, translate } from '../i18n/translate.ts';
import { formMessageKey } from './form-messages.ts';

export interface AuthClientFailure {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
  statusText?: string | undefined;
}

const STATUS_CODES: Record<number, MessageId> = {
  401: 'errors.codes.UNAUTHORIZED',
  413: 'errors.codes.PAYLOAD_TOO_LARGE',
  400: 'errors.codes.VALIDATION_ERROR',
  422: 'errors.codes.VALIDATION_ERROR',
  429: 'errors.codes.RATE_LIMITED',
};

/**
 * A 429's text: the server's says how long to wait (contracts' rateLimitedMessage); Better
 * Auth's client does not pass on Retry-After, so the wait is recovered from that message by
 * matching it against the same function (seconds below 90, whole minutes above).
 */
function rateLimited(message: string | undefined): string {
  const n = Number(/\d+/.exec(message ?? '')?.[0]);
  if (!Number.isFinite(n) || n <= 0) return translate('errors.codes.RATE_LIMITED');
  return message === rateLimitedMessage(n)
    ? translate('errors.rateLimitedSeconds', { seconds: n })
    : translate('errors.rateLimitedMinutes', { minutes: n });
}

/**
 * Two-factor sign-in's lockout (429 ACCOUNT_TEMPORARILY_LOCKED, issue 34 item 29): the minutes
 * left, recovered from the server's text as for a 429 above (its last number, checked against
 * contracts' twoFactorLockedMessage), else the lock's general text.
 */
function twoFactorLocked(message: string | undefined): string {
  const minutes = Number(/(\d+)\D*$/.exec(message ?? '')?.[1]);
  if (Number.isFinite(minutes) && minutes > 0 && message === twoFactorLockedMessage(minutes * 60)) {
    return translate('errors.twoFactorLockedMinutes', { minutes });
  }
  return translate('errors.auth.ACCOUNT_TEMPORARILY_LOCKED');
}

export function authFailureMessage(
  error: AuthClientFailure | null | undefined,
  fallback?: string,
): string {
  const otherwise = fallback ?? translate('errors.generic');
  if (!error) return otherwise;
  // Better Auth's client reports a network failure as status 0 (or none) with the browser's text.
  if (!error.status) return translate('errors.network');
  if (error.status === 429 && error.code === 'ACCOUNT_TEMPORARILY_LOCKED') {
    return twoFactorLocked(error.message);
  }
  if (error.status === 429) return rateLimited(error.message);
  // A validation failure carries the contracts' message of the field at fault.
  const formKey = error.message ? formMessageKey(error.message) : undefined;
  if (formKey) return translate(formKey);
  const { code } = error;
  // the server's own words are the catalogue's Vietnamese (sometimes more precise)
  if (error.message && code && currentIntl().locale === 'vi') return error.message;
  if (code && Object.hasOwn(AUTH_ERROR_MESSAGES, code)) {
    return translate(`errors.auth.${code as keyof typeof AUTH_ERROR_MESSAGES}`);
  }
  const byStatus = STATUS_CODES[error.status];
  return byStatus ? translate(byStatus) : otherwise;
}
