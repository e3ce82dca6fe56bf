/**
 * Words the dictionary is asked about: a typed query made tidy, and the one word of a text
 * selection that Quick Define looks up (spec §5: it needs exactly one word selected).
 */

/** The query as the dictionary takes it: trimmed, inner runs of spaces made one. */
export function normalizeQuery(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

/** One word: letters, joined by single apostrophes or hyphens (don't, well-being). */
const ONE_WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u;

/**
 * The single word of a selection, without the punctuation a double click or a drag may take
 * along ("mouse," → "mouse"); null when the selection is empty or holds more than one word.
 */
export function singleWord(selection: string): string | null {
  const trimmed = selection.trim().replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
  return ONE_WORD.test(trimmed) ? trimmed : null;
}
