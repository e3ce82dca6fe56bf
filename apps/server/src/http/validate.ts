/**
 * Request validation with the contract schemas: `validate('json' | 'param' | 'query', schema)`.
 * A failure answers 400 `{ error: { code: 'VALIDATION_ERROR', message, field } }` with the first
 * issue's message (Vietnamese: the schema's own, or the catalogue's zod error map in
 * @app/contracts, which tells a missing field from a wrong type) and its dotted path.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';

export function validationError(error: z.core.$ZodError): AppError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  const message = issue?.message ?? 'Dữ liệu không hợp lệ';
  return new AppError('VALIDATION_ERROR', {
    message: field && message === 'Thiếu trường bắt buộc' ? `${message}: ${field}` : message,
    field,
  });
}

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
