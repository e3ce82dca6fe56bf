/**
 * What an uploaded file is, from its bytes (issue 7 §7: "detect the format from the bytes, not
 * from the name alone"): a zip (local file header `PK\x03\x04`, or the end record of an empty
 * zip `PK\x05\x06`) is read as an Anki package whatever its name; anything else must be UTF-8
 * text without NUL, read as CSV when the name ends in .csv and as Quizlet text otherwise. A file
 * named .apkg/.colpkg that is not a zip, a known binary kind (PNG, JPEG, …) and text that is not
 * UTF-8 are refused with a message saying so.
 */
import type { OtherFileKind } from '@app/contracts';
import { refusalError } from './refusal.ts';

export type DetectedFile = { kind: 'anki' } | { kind: 'csv' | 'quizlet'; text: string };

/** Signatures of common files that are none of the accepted kinds, for a clearer message. */
const OTHER_KINDS: [signature: number[], kind: OtherFileKind][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'png'],
  [[0xff, 0xd8, 0xff], 'jpeg'],
  [[0x47, 0x49, 0x46, 0x38], 'gif'],
  [[0x25, 0x50, 0x44, 0x46], 'pdf'],
  [[0x1f, 0x8b], 'gzip'],
  [[0x28, 0xb5, 0x2f, 0xfd], 'zstd'],
  [[0x52, 0x61, 0x72, 0x21], 'rar'],
  [[0x37, 0x7a, 0xbc, 0xaf], '7z'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'office'],
  [[0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66], 'sqlite'],
];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** True when `bytes` start like a zip archive (a local file header or an empty zip's end). */
export function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
}

/** The extension of `fileName` in lower case without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * Classifies an uploaded file: `{ kind: 'anki' }` for a zip, else its text (BOM kept, the
 * parsers drop it) with 'csv' for a .csv name and 'quizlet' for any other.
 * @throws AppError 400 VALIDATION_ERROR with reason otherFileKind (a PNG, PDF, … under
 *   any name), notZip (any other .apkg/.colpkg that is not a zip) or notUtf8 (other binary data).
 */
export function detectFile(fileName: string, bytes: Uint8Array): DetectedFile {
  if (isZip(bytes)) return { kind: 'anki' };
  const other = OTHER_KINDS.find(([signature]) => startsWith(bytes, signature));
  if (other) {
    throw refusalError('otherFileKind', { kind: other[1] });
  }
  const extension = extensionOf(fileName);
  if (extension === 'apkg' || extension === 'colpkg') {
    throw refusalError('notZip');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw refusalError('notUtf8');
  }
  if (text.includes('\u0000')) {
    throw refusalError('notUtf8');
  }
  return { kind: extension === 'csv' ? 'csv' : 'quizlet', text };
}
