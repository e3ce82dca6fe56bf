/**
 * Uploaded images (issue 7 §2; DESIGN.md: "uploads checked by magic bytes and re-encoded").
 * An upload is judged by its bytes only, never by its file name or the browser's type:
 *  1. the byte limit of its kind (avatar 4 MiB, card image 10 MiB: UPLOAD_LIMITS);
 *  2. its magic number must be JPEG, PNG, WebP or GIF — anything else (SVG, HEIC, TIFF, PDF,
 *     text…) is refused before any decoder sees it, so libvips only ever parses these four;
 *  3. sharp must read the same format from the header, with at most 40 megapixels
 *     (decompression bombs are refused from the header, before decoding);
 *  4. it is decoded (GIF and animated WebP: first frame), turned upright by its EXIF
 *     orientation, resized (avatar: cover-cropped to 256×256 px; card: fitted inside
 *     1024×1024 px, never enlarged) and re-encoded to WebP with no metadata at all (no EXIF, no
 *     GPS, no XMP, no ICC profile: colours are converted to sRGB).
 * Refusals are AppErrors carrying the Vietnamese texts of UPLOAD_MESSAGES (@app/contracts).
 */
import {
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadMaxBytes,
  uploadTooLargeMessage,
  type UploadImageKind,
} from '@app/contracts';
import sharp from 'sharp';
import { AppError } from './errors.ts';

/** The formats accepted, as sniffed from the bytes (sharp's names for them). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** A re-encoded image, ready for Storage.put. */
export interface ProcessedImage {
  /** WebP bytes. */
  body: Uint8Array;
  contentType: 'image/webp';
  /** Width of the stored image, in px. */
  width: number;
  /** Height of the stored image, in px. */
  height: number;
}

/** WebP quality (1–100) of stored images: visually clean at a fraction of a JPEG's bytes. */
const WEBP_QUALITY = 80;
/** Longest processing allowed for one image, in seconds, before sharp gives up. */
const PROCESS_TIMEOUT_SECONDS = 20;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: { format: ImageFormat; parts: { offset: number; bytes: number[] }[] }[] = [
  { format: 'jpeg', parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  {
    format: 'png',
    parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  { format: 'gif', parts: [{ offset: 0, bytes: ascii('GIF87a') }] },
  { format: 'gif', parts: [{ offset: 0, bytes: ascii('GIF89a') }] },
  {
    format: 'webp',
    parts: [
      { offset: 0, bytes: ascii('RIFF') },
      { offset: 8, bytes: ascii('WEBP') },
    ],
  },
];

/**
 * The image format named by the magic number at the start of `bytes`, or null when it is none
 * of JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A), GIF (GIF87a/GIF89a) or WebP
 * (RIFF….WEBP). Reads at most the first 12 bytes; never throws.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const match = SIGNATURES.find(({ parts }) =>
    parts.every(({ offset, bytes: signature }) => startsWith(bytes, signature, offset)),
  );
  return match?.format ?? null;
}

/**
 * Checks and re-encodes an uploaded image of `kind` ('avatar' or 'card') from its raw bytes.
 * Answers WebP bytes with their size in px: an avatar exactly 256×256 px (cover crop, centred;
 * a smaller upload is enlarged), a card image within 1024×1024 px (aspect kept, never
 * enlarged). The output carries no metadata (EXIF, GPS, XMP, ICC).
 * @throws AppError PAYLOAD_TOO_LARGE (413) when the upload is over its kind's byte limit
 *   (UPLOAD_LIMITS: 4 MiB avatar, 10 MiB card) or its header claims more than 40 megapixels;
 *   AppError VALIDATION_ERROR (400) when the bytes are not a JPEG, PNG, WebP or GIF, or cannot
 *   be decoded (damaged, truncated, too slow to process).
 */
export async function processImage(
  bytes: Uint8Array,
  kind: UploadImageKind,
): Promise<ProcessedImage> {
  if (bytes.byteLength > uploadMaxBytes(kind)) {
    throw refusal('PAYLOAD_TOO_LARGE', uploadTooLargeMessage(kind));
  }
  const format = sniffImageFormat(bytes);
  if (format === null) throw refusal('VALIDATION_ERROR', UPLOAD_MESSAGES.notImage);

  const image = sharp(bytes, {
    // Refuses, from the header, any image larger than this before decoding a pixel.
    limitInputPixels: UPLOAD_LIMITS.maxInputPixels,
    // Damaged data aborts; the minor warnings common in phone JPEGs do not.
    failOn: 'error',
    // Only the first frame of a GIF or an animated WebP.
    pages: 1,
  });
  const metadata = await image.metadata().catch((error: unknown) => {
    throw decodeRefusal(error);
  });
  // The decoder must agree with the magic number (e.g. no SVG with a PNG header).
  if (metadata.format !== format) throw refusal('VALIDATION_ERROR', UPLOAD_MESSAGES.notImage);
  if (metadata.width * metadata.height > UPLOAD_LIMITS.maxInputPixels) {
    throw refusal('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels);
  }

  const sized =
    kind === 'avatar'
      ? image.autoOrient().resize(UPLOAD_LIMITS.avatarSizePx, UPLOAD_LIMITS.avatarSizePx, {
          fit: 'cover',
          position: 'centre',
        })
      : image
          .autoOrient()
          .resize(UPLOAD_LIMITS.cardImageMaxSidePx, UPLOAD_LIMITS.cardImageMaxSidePx, {
            fit: 'inside',
            withoutEnlargement: true,
          });
  // sharp writes no metadata unless asked (keepMetadata/withMetadata), and converts to sRGB.
  const { data, info } = await sized
    .webp({ quality: WEBP_QUALITY })
    .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw decodeRefusal(error);
    });
  return {
    body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
  };
}

function refusal(code: 'VALIDATION_ERROR' | 'PAYLOAD_TOO_LARGE', message: string): AppError {
  return new AppError(code, { message });
}

/** The AppError for a sharp failure on untrusted bytes: too many pixels, or unreadable. */
function decodeRefusal(error: unknown): AppError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return refusal('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels);
  return refusal('VALIDATION_ERROR', UPLOAD_MESSAGES.unreadable);
}
