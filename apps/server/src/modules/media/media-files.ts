/**
 * The audio files the server may serve: exactly the paths listed in `<root>/manifest.json`
 * (written by `npm run content:audio`: `{ files: { <key>: { path, seconds, bytes, sha256? } } }`).
 * A request names a path; it is only ever looked up in the manifest, and only a manifest path
 * (checked to stay inside the root) reaches the file system.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { z } from 'zod';

/** A relative path of plain segments: no `..`, `.`, empty segments, backslashes or leading `/`. */
const SAFE_PATH =
  /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** One manifest entry; an entry that does not fit (a path leaving the root…) is skipped. */
const entrySchema = z.object({
  path: z.string().regex(SAFE_PATH),
  seconds: z.number().nonnegative(),
  bytes: z.int().nonnegative(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

const manifestSchema = z.object({ files: z.record(z.string(), z.unknown()) });

/** Content types by extension (Opus is carried in Ogg). */
const CONTENT_TYPES: Record<string, string> = {
  '.opus': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
};

/** A servable file: where it is, its size in bytes, type and strong ETag. */
export interface MediaFile {
  absolutePath: string;
  size: number;
  contentType: string;
  etag: string;
}

interface Entry {
  absolutePath: string;
  sha256: string | undefined;
}

/** SHA-256 (hex) of a file, streamed. */
function hashFile(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}

/**
 * The media files under `root`. The manifest is read on first use and again whenever its size
 * or modification time changes (one stat per request), so regenerated audio is picked up
 * without a restart; a missing or invalid manifest serves nothing. ETags are the manifest's
 * sha256, or the file's own hash computed once per size and mtime when the manifest has none.
 */
export function mediaFiles(root: string) {
  const base = resolve(root);
  const manifestPath = join(base, 'manifest.json');
  let loaded: { stamp: string; entries: Map<string, Entry> } | null = null;
  const hashes = new Map<string, Promise<string>>();

  async function entries(): Promise<Map<string, Entry>> {
    const info = await stat(manifestPath).catch(() => null);
    if (!info) return new Map();
    const stamp = `${info.size}:${info.mtimeMs}`;
    if (loaded?.stamp === stamp) return loaded.entries;
    const map = new Map<string, Entry>();
    try {
      const manifest = manifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
      for (const value of Object.values(manifest.files)) {
        const parsed = entrySchema.safeParse(value);
        if (!parsed.success) continue;
        const file = parsed.data;
        const absolutePath = resolve(base, file.path);
        if (!absolutePath.startsWith(base + sep)) continue;
        map.set(file.path, { absolutePath, sha256: file.sha256 });
      }
    } catch {
      // an invalid manifest (say, half-written) serves nothing until it is fixed
    }
    loaded = { stamp, entries: map };
    return map;
  }

  return {
    /**
     * The file at `path` (relative to the root, as the manifest writes it), or null when the
     * manifest does not list it or the file is missing on disk.
     */
    async find(path: string): Promise<MediaFile | null> {
      const entry = (await entries()).get(path);
      if (!entry) return null;
      const info = await stat(entry.absolutePath).catch(() => null);
      if (!info?.isFile()) return null;
      let sha = entry.sha256;
      if (sha === undefined) {
        const key = `${entry.absolutePath}:${info.size}:${info.mtimeMs}`;
        let pending = hashes.get(key);
        if (!pending) {
          pending = hashFile(entry.absolutePath);
          hashes.set(key, pending);
          pending.catch(() => hashes.delete(key));
        }
        sha = await pending;
      }
      return {
        absolutePath: entry.absolutePath,
        size: info.size,
        contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        etag: `"${sha}"`,
      };
    },
  };
}
