/**
 * What crosses between the server's thread and an import worker, and nothing that parses:
 * - the request (imports.routes.ts → import-runner.ts → import-worker.ts): the body's kind,
 *   its Content-Type and the raw bytes;
 * - the outcome (import-worker.ts → import-runner.ts): the preview with the image files its
 *   cards show (their ArrayBuffers transferred, not copied), or the error it ended with.
 *   An AppError crosses as its body (code, message, field, reason, params) and becomes the same AppError on the
 *   main thread; anything else (a bug) crosses as its name, message and stack and becomes a
 *   plain Error there, which the app logs and answers 500.
 */
import type { ApiErrorBody } from '@app/contracts';
import { AppError } from '../../lib/errors.ts';
import type { ImportReading } from './import-media.ts';

/** How the body of POST /api/imports is read: pasted text (JSON) or an uploaded file. */
export type ImportBodyKind = 'json' | 'multipart';

export interface ImportRequest {
  kind: ImportBodyKind;
  /** The request's Content-Type header as sent (a multipart boundary is case-sensitive). */
  contentType: string;
  /** The raw body, at most IMPORT_LIMITS.uploadMaxBytes bytes (transferred to the worker). */
  body: ArrayBuffer;
}

/** The body kind of a Content-Type header, or null when it is neither JSON nor multipart. */
export function importBodyKind(contentType: string): ImportBodyKind | null {
  const type = contentType.toLowerCase();
  if (type.startsWith('application/json')) return 'json';
  if (type.startsWith('multipart/form-data')) return 'multipart';
  return null;
}

export type ImportOutcome =
  | ({ ok: true } & ImportReading)
  | {
      ok: false;
      appError?: ApiErrorBody['error'];
      unexpected?: { name: string; message: string; stack?: string };
    };

/** The outcome that carries `error` (an AppError or anything thrown) to the main thread. */
export function failureOutcome(error: unknown): ImportOutcome {
  if (error instanceof AppError) return { ok: false, appError: error.toBody().error };
  if (error instanceof Error) {
    const { name, message, stack } = error;
    return { ok: false, unexpected: { name, message, ...(stack ? { stack } : {}) } };
  }
  return { ok: false, unexpected: { name: 'Error', message: String(error) } };
}

/**
 * The error a failed outcome stands for: the same AppError (its whole body), or an Error
 * with the worker's name, message and stack.
 */
export function outcomeError(outcome: Extract<ImportOutcome, { ok: false }>): Error {
  if (outcome.appError) {
    const { code, message, field, reason, params } = outcome.appError;
    return new AppError(code, { message, field, reason, params });
  }
  const error = new Error(outcome.unexpected?.message ?? 'import worker failed');
  error.name = outcome.unexpected?.name ?? 'Error';
  if (outcome.unexpected?.stack) error.stack = outcome.unexpected.stack;
  return error;
}
