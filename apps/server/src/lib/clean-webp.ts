/**
 * A card image that is already what lib/images.ts would store (issue 24 §2: an .apkg or CSV zip
 * exported here and imported again keeps the same image bytes): a WebP within the card limits
 * (UPLOAD_LIMITS: ≤ 10 MiB, ≤ 1024×1024 px), made only of the RIFF chunks that hold pixels
 * (`VP8 `, `VP8L`, `VP8X` without animation, `ALPH`: no EXIF, XMP, ICC, animation frames or
 * unknown chunks, nothing after the RIFF data), that sharp decodes completely with the same
 * options processImage uses. Such bytes are stored as they are; anything else goes through
 * processImage (re-encoded).
 */
import { UPLOAD_LIMITS, uploadMaxBytes } from '@app/contracts';
import sharp from 'sharp';
import { sniffImageFormat, type ProcessedImage } from './images.ts';

/** Chunks a still WebP's pixels need (Google's WebP container specification). */
const PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);
/** VP8X flags byte: animation (bit 1), XMP (2), EXIF (3), ICC (5). */
const VP8X_EXTRAS = 0b0010_1110;

/** True when the RIFF container holds only PIXEL_CHUNKS and its sizes add up exactly. */
export function onlyPixelChunks(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 20 || view.getUint32(4, true) !== bytes.length - 8) return false;
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    const id = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (!PIXEL_CHUNKS.has(id)) return false;
    if (id === 'VP8X' && (size < 1 || (bytes[at + 8]! & VP8X_EXTRAS) !== 0)) return false;
    at += 8 + size + (size % 2); // chunks are padded to an even size
  }
  return at === bytes.length;
}

/**
 * `bytes` as a stored card image when they are already a clean WebP (module header), else null
 * (the caller then runs processImage). Never throws.
 */
export async function keepCleanWebp(bytes: Uint8Array): Promise<ProcessedImage | null> {
  if (bytes.byteLength > uploadMaxBytes('card') || sniffImageFormat(bytes) !== 'webp') return null;
  if (!onlyPixelChunks(bytes)) return null;
  const options = { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' as const };
  try {
    const { info } = await sharp(bytes, options)
      .raw()
      .timeout({ seconds: 20 })
      .toBuffer({ resolveWithObject: true });
    const max = UPLOAD_LIMITS.cardImageMaxSidePx;
    if (info.width > max || info.height > max) return null;
    return { body: bytes, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    return null;
  }
}
