/**
 * File storage provider (DESIGN.md "Offline and online providers"): one interface, two
 * implementations chosen by STORAGE_DRIVER — local disk under DATA_DIR/files (default,
 * local-storage.ts) or an S3-compatible bucket (s3-storage.ts); create-storage.ts picks one.
 *
 * Keys are built by the server, never taken from a request. Layout:
 *   users/<userId>/avatars/<uuid>.webp   a learner's avatar
 *   users/<userId>/cards/<uuid>.webp     an image on one of the learner's cards
 * so deleting an account is `deletePrefix('users/<userId>/', { keep })`, keeping the files other
 * learners' cards still show.
 *
 * Every key is checked here before any implementation uses it (assertValidKey), so no key can
 * leave the storage root: only `[A-Za-z0-9/_.-]`, at most 1,024 characters, no leading or
 * trailing `/`, no empty segment (`//`), no segment starting with `.` (so neither `.` nor `..`,
 * and the local driver's own `.tmp/` and `.meta/` folders are out of reach).
 */

export interface StoredObject {
  /** The bytes as written. */
  body: Uint8Array;
  /** The content type given to put(), e.g. `image/webp`. */
  contentType: string;
  /** Length of body, in bytes. */
  size: number;
  /** A strong ETag for the bytes, quoted (`"…"`), usable in an HTTP ETag header. */
  etag: string;
}

export interface Storage {
  /** Writes bytes under key (overwrites). */
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes key; no error if absent. */
  delete(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with prefix (e.g. `users/<id>/`) except the keys in
   * `keep`; answers how many were removed.
   */
  deletePrefix(prefix: string, options?: DeletePrefixOptions): Promise<number>;
}

export interface DeletePrefixOptions {
  /** Keys under the prefix that stay. */
  keep?: ReadonlySet<string>;
}

/** Longest key accepted, in characters (S3 allows 1,024 bytes; every allowed character is one byte). */
const MAX_KEY_LENGTH = 1024;

const KEY_CHARACTERS = /^[A-Za-z0-9/_.-]+$/;

/** A key or prefix that breaks the rules above: a programming error, never the learner's. */
export class InvalidStorageKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** The reason `value` breaks the shared rules, or null when it keeps them. */
function ruleBroken(value: string): string | null {
  if (value.length === 0) return 'it is empty';
  if (value.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (!KEY_CHARACTERS.test(value)) return 'only A-Z, a-z, 0-9, "/", "_", "." and "-" are allowed';
  if (value.startsWith('/')) return 'it starts with "/"';
  if (value.includes('..')) return 'it contains ".."';
  return null;
}

/**
 * Checks a full object key (e.g. `users/42/avatars/0b6e….webp`).
 * @throws InvalidStorageKeyError when the key breaks a rule of this module's header.
 */
export function assertValidKey(key: string): void {
  const reason =
    ruleBroken(key) ??
    (key.endsWith('/') ? 'it ends with "/"' : null) ??
    segmentRuleBroken(key.split('/'));
  if (reason !== null) throw new InvalidStorageKeyError(key, reason);
}

/**
 * Checks a prefix for deletePrefix: the key rules, except that it may end with `/` (and then
 * names a whole folder, e.g. `users/42/`); its last segment may be partial (`users/4` matches
 * `users/42/…` and `users/43/…`).
 * @throws InvalidStorageKeyError when the prefix breaks a rule (an empty prefix is refused:
 *   it would match every object).
 */
export function assertValidPrefix(prefix: string): void {
  const segments = prefix.split('/');
  if (prefix.endsWith('/')) segments.pop();
  const reason = ruleBroken(prefix) ?? segmentRuleBroken(segments);
  if (reason !== null) throw new InvalidStorageKeyError(prefix, reason);
}

/**
 * Checks a content type given to put(): 1 to 255 printable ASCII characters (it becomes an HTTP
 * header, so no line break can slip in).
 * @throws Error naming the key when it is not.
 */
export function assertValidContentType(contentType: string, key: string): void {
  if (!/^[\x21-\x7e][\x20-\x7e]{0,254}$/.test(contentType)) {
    throw new Error(`Invalid content type ${JSON.stringify(contentType)} for storage key ${key}`);
  }
}

function segmentRuleBroken(segments: string[]): string | null {
  if (segments.some((segment) => segment.length === 0)) return 'it has an empty segment ("//")';
  if (segments.some((segment) => segment.startsWith('.'))) return 'a segment starts with "."';
  return null;
}
