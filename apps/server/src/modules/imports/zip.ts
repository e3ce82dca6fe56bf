/**
 * Reading an uploaded zip in memory with fflate's streaming Unzip, so that a hostile archive
 * costs nothing (issue 7 §7):
 * - entry names that could escape a folder (`../x`, `/x`, `C:x`, backslashes, NUL) refuse the
 *   whole archive, although nothing is ever written to disk;
 * - the declared uncompressed sizes of all entries, and the bytes actually inflated, are each
 *   capped (`maxTotalBytes`): every entry is inflated to count it (a header may lie), only the
 *   wanted ones are kept, and inflating stops as soon as the cap is crossed, or as soon as an
 *   entry inflates past the size its header declared (then the archive is called corrupt). The
 *   archive is fed to fflate PUSH_BYTES at a time, so one step inflates at most ~1032 ×
 *   PUSH_BYTES (DEFLATE's largest ratio) past either limit;
 * - unknown compression methods, encrypted or truncated entries answer "corrupt".
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { ImportRefusalReason } from '@app/contracts';
import type { AppError } from '../../lib/errors.ts';
import { refusalError } from './refusal.ts';

/** Compressed bytes handed to fflate per step. */
const PUSH_BYTES = 16 * 1024;

export interface ZipReadOptions {
  /**
   * Entries to return, by exact name or a test of the name (the first of duplicates wins).
   * Every entry counts in `maxTotalBytes` whether it is kept or not.
   */
  wanted: ReadonlySet<string> | ((name: string) => boolean);
  /** Cap, in bytes, on the sum of declared sizes and on the sum of inflated sizes. */
  maxTotalBytes: number;
}

export interface ZipContents {
  /** Every entry name in archive order. */
  names: string[];
  /** The wanted entries found, inflated. */
  files: Map<string, Uint8Array>;
}

/**
 * True when a zip entry name stays inside the folder it is extracted to: relative, forward
 * slashes only, no `..` segment, no drive letter, no NUL (the zip spec's APPNOTE 4.4.17 rules).
 */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.includes('\\') || name.includes('\u0000')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').some((segment) => segment === '..');
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Reads the zip `bytes` (wholly in memory; nothing touches the disk).
 * @returns every entry name and the wanted entries' contents.
 * @throws AppError 400 VALIDATION_ERROR: reason unsafeZipEntry (a path-traversal
 *   name), zipTooLarge (declared or inflated sizes past `maxTotalBytes`), corruptZip (bad or
 *   truncated data, an entry larger than declared, unsupported compression or encryption).
 */
export function readZip(bytes: Uint8Array, options: ZipReadOptions): ZipContents {
  const names: string[] = [];
  const files = new Map<string, Uint8Array>();
  const open = new Set<string>();
  let declared = 0;
  let inflated = 0;
  let failure: AppError | null = null;
  const fail = (reason: ImportRefusalReason) => {
    failure ??= refusalError(reason);
  };

  const onFile = (file: UnzipFile) => {
    if (failure) return;
    if (!isSafeEntryName(file.name)) return fail('unsafeZipEntry');
    names.push(file.name);
    declared += file.originalSize ?? 0;
    if (declared > options.maxTotalBytes) return fail('zipTooLarge');
    const wanted =
      typeof options.wanted === 'function'
        ? options.wanted(file.name)
        : options.wanted.has(file.name);
    const keep = wanted && !files.has(file.name) && !open.has(file.name);
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (keep) open.add(file.name);
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) return fail('corruptZip');
      inflated += chunk.length;
      size += chunk.length;
      // more than its header declared: the header lies (a bomb in disguise), stop here
      if (file.originalSize !== undefined && size > file.originalSize) {
        return fail('corruptZip');
      }
      if (inflated > options.maxTotalBytes) return fail('zipTooLarge');
      if (!keep) return;
      chunks.push(chunk);
      if (final) {
        files.set(file.name, concat(chunks, size));
        open.delete(file.name);
      }
    };
    file.start();
  };

  try {
    const unzip = new Unzip(onFile);
    unzip.register(UnzipInflate);
    for (let offset = 0; offset < bytes.length && !failure; offset += PUSH_BYTES) {
      const end = Math.min(offset + PUSH_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    fail('corruptZip');
  }
  if (failure) throw failure;
  // a wanted entry that never reached its end: the archive was cut short
  if (open.size > 0) throw refusalError('corruptZip');
  return { names, files };
}
