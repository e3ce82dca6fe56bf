/**
 * Splits a WordNet gloss into its definition and its examples. A gloss is the definition,
 * then zero or more example sentences in double quotes separated by "; " (wndb(5): "gloss ...
 * may contain one or more example sentences"), e.g.
 * `move fast by using one's feet; "Don't run--you'll be late"; "run to the store!"`.
 * An example may be followed by its author (`"..." -Shakespeare`), which is dropped.
 */

export interface SplitGloss {
  definition: string;
  examples: string[];
}

/** The definition and the quoted examples of `gloss` (examples in order, without quotes). */
export function splitGloss(gloss: string): SplitGloss {
  const text = gloss.trim();
  // The examples start at the first quote that opens the gloss or follows "; ".
  const first = text.startsWith('"') ? 0 : text.indexOf('; "');
  if (first < 0) return { definition: stripTrailing(text), examples: [] };
  const definition = stripTrailing(text.slice(0, first));
  const examples = [...text.slice(first).matchAll(/"([^"]+)"/g)]
    .map((match) => match[1]!.trim())
    .filter((example) => example !== '');
  return { definition, examples };
}

function stripTrailing(text: string): string {
  return text.replace(/[\s;]+$/, '');
}
