/**
 * Content negotiation for the hot JSON answers: the encoding to send (brotli, gzip, none) and
 * whether a conditional request names the current ETag; and a JSON answer compressed on the
 * fly when it is worth it. Brotli at quality 1 when the client takes it, else gzip at level 1:
 * on a study progress of 38 KiB (uuids: little for LZ77 to find) brotli 1 took 0.16-0.18 ms for
 * 17.1 KiB against 0.47-0.69 ms for gzip 1's 17.8 KiB (this 2-core box). Browsers send `br` over
 * HTTPS and to localhost; on plain HTTP across a LAN they get gzip.
 */
import type { Context } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The q-weight of each coding in an Accept-Encoding header (`*` for the rest). */
function weights(acceptEncoding: string | undefined): (name: string) => number {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  return (name) => accepted.get(name) ?? wildcard;
}

/** The encoding to answer with for an Accept-Encoding header: br, gzip, or none (identity). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const weight = weights(acceptEncoding);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => bare(t) === bare(etag));
}

/** Answers below this size are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer (`json` is the text), compressed for the client when it accepts it and the text
 * is large enough; `Vary: Accept-Encoding` always.
 */
export function jsonAnswer(c: Context, json: string): Response {
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding');
  const encoding =
    json.length < COMPRESS_FROM_BYTES ? null : chooseEncoding(c.req.header('accept-encoding'));
  if (encoding === null) return c.body(json, 200);
  c.header('Content-Encoding', encoding);
  const bytes =
    encoding === 'gzip'
      ? gzipSync(json, { level: 1 })
      : brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  return c.body(new Uint8Array(bytes), 200);
}
