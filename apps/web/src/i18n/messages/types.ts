/**
 * Shapes of the message catalogues (issue 18). The Vietnamese catalogue (messages/vi) is the
 * reference: its keys are the message ids, and the English one must have exactly the same keys
 * (`Translation<typeof vi>` rejects a missing or an extra key at compile time; the catalogue
 * test also compares them, and the ICU arguments of each pair, at run time).
 *
 * Each leaf is an ICU MessageFormat string (FormatJS): `{n}` is an argument,
 * `{n, plural, one {# card} other {# cards}}` a plural, `<b>…</b>` a rich-text tag.
 */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same keys as T, any text at the leaves: what a translation of T must provide. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** Every dotted path to a leaf of T: `'study.progress'`. */
export type LeafPath<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPath<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A catalogue flattened for FormatJS: dotted id → ICU message. */
export type FlatMessages = Record<string, string>;

/** Flattens a catalogue tree into dotted ids. */
export function flatten(tree: MessageTree, prefix = '', into: FlatMessages = {}): FlatMessages {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}
