/**
 * /api/imports (preview of an upload or pasted text) and /api/sets/:setId/export (a set as a
 * file). Both need a signed-in user: app.ts mounts them behind requireUser, which answers 401.
 *
 * POST /api/imports has its own body limit, IMPORT_LIMITS.uploadMaxBytes (60 MB: an Anki deck
 * with its media is often tens of MB), instead of the API's 1 MB (app.ts skips its limit for
 * this path); a larger body answers 413 PAYLOAD_TOO_LARGE before it is read further.
 */
import {
  exportQuerySchema,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importTextRequestSchema,
  importUploadOptionsSchema,
  setIdParamSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate, validationError } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import { getSet } from '../flashcards/flashcards.service.ts';
import { contentDisposition, exportSet } from './export.ts';
import { previewPastedText, previewUpload } from './imports.service.ts';

/** The path app.ts exempts from its 1 MB body limit. */
export const IMPORTS_PATH = '/api/imports';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', { message });

/** POST / → ImportPreview, from multipart `file` (+ optional separators) or JSON pasted text. */
export function importRoutes() {
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: IMPORT_LIMITS.uploadMaxBytes,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', { message: IMPORT_MESSAGES.uploadTooLarge });
      },
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (type.startsWith('application/json')) {
        const body: unknown = await c.req.json().catch(() => {
          throw invalid(IMPORT_MESSAGES.invalidJson);
        });
        const parsed = importTextRequestSchema.safeParse(body);
        if (!parsed.success) throw validationError(parsed.error);
        return c.json(previewPastedText(parsed.data));
      }
      if (!type.startsWith('multipart/form-data')) throw invalid(IMPORT_MESSAGES.unsupportedBody);
      const form = await c.req.formData().catch(() => {
        throw invalid(IMPORT_MESSAGES.unsupportedBody);
      });
      const file = form.get('file');
      if (!(file instanceof File)) throw invalid(IMPORT_MESSAGES.fileRequired);
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' && value !== '' ? value : undefined;
      };
      const options = importUploadOptionsSchema.safeParse({
        termSeparator: text('termSeparator'),
        cardSeparator: text('cardSeparator'),
      });
      if (!options.success) throw validationError(options.error);
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await previewUpload({ name: file.name, bytes }, options.data));
    },
  );
}

/**
 * GET /:setId/export?format=csv|text|apkg → the set as a file, to whoever may read the set:
 * it reads through the flashcards service's getSet, whose access rule (404 SET_NOT_FOUND to
 * anyone else) it follows.
 */
export function exportRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>().get(
    '/:setId/export',
    validate('param', setIdParamSchema),
    validate('query', exportQuerySchema),
    async (c) => {
      const set = await getSet(db, c.var.user.id, c.req.valid('param').setId, 'set.export');
      const file = await exportSet(set, c.req.valid('query').format, clock());
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', contentDisposition(file.fileName));
      c.header('Cache-Control', 'private, no-store');
      return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body));
    },
  );
}
