/**
 * Errors from the API as one class the UI can show: the server's Vietnamese message, its code,
 * its HTTP status (0 for a network failure) and the field at fault. `errorMessage` gives the
 * text to show in the current interface language: the catalogue's text for the code (issue 18:
 * the web speaks its own catalogue), except a Vietnamese page's validation errors, where the
 * server's message names the field.
 */
import { ERROR_CODES, isApiErrorBody, type ErrorCode } from '@app/contracts/errors';
import { currentIntl, translate } from '../i18n/translate.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds from a 429's Retry-After, when it gave them. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when retrying the same request could succeed (network, 5xx, 408, 429). */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

/** Builds an ApiError from a failed response (reads its JSON error body when there is one). */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  if (isApiErrorBody(body)) {
    const { code, message, field } = body.error;
    return new ApiError(response.status, code, message, field, seconds);
  }
  if (response.status === 429) {
    return new ApiError(429, 'RATE_LIMITED', rateLimitedText(seconds), undefined, seconds);
  }
  return new ApiError(response.status, 'HTTP_ERROR', translate('errors.generic'));
}

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/** The text of a 429: when the block lifts, if the server said. */
export function rateLimitedText(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return translate('errors.codes.RATE_LIMITED');
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds < 90
    ? translate('errors.rateLimitedSeconds', { seconds })
    : translate('errors.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** The message to show for any thrown value, in the interface language. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return translate('errors.network');
    if (error.code === 'RATE_LIMITED') return rateLimitedText(error.retryAfterSeconds);
    if (error.code === 'VALIDATION_ERROR' && error.message && currentIntl().locale === 'vi') {
      return error.message;
    }
    if (isErrorCode(error.code)) return translate(`errors.codes.${error.code}`);
    return translate('errors.generic');
  }
  if (error instanceof TypeError) return translate('errors.network');
  return translate('errors.generic');
}
