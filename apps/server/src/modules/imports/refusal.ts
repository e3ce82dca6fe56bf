/**
 * The AppError of an import's refusal: the reason's Vietnamese message for API clients, and the
 * reason with its figures (`reason`, `params` in the error body) for clients that write their
 * own text (the web, in the learner's language). import-codes.ts in @app/contracts lists them.
 */
import {
  importRefusal,
  type ErrorCode,
  type ImportRefusalReason,
  type OtherFileKind,
} from '@app/contracts';
import { AppError } from '../../lib/errors.ts';

/** 400 VALIDATION_ERROR (or `code`) with `reason`; `given` adds csvBroken's line, a file kind. */
export function refusalError(
  reason: ImportRefusalReason,
  given: { line?: number; kind?: OtherFileKind } = {},
  code: ErrorCode = 'VALIDATION_ERROR',
): AppError {
  const { message, params } = importRefusal(reason, given);
  return new AppError(code, { message, reason, params: params as Record<string, string | number> });
}
