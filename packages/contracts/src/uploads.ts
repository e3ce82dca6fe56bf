/**
 * Image upload rules shared by server and web (issue 7 §2): the size limits, the formats
 * accepted and the Vietnamese texts of a refused upload. The server checks every upload by
 * its bytes (magic numbers), never by its name or the browser's type; the web may check the
 * same limits first to answer at once with the same text.
 * This module holds constants only (no zod), so any screen can import it cheaply.
 */

/** The kinds of image a learner uploads. */
export type UploadImageKind = 'avatar' | 'card';

/** Size limits of an uploaded image: bytes of the upload, pixels of the decoded image. */
export const UPLOAD_LIMITS = {
  /** Largest avatar upload, in bytes (4 MiB; spec: "Kích thước ảnh phải nhỏ hơn 4MB"). */
  avatarMaxBytes: 4 * 1024 * 1024,
  /** Largest card image upload, in bytes (10 MiB: a phone photo fits). */
  cardImageMaxBytes: 10 * 1024 * 1024,
  /** Largest decoded image, in pixels (width × height); guards against decompression bombs. */
  maxInputPixels: 40_000_000,
  /** Side of the stored avatar, in px: the upload is cover-cropped to this square. */
  avatarSizePx: 256,
  /** Longest side of a stored card image, in px: larger uploads are scaled down to fit. */
  cardImageMaxSidePx: 1024,
} as const;

/** MIME types of the formats accepted (GIF: its first frame only); for an input's `accept`. */
export const UPLOAD_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;

/** Vietnamese texts of a refused upload. */
export const UPLOAD_MESSAGES = {
  /** Not a JPEG, PNG, WebP or GIF by its bytes (spec text). */
  notImage: 'Vui lòng chọn file ảnh',
  /** An avatar over UPLOAD_LIMITS.avatarMaxBytes (spec text). */
  avatarTooLarge: 'Kích thước ảnh phải nhỏ hơn 4MB',
  /** A card image over UPLOAD_LIMITS.cardImageMaxBytes. */
  cardImageTooLarge: 'Kích thước ảnh phải nhỏ hơn 10MB',
  /** Decoded dimensions over UPLOAD_LIMITS.maxInputPixels. */
  tooManyPixels: 'Ảnh có độ phân giải quá lớn (tối đa 40 megapixel). Vui lòng chọn ảnh nhỏ hơn.',
  /** The header says image, but the image cannot be decoded (damaged or truncated). */
  unreadable: 'Không đọc được file ảnh. Có thể file đã bị hỏng, vui lòng chọn ảnh khác.',
} as const;

/** Largest upload of `kind`, in bytes. */
export function uploadMaxBytes(kind: UploadImageKind): number {
  return kind === 'avatar' ? UPLOAD_LIMITS.avatarMaxBytes : UPLOAD_LIMITS.cardImageMaxBytes;
}

/** The text for an upload of `kind` over its byte limit. */
export function uploadTooLargeMessage(kind: UploadImageKind): string {
  return kind === 'avatar' ? UPLOAD_MESSAGES.avatarTooLarge : UPLOAD_MESSAGES.cardImageTooLarge;
}
