/**
 * HTTP Range (RFC 9110 §14) for one byte range of a file: what a media element sends to seek.
 */

/** An inclusive byte range [start, end] of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The byte range a `Range` header asks of a file of `size` bytes.
 *
 * - `bytes=a-b` → [a, min(b, size - 1)]; `bytes=a-` → [a, size - 1]; `bytes=-n` → the last n
 *   bytes (the whole file when n ≥ size);
 * - 'unsatisfiable' (answer 416) when the first byte is past the end, or for `bytes=-0`, or for
 *   any range of an empty file;
 * - null (answer the whole file, 200) when there is no header, it is not a single well-formed
 *   `bytes` range (RFC 9110 lets a server ignore a Range it does not understand or does not
 *   want to serve: a multi-range request, `bytes=5-2`, another unit).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Whether an `If-None-Match` header matches `etag` (weak comparison, RFC 9110 §13.1.2: `*`, or
 * any listed tag equal to it with or without `W/`).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
