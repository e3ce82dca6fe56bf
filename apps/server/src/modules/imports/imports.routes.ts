/**
 * /api/imports (preview of an upload or pasted text) and /api/sets/:setId/export (a set as a
 * file). Both need a signed-in user: app.ts mounts them behind requireUser, which answers 401.
 *
 * POST /api/imports has its own body limit, IMPORT_LIMITS.uploadMaxBytes (60 MB: an Anki deck
 * with its media is often tens of MB), instead of the API's 1 MB (app.ts skips its limit for
 * this path); a larger body answers 413 PAYLOAD_TOO_LARGE before it is read further. The route
 * only collects the raw body: parsing it and reading the file happen in an import worker
 * (import-runner.ts).
 */
import { exportQuerySchema, IMPORT_LIMITS, setIdParamSchema } from '@app/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { getSet } from '../flashcards/flashcards.service.ts';
import { readCardHistories } from './export-history.ts';
import { contentDisposition, exportSet } from './export.ts';
import { importBodyKind } from './import-protocol.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { keyOfUrl } from '../files/file-urls.ts';
import type { FileDeps } from '../files/files.service.ts';
import { storeImportImages } from './import-images.ts';
import type { ImportRunner } from './import-runner.ts';
import { refusalError } from './refusal.ts';

/** The path app.ts exempts from its 1 MB body limit. */
export const IMPORTS_PATH = '/api/imports';

/**
 * POST / → ImportPreview, from multipart `file` (+ optional separators) or JSON pasted text,
 * read by `runner` in a worker (import-request.ts says what the body may hold); the images its
 * cards show are then stored as the learner's card images (import-images.ts).
 */
export function importRoutes(runner: ImportRunner, files: Pick<FileDeps, 'storage'>) {
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: IMPORT_LIMITS.uploadMaxBytes,
      onError: () => {
        throw refusalError('uploadTooLarge', {}, 'PAYLOAD_TOO_LARGE');
      },
    }),
    async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      const kind = importBodyKind(contentType);
      if (kind === null) {
        throw refusalError('unsupportedBody');
      }
      const body = await c.req.arrayBuffer();
      const reading = await runner.preview({ kind, contentType, body });
      return c.json(await storeImportImages(files, c.var.user.id, reading));
    },
  );
}

/**
 * GET /:setId/export?format=csv|text|apkg[&images=true][&history=true] → the set as a file, to
 * whoever may read the set: it reads through the flashcards service's getSet, whose access rule
 * (404 SET_NOT_FOUND to anyone else) it follows; the images of its cards are read from
 * `storage` (whoever may read the set may see them). `history=true` (apkg only) adds the
 * caller's own review state and log of each card; csv and text ignore it.
 */
export function exportRoutes(db: Db, clock: () => Date, storage: Storage) {
  return new Hono<AppEnv>().get(
    '/:setId/export',
    validate('param', setIdParamSchema),
    validate('query', exportQuerySchema),
    async (c) => {
      const userId = c.var.user.id;
      const { format, images, history } = c.req.valid('query');
      const set = await getSet(db, userId, c.req.valid('param').setId, 'set.export');
      // the caller's own history only (export-history.ts), whoever owns the set
      const histories =
        format === 'apkg' && history
          ? await readCardHistories(
              db,
              userId,
              set.cards.map((card) => card.id),
            )
          : undefined;
      const readImage = async (url: string) => {
        const key = keyOfUrl(url);
        return key === null ? null : ((await storage.get(key))?.body ?? null);
      };
      const file = await exportSet(set, format, clock(), { images, readImage, histories });
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', contentDisposition(file.fileName));
      c.header('Cache-Control', 'private, no-store');
      return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body));
    },
  );
}
