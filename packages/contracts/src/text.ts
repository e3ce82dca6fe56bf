/**
 * What the API does with characters that cannot be stored or shown (issue 17 §3), one rule for
 * every endpoint:
 *
 * - Free text a learner writes and we keep (card sides, set titles and descriptions, tags,
 *   answers, essays, transcripts, text to translate or import) is normalised by `text()`:
 *   C0 control characters other than tab, line feed and carriage return are removed (a NUL
 *   cannot be stored in PostgreSQL text; Word pastes vertical tabs), and a lone UTF-16 surrogate
 *   (half of a character, e.g. an emoji cut in two) becomes U+FFFD, as a UTF-8 encoder writes
 *   it. Nothing else changes, so the same input always gives the same stored text.
 * - Values that identify or authenticate (e-mail addresses, names of accounts, passwords, codes,
 *   tokens, time zones, words to look up, ids) are never changed: one holding such a character
 *   fails its own format check, a 400 that names the field (`isWellFormedText`).
 */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Removes C0 control characters other than tab, line feed and carriage return (NUL included). */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** True when `value` holds a C0 control character other than tab, LF and CR (NUL included). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** `value` with control characters removed and each lone surrogate replaced by U+FFFD. */
export function normaliseText(value: string): string {
  return stripControlCharacters(value).replace(LONE_SURROGATES, '\uFFFD');
}

/** True when `value` holds neither a control character (see above) nor a lone surrogate. */
export function isWellFormedText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * A string schema for free text that is kept: normalised first (normaliseText), then any
 * further checks chained on it (`.trim()`, `.min()`, `.max()`) see the normalised text.
 */
export function text() {
  return z.string().overwrite(normaliseText);
}
