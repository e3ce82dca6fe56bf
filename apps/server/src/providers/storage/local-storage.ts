/**
 * Local disk storage (the default): object `<key>` is the file `<root>/<key>` (root is
 * DATA_DIR/files), its content type is kept beside it in `<root>/.meta/<key>.json`. Every
 * write goes to `<root>/.tmp/` first, is flushed, and is renamed into place, so a reader sees
 * the old bytes or the new ones, never half a file. Keys are validated (storage.ts) and the
 * resolved path is checked to lie under root, so nothing outside root is ever read or written.
 * No key can reach `.tmp/` or `.meta/` (a key segment never starts with ".").
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  assertValidContentType,
  assertValidKey,
  assertValidPrefix,
  type DeletePrefixOptions,
  type Storage,
  type StoredObject,
} from './storage.ts';

const TMP_DIR = '.tmp';
const META_DIR = '.meta';
/** A temporary file older than this (ms) was left by a crash and is removed at open. */
const STALE_TMP_MS = 60 * 60 * 1000;
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

interface MetaFile {
  contentType: string;
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

export class LocalStorage implements Storage {
  /** Absolute root directory (DATA_DIR/files). */
  readonly root: string;

  private constructor(root: string) {
    this.root = resolve(root);
  }

  /**
   * Opens (creating if needed) the storage rooted at `root`, and removes temporary files more
   * than an hour old (left by a crash mid-write).
   * @throws the file system's error when root cannot be created.
   */
  static async open(root: string): Promise<LocalStorage> {
    const storage = new LocalStorage(root);
    await mkdir(join(storage.root, TMP_DIR), { recursive: true });
    await storage.removeStaleTemporaryFiles();
    return storage;
  }

  /**
   * Writes `body` under `key` atomically (replacing any object there).
   * @throws InvalidStorageKeyError for a bad key; Error for a content type that is empty, over
   *   255 characters or not printable ASCII; the file system's error (e.g. ENOSPC).
   */
  async put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void> {
    assertValidKey(key);
    assertValidContentType(options.contentType, key);
    // Meta first: a crash in between leaves a meta file without an object, which get() and
    // deletePrefix() ignore; an overwrite with another type may show the new type with the old
    // bytes for that instant (keys are fresh UUIDs, so the app never overwrites).
    const meta: MetaFile = { contentType: options.contentType };
    await this.writeAtomic(this.metaPath(key), JSON.stringify(meta));
    await this.writeAtomic(this.objectPath(key), body);
  }

  /**
   * The object under `key` with an ETag of its bytes (`"<md5 hex>"`, what S3 gives a plain
   * upload, so ETags survive a move between drivers), or null when there is none.
   * @throws InvalidStorageKeyError for a bad key; the file system's error other than "absent".
   */
  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    let body: Buffer;
    try {
      body = await readFile(this.objectPath(key));
    } catch (error) {
      if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes(errorCode(error) ?? '')) return null;
      throw error;
    }
    let contentType = FALLBACK_CONTENT_TYPE;
    try {
      const meta = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as Partial<MetaFile>;
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
    }
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    return { body: bytes, contentType, size: body.byteLength, etag };
  }

  /**
   * Removes the object under `key`; nothing happens when there is none.
   * @throws InvalidStorageKeyError for a bad key; the file system's error other than "absent".
   */
  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.removeFile(this.objectPath(key));
    await this.removeFile(this.metaPath(key));
  }

  /**
   * Removes every object whose key starts with `prefix` (except `options.keep`), and the folders
   * left empty under it. Answers the number of objects removed.
   * @throws InvalidStorageKeyError for a bad or empty prefix; the file system's error.
   */
  async deletePrefix(prefix: string, options: DeletePrefixOptions = {}): Promise<number> {
    assertValidPrefix(prefix);
    const keep = options.keep ?? new Set<string>();
    // The deepest folder that holds every match: the prefix up to its last "/".
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const objects = this.inRoot(join(this.root, folder));
    const removed = await this.removeMatching(objects, folder, prefix, keep, (key) => key);
    const metas = this.inRoot(join(this.root, META_DIR, folder));
    const metaKey = (key: string) => key.replace(/\.json$/, '');
    await this.removeMatching(metas, folder, prefix, keep, metaKey);
    if (folder !== '' && folder === prefix) {
      await this.removeEmptyFolder(objects);
      await this.removeEmptyFolder(metas);
    }
    return removed;
  }

  /**
   * Walks `dir` (holding the keys that start with `dirKey`) and removes every file whose object
   * key (`objectKey` of its key) starts with `prefix` and is not in `keep`, then each folder
   * left empty under it.
   * Names starting with "." are skipped. Answers how many files were removed.
   */
  private async removeMatching(
    dir: string,
    dirKey: string,
    prefix: string,
    keep: ReadonlySet<string>,
    objectKey: (fileKey: string) => string,
  ): Promise<number> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return 0;
      throw error;
    }
    let removed = 0;
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${dirKey}${entry.name}`;
      const path = join(dir, entry.name);
      if (entry.isDirectory() && `${key}/`.startsWith(prefix)) {
        removed += await this.removeMatching(path, `${key}/`, prefix, keep, objectKey);
        await this.removeEmptyFolder(path);
      } else if (entry.isFile() && objectKey(key).startsWith(prefix) && !keep.has(objectKey(key))) {
        await this.removeFile(path);
        removed += 1;
      }
    }
    return removed;
  }

  /** Writes `data` to a temporary file, flushes it, and renames it to `target`. */
  private async writeAtomic(target: string, data: Uint8Array | string): Promise<void> {
    const temporary = join(this.root, TMP_DIR, randomUUID());
    await writeFile(temporary, data, { flush: true });
    try {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(temporary, target);
      } catch (error) {
        // A concurrent deletePrefix removed the folder between mkdir and rename: once more.
        if (errorCode(error) !== 'ENOENT') throw error;
        await mkdir(dirname(target), { recursive: true });
        await rename(temporary, target);
      }
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  private async removeFile(path: string): Promise<void> {
    try {
      await unlink(path);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return;
      // macOS answers EPERM for unlink on a folder: a folder is not an object, so no error.
      if (code === 'EPERM' && (await stat(path)).isDirectory()) return;
      throw error;
    }
  }

  private async removeEmptyFolder(path: string): Promise<void> {
    try {
      await rmdir(path);
    } catch (error) {
      if (!['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(errorCode(error) ?? '')) throw error;
    }
  }

  private async removeStaleTemporaryFiles(): Promise<void> {
    const dir = join(this.root, TMP_DIR);
    const cutoff = Date.now() - STALE_TMP_MS;
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      try {
        if ((await stat(path)).mtimeMs < cutoff) await rm(path, { force: true });
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error;
      }
    }
  }

  private objectPath(key: string): string {
    return this.inRoot(join(this.root, key));
  }

  private metaPath(key: string): string {
    return this.inRoot(join(this.root, META_DIR, `${key}.json`));
  }

  /** `path` made absolute, after checking it lies under root (defence behind the key checks). */
  private inRoot(path: string): string {
    const absolute = resolve(path);
    const rel = relative(this.root, absolute);
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
      throw new Error(`Storage path escapes its root: ${path}`);
    }
    return absolute;
  }
}
