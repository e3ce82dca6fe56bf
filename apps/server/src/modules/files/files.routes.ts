/**
 * Uploads and stored files (issue 7 §2-3; docs/api.md "Images"): `POST /api/images` (card
 * image), `POST` and `DELETE /api/account/avatar`, `GET /api/files/<key>`. Uploads are multipart
 * with the field `file`; each route has its own body limit (the API's 1 MB one does not apply:
 * UPLOAD_PATHS) and the bytes are checked again by processImage.
 */
import {
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadTooLargeMessage,
  type UploadImageKind,
} from '@app/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../lib/errors.ts';
import type { AppEnv } from '../../http/types.ts';
import * as service from './files.service.ts';
import { FILES_PREFIX } from './file-urls.ts';

/** Paths whose bodies may exceed the API's 1 MB limit (they carry their own). */
export const UPLOAD_PATHS = new Set(['/api/images', '/api/account/avatar']);

/** Multipart overhead allowed above an image's own limit, in bytes. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

const limitFor = (kind: UploadImageKind) =>
  bodyLimit({
    maxSize:
      (kind === 'avatar' ? UPLOAD_LIMITS.avatarMaxBytes : UPLOAD_LIMITS.cardImageMaxBytes) +
      MULTIPART_SLACK_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', {
        message: uploadTooLargeMessage(kind),
        field: 'file',
      });
    },
  });

/** The bytes of the multipart field `file`. @throws AppError 400 when there is no file. */
async function uploadedBytes(c: Context<AppEnv>): Promise<Uint8Array> {
  const body = await c.req.parseBody().catch(() => {
    throw new AppError('VALIDATION_ERROR', { message: UPLOAD_MESSAGES.notImage, field: 'file' });
  });
  const file = body.file;
  if (!(file instanceof File)) {
    throw new AppError('VALIDATION_ERROR', { message: UPLOAD_MESSAGES.notImage, field: 'file' });
  }
  return new Uint8Array(await file.arrayBuffer());
}

/** A percent-encoded path decoded, or null when it is malformed ('%', '%E0%A4%A'): a 404. */
function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** POST / (mounted at /api/images behind the session guard): a card image. */
export function imageRoutes(deps: service.FileDeps) {
  return new Hono<AppEnv>().post('/', limitFor('card'), async (c) => {
    const url = await service.uploadCardImage(deps, c.var.user.id, await uploadedBytes(c));
    return c.json({ url }, 201);
  });
}

/** GET /* (mounted at /api/files behind the session guard): a stored file, to who may see it. */
export function fileRoutes(deps: service.FileDeps) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const key = decodePath(c.req.path.slice(FILES_PREFIX.length));
    const file = key === null ? null : await service.readFile(deps, c.var.user.id, key);
    if (!file) throw new AppError('NOT_FOUND');
    const headers = {
      'content-type': file.contentType,
      // spec §7: card images cached for 3600 s; private (they are not public)
      'cache-control': 'private, max-age=3600',
      etag: file.etag,
      'x-content-type-options': 'nosniff',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
  });
}

/** POST and DELETE /avatar (mounted at /api/account behind the session guard). */
export function avatarRoutes(deps: service.FileDeps) {
  return new Hono<AppEnv>()
    .post('/avatar', limitFor('avatar'), async (c) => {
      const image = await service.setAvatar(deps, c.var.user.id, await uploadedBytes(c));
      return c.json({ image });
    })
    .delete('/avatar', async (c) => {
      await service.removeAvatar(deps, c.var.user.id);
      return c.body(null, 204);
    });
}
