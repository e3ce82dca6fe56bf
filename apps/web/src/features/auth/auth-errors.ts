import { vi } from '../../i18n/vi.ts';

/** Better Auth's error as its client returns it. */
export interface AuthClientError {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

/** The Vietnamese text for an auth failure; otherwise the server's own message (spec §8). */
export function authErrorMessage(
  error: AuthClientError | null | undefined,
  fallback: string = vi.errors.generic,
): string {
  if (!error) return fallback;
  if (error.status === 429) return vi.errors.rateLimited;
  if (error.code && vi.auth.codes[error.code]) return vi.auth.codes[error.code]!;
  return error.message || fallback;
}
