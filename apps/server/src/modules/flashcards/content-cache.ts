/**
 * The bytes of prepared study contents (set-content.ts) kept in this process, so that loading a
 * set for study does not copy its stored bytes out of the database each time: the load still
 * asks the database (access and the current ETag, one row), which sends the bytes only when the
 * ETag differs from the one kept here (flashcards.repository.ts findContent). A set edited
 * through another instance therefore never answers stale bytes; it costs one copy more.
 *
 * Keyed by set and encoding ('br', 'gzip', 'identity'); bounded by bytes (least recently used
 * first out). Measured (npm run bench, PostgreSQL): a 500-card set's load no longer decodes
 * 14 KiB of bytea hex per request.
 */

/** Bytes kept at most (a 500-card set is about 14 KiB as brotli and 105 KiB as JSON). */
const CONTENT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  etag: string;
  body: Uint8Array | string;
  bytes: number;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(private readonly maxBytes = CONTENT_CACHE_MAX_BYTES) {}

  /** The kept bytes of a set's content in `encoding`, with their ETag (undefined: none kept). */
  get(
    setId: string,
    encoding: ContentEncoding,
  ): { etag: string; body: Uint8Array | string } | undefined {
    const key = `${encoding}:${setId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `body` (the content as of `etag`) in place of what was kept for the set. */
  set(setId: string, encoding: ContentEncoding, etag: string, body: Uint8Array | string): void {
    const key = `${encoding}:${setId}`;
    this.remove(key);
    const bytes = typeof body === 'string' ? body.length * 2 : body.byteLength;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { etag, body, bytes });
    this.total += bytes;
    while (this.total > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}

/** This process's cache (the study route's). */
export const studyContentCache = new ContentCache();
