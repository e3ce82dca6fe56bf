/**
 * GET (and HEAD) /media/<path> (docs/api.md "Media"): the listening audio under content/audio/,
 * only the paths its manifest lists (media-files.ts). Public content, so no session. Seeking
 * uses HTTP Range (206, 416); revalidation uses the file's SHA-256 as a strong ETag (304).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { AppError } from '../../lib/errors.ts';
import { mediaFiles } from './media-files.ts';
import { etagMatches, parseRange } from './range.ts';

/**
 * How long a browser keeps a file before asking again (one day), in seconds. Not a year and
 * `immutable`: the paths carry no version (lessons/a1-001.opus stays the same name when the
 * audio is made again), so the day bounds how long an old file lives; after it the ETag makes
 * the check a 304 without the bytes.
 */
export const MEDIA_MAX_AGE_SECONDS = 86_400;

/** A file's bytes [start, end] as a web stream. */
function fileStream(path: string, start: number, end: number): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
}

/**
 * The media routes, to be mounted at /media: `root` is the folder holding manifest.json and the
 * files (content/audio in the app; a fixture folder in tests).
 */
export function mediaRoutes({ root }: { root: string }) {
  const files = mediaFiles(root);
  return new Hono().get('/:path{.+}', async (c) => {
    const file = await files.find(c.req.param('path'));
    if (!file) return c.json(new AppError('NOT_FOUND').toBody(), 404);
    const headers: Record<string, string> = {
      'accept-ranges': 'bytes',
      'cache-control': `public, max-age=${MEDIA_MAX_AGE_SECONDS}`,
      etag: file.etag,
      'x-content-type-options': 'nosniff',
    };
    if (etagMatches(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);
    headers['content-type'] = file.contentType;
    // If-Range: a range of another version of the file is no use, so send the whole one.
    const ifRange = c.req.header('if-range');
    const range =
      ifRange === undefined || ifRange === file.etag
        ? parseRange(c.req.header('range'), file.size)
        : null;
    if (range === 'unsatisfiable') {
      headers['content-range'] = `bytes */${file.size}`;
      return c.body(null, 416, headers);
    }
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    headers['content-length'] = String(end - start + 1);
    if (range) headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD' || file.size === 0) return c.body(null, status, headers);
    return c.body(fileStream(file.absolutePath, start, end), status, headers);
  });
}
