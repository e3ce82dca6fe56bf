/** Checks on free text shared by the schemas (a NUL cannot be stored in a PostgreSQL text). */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Removes C0 control characters other than tab and newline (NUL included). */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** True when `value` holds a C0 control character other than tab and newline (NUL included). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}
