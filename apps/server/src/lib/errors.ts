/**
 * Domain errors thrown by services and turned into the API error shape of DESIGN.md by the
 * app's error handler: `{ error: { code, message, field? } }` with the code's HTTP status. The
 * message defaults to the code's text in the one catalogue (ERROR_MESSAGES in @app/contracts).
 */
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '@app/contracts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 504;

/** HTTP status of each error code (DESIGN.md "Errors"). */
const STATUS: Record<ErrorCode, ErrorStatus> = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SET_NOT_FOUND: 404,
  SET_EMPTY: 404,
  CARD_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  SESSION_COMPLETED: 409,
  NOTHING_TO_UNDO: 409,
  UNDO_CONFLICT: 409,
  SET_VERSION_CONFLICT: 409,
  SHARE_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  CLASS_CODE_INVALID: 404,
  MEMBER_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  ASSIGNMENT_NOT_FOUND: 404,
  CLASS_LAST_TEACHER: 409,
  INVALID_PASSWORD: 400,
  DEVICE_NOT_FOUND: 404,
  WORD_NOT_FOUND: 404,
  TEST_NOT_READY: 404,
  RESULT_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  ESTIMATE_FAILED: 502,
  ESTIMATE_TIMEOUT: 504,
};

export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string;
      field?: string | undefined;
      /** A more specific cause under the code, with its figures (ApiErrorBody). */
      reason?: string | undefined;
      params?: Record<string, string | number> | undefined;
    } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.status = STATUS[code];
    this.field = options.field;
    this.reason = options.reason;
    this.params = options.params;
  }

  readonly field: string | undefined;
  readonly reason: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field === undefined ? {} : { field: this.field }),
        ...(this.reason === undefined ? {} : { reason: this.reason }),
        ...(this.params === undefined ? {} : { params: this.params }),
      },
    };
  }
}
