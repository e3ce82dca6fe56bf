/**
 * Lemmas of an English word form for the offline translator's glossary look-ups (issue 18 §4:
 * "went" → go, "children" → child): the form itself, then the base forms WordNet's exception
 * lists give for irregular forms (the same lists the offline dictionary's morphy uses), then the
 * regular inflections undone (-s, -es, -ies, -ed, -ied, -ing, 's).
 */
import exceptionLists from '../dictionary/offline/wordnet-exceptions.json' with { type: 'json' };

/** Irregular form → its base forms, over the four exception lists (nouns, verbs, adjectives, adverbs). */
const IRREGULAR: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const lines of [
    exceptionLists.noun,
    exceptionLists.verb,
    exceptionLists.adj,
    exceptionLists.adv,
  ]) {
    for (const line of lines) {
      const [form, ...bases] = line.split(' ');
      if (!form || bases.length === 0) continue;
      const known = map.get(form) ?? [];
      for (const base of bases) if (!known.includes(base)) known.push(base);
      map.set(form, known);
    }
  }
  return map;
})();

/** Candidate lemmas of an English word form (lowercase), the exact form first. */
export function lemmaCandidates(word: string): string[] {
  const out = [word, ...(IRREGULAR.get(word) ?? [])];
  const strip = (n: number) => word.slice(0, -n);
  const doubled = (stem: string) => /([b-df-hj-np-tv-z])\1$/.test(stem);
  if (word.endsWith("'s")) out.push(strip(2));
  if (word.length > 4 && word.endsWith('ies')) out.push(`${strip(3)}y`);
  if (word.length > 3 && word.endsWith('es')) out.push(strip(2));
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) out.push(strip(1));
  if (word.length > 4 && word.endsWith('ied')) out.push(`${strip(3)}y`);
  for (const suffix of ['ed', 'ing']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const stem = strip(suffix.length);
      out.push(stem, `${stem}e`);
      if (doubled(stem)) out.push(stem.slice(0, -1));
    }
  }
  return [...new Set(out)];
}
