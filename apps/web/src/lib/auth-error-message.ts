/**
 * The Vietnamese text for a failure of Better Auth's client (sign-in, sign-up, reset…), for every
 * screen. The server already answers auth failures in Vietnamese (the catalogue in
 * @app/contracts, applied in one place on the server); this maps what can fail before the server
 * answers (network) or an answer without a message, through the same catalogue. A library's own
 * English text never reaches the learner.
 */
import { authErrorText } from '@app/contracts/messages';
import { vi } from '../i18n/vi.ts';

export interface AuthClientFailure {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
  statusText?: string | undefined;
}

export function authFailureMessage(
  error: AuthClientFailure | null | undefined,
  fallback: string = vi.errors.generic,
): string {
  if (!error) return fallback;
  // Better Auth's client reports a network failure as status 0 (or none) with the browser's text.
  if (!error.status) return vi.errors.network;
  if (error.message && error.code) return error.message;
  const text = authErrorText(error.code, error.status);
  return text === vi.errors.generic ? fallback : text;
}
