/**
 * Request validation with the contract schemas: `validate('json' | 'param' | 'query', schema)`.
 * A failure answers 400 `{ error: { code: 'VALIDATION_ERROR', message, field } }` with the first
 * issue's message (Vietnamese: the schema's own, or the catalogue's zod error map in
 * @app/contracts) and its dotted path; a required field that is absent says so and names it.
 *
 * Order (issue 17 §5): validation runs after authentication, and a route that acts on a resource
 * named in its path passes `before400`, the access check of that resource: a request that fails
 * validation first answers 404 or 403 when the user may not take the action, so a 400 never
 * tells a stranger or a viewer more than the rule allows (a viewer's PUT with a bad body is 403).
 * Valid requests pay nothing for it: their service asks access anyway.
 *
 * A JSON body is read here first, so its failures have codes of their own: 400 INVALID_JSON for
 * a body that does not parse, 415 UNSUPPORTED_MEDIA_TYPE for a body of another declared type (a
 * form, a multipart upload, text); a request without a Content-Type validates as `{}` (a POST
 * that sends nothing, such as completing a session).
 */
import { missingFieldMessage } from '@app/contracts';
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from './types.ts';

/** The value at `path` inside `input` (undefined when any step is missing). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The 400 for a failed parse of `input`: the first issue's message and field; a missing
 * required field ('invalid_type' where the input has nothing) is named in the message.
 */
export function validationError(error: z.core.$ZodError, input?: unknown): AppError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  const missing =
    issue?.code === 'invalid_type' &&
    field !== undefined &&
    valueAt(input, issue.path) === undefined;
  const message = issue?.message ?? 'Dữ liệu không hợp lệ';
  return new AppError('VALIDATION_ERROR', {
    message: missing ? missingFieldMessage(field) : message,
    field,
  });
}

export interface ValidateOptions {
  /** Runs before a 400 is answered; throws 404/403 when the resource is not the user's to act on. */
  before400?: (c: Context<AppEnv>) => Promise<unknown>;
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Reads the JSON body (Hono keeps it for the validator).
 * @throws AppError INVALID_JSON, UNSUPPORTED_MEDIA_TYPE (after `before400`).
 */
async function readJsonBody(c: Context<AppEnv>, options: ValidateOptions): Promise<void> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  let error: AppError | null = null;
  if (JSON_MEDIA_TYPE.test(mediaType)) {
    try {
      await c.req.json();
    } catch {
      error = new AppError('INVALID_JSON');
    }
  } else if (mediaType !== '') {
    error = new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (error) {
    await options.before400?.(c);
    throw error;
  }
}

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  options: ValidateOptions = {},
) => {
  const middleware = zValidator(target, schema, async (result, c) => {
    if (!result.success) {
      await options.before400?.(c as unknown as Context<AppEnv>);
      throw validationError(result.error, result.data);
    }
  });
  if (target !== 'json') return middleware;
  return (async (c, next) => {
    await readJsonBody(c as unknown as Context<AppEnv>, options);
    return middleware(c, next);
  }) as typeof middleware;
};
