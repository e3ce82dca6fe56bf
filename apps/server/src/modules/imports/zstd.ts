/**
 * Zstandard decompression with a byte cap, for the zstd layers of Anki's newer package layout
 * (collection.anki21b and the `media` map; Anki: rslib/src/import_export/package/meta.rs).
 *
 * fzstd decodes; this module only bounds what it may cost. fzstd allocates each frame's window
 * (up to 2 GB) from the frame header before decoding a byte, so every frame header is checked
 * first by walking the frame layout of RFC 8878 §3.1 (headers and block headers only; the
 * blocks themselves are fzstd's), and the output is counted as it streams out, stopping at the
 * cap.
 */
import { Decompress } from 'fzstd';
import { refusalError } from './refusal.ts';

const ZSTD_MAGIC = 0xfd2fb528;
/** Skippable frames: magic 0x184D2A50 to 0x184D2A5F (RFC 8878 §3.1.2). */
const SKIPPABLE_MASK = 0xfffffff0;
const SKIPPABLE_MAGIC = 0x184d2a50;
/** Compressed bytes handed to fzstd per step. */
const PUSH_BYTES = 64 * 1024;

class CapExceeded extends Error {}

const corrupt = () => refusalError('corruptCollection');
const tooLarge = () => refusalError('zipTooLarge');

function u32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) throw corrupt();
  return (
    (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0
  );
}

function littleEndian(bytes: Uint8Array, at: number, size: number): number {
  if (at + size > bytes.length) throw corrupt();
  let value = 0;
  for (let i = size - 1; i >= 0; i -= 1) value = value * 256 + bytes[at + i]!;
  return value;
}

/**
 * Checks that no frame of `bytes` declares a window (or, single-segment, a content size)
 * above `maxBytes`, walking frames and block headers without decoding.
 * @throws AppError 400 VALIDATION_ERROR: zipTooLarge for a window past the cap,
 *   corruptCollection for a layout that is not zstd.
 */
export function checkZstdFrames(bytes: Uint8Array, maxBytes: number): void {
  let at = 0;
  if (bytes.length === 0) throw corrupt();
  while (at < bytes.length) {
    const magic = u32(bytes, at);
    if ((magic & SKIPPABLE_MASK) >>> 0 === SKIPPABLE_MAGIC) {
      at += 8 + u32(bytes, at + 4);
      continue;
    }
    if (magic !== ZSTD_MAGIC || at + 5 > bytes.length) throw corrupt();
    const descriptor = bytes[at + 4]!;
    const contentSizeFlag = descriptor >> 6;
    const singleSegment = (descriptor >> 5) & 1;
    const checksum = (descriptor >> 2) & 1;
    const dictionaryBytes = [0, 1, 2, 4][descriptor & 3]!;
    if (descriptor & 8) throw corrupt(); // reserved bit
    at += 5;
    let window = 0;
    if (!singleSegment) {
      const windowDescriptor = littleEndian(bytes, at, 1);
      const base = 2 ** (10 + (windowDescriptor >> 3));
      window = base + (base / 8) * (windowDescriptor & 7);
      at += 1;
    }
    at += dictionaryBytes;
    const contentSizeBytes = [singleSegment, 2, 4, 8][contentSizeFlag]!;
    if (contentSizeBytes > 0) {
      const size = littleEndian(bytes, at, contentSizeBytes) + (contentSizeFlag === 1 ? 256 : 0);
      if (singleSegment) window = size;
      if (size > maxBytes) throw tooLarge();
      at += contentSizeBytes;
    }
    if (window > maxBytes) throw tooLarge();
    for (let last = 0; !last;) {
      const header = littleEndian(bytes, at, 3);
      last = header & 1;
      const type = (header >> 1) & 3;
      if (type === 3) throw corrupt();
      at += 3 + (type === 1 ? 1 : header >>> 3);
    }
    at += checksum * 4;
  }
  if (at !== bytes.length) throw corrupt();
}

/**
 * Decompresses zstd `bytes` (one or more frames) into at most `maxBytes` bytes.
 * @throws AppError 400 VALIDATION_ERROR: zipTooLarge when a frame declares or the output
 *   reaches more than `maxBytes`, corruptCollection when the data is not valid zstd.
 */
export function decompressZstd(bytes: Uint8Array, maxBytes: number): Uint8Array {
  checkZstdFrames(bytes, maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Decompress((chunk) => {
    size += chunk.length;
    if (size > maxBytes) throw new CapExceeded();
    chunks.push(chunk);
  });
  try {
    for (let offset = 0; offset < bytes.length; offset += PUSH_BYTES) {
      const end = Math.min(offset + PUSH_BYTES, bytes.length);
      stream.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    throw error instanceof CapExceeded ? tooLarge() : corrupt();
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
