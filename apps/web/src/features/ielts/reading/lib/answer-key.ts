/**
 * An answer key written for people (content/ielts/schema.ts: alternatives separated by '/',
 * optional words in '(…)'): "sunlight/(winter) sunshine" reads "sunlight hoặc (winter)
 * sunshine" with "(winter)" marked optional.
 */
import { translate } from '../../../../i18n/translate.ts';

/** A run of a key's text; `optional` for words the answer may leave out. */
export interface KeyPart {
  text: string;
  optional: boolean;
}

/** The key's alternatives, each split into required and optional runs. */
export function keyAlternatives(key: string): KeyPart[][] {
  return key
    .split('/')
    .map((alternative) =>
      alternative
        .split(/(\([^)]*\))/)
        .filter((piece) => piece.trim() !== '')
        .map((piece) =>
          piece.startsWith('(') && piece.endsWith(')')
            ? { text: piece, optional: true }
            : { text: piece.trim(), optional: false },
        ),
    )
    .filter((parts) => parts.length > 0);
}

/** The key as plain text: "sunlight hoặc (winter) sunshine" (alternatives joined by `or`). */
export function readableKey(key: string, or: string = translate('reading.review.or')): string {
  return keyAlternatives(key)
    .map((parts) => parts.map((p) => p.text.trim()).join(' '))
    .join(or);
}

/** True when some alternative of the key has optional words. */
export function hasOptionalWords(key: string): boolean {
  return keyAlternatives(key).some((parts) => parts.some((p) => p.optional));
}
