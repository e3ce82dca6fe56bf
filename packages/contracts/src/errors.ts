/**
 * The API error shape of DESIGN.md "Errors":
 * `{ "error": { "code": "SET_NOT_FOUND", "message": "…", "field"?: "title" } }`.
 * Messages are Vietnamese (the interface language): the texts live in messages.ts.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'SET_NOT_FOUND',
  'SET_EMPTY',
  'CARD_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'SESSION_COMPLETED',
  'NOTHING_TO_UNDO',
  'UNDO_CONFLICT',
  'SET_VERSION_CONFLICT',
  'SHARE_NOT_FOUND',
  'CLASS_NOT_FOUND',
  'CLASS_CODE_INVALID',
  'MEMBER_NOT_FOUND',
  'INVITATION_NOT_FOUND',
  'ASSIGNMENT_NOT_FOUND',
  'CLASS_LAST_TEACHER',
  'INVALID_PASSWORD',
  'DEVICE_NOT_FOUND',
  'WORD_NOT_FOUND',
  'TEST_NOT_READY',
  'RESULT_NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'ESTIMATE_FAILED',
  'ESTIMATE_TIMEOUT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every error answer of the API (not Better Auth's, which keeps its own `{ code, message }`).
 * `reason` names a more specific cause under the code and `params` its figures (so far the
 * refusals of an import, IMPORT_REFUSAL_REASONS in imports.ts): clients map them to their text.
 */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    field?: string;
    reason?: string;
    params?: Record<string, string | number>;
  };
}

/** True when `value` has the API error shape. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
