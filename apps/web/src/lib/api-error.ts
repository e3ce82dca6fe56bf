/**
 * Errors from the API as one class the UI can show: the server's Vietnamese message, its code,
 * its HTTP status (0 for a network failure) and the field at fault.
 */
import { isApiErrorBody } from '@app/contracts/errors';
import { rateLimitedMessage } from '@app/contracts/messages';
import { vi } from '../i18n/vi.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
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
  if (isApiErrorBody(body)) {
    return new ApiError(response.status, body.error.code, body.error.message, body.error.field);
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return new ApiError(
      429,
      'RATE_LIMITED',
      rateLimitedMessage(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null),
    );
  }
  return new ApiError(response.status, 'HTTP_ERROR', vi.errors.generic);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return vi.errors.network;
  return vi.errors.generic;
}
