/**
 * British → American spelling variants (issue 9: IELTS uses British spelling, while the CMU
 * Pronouncing Dictionary and parts of WordNet know only the American one: "analyse" has no CMU
 * pronunciation, "analyze" has). The offline dictionary tries these variants only when the word
 * itself is not found, and keeps a variant only when the lexicon knows it, so an over-eager rule
 * costs nothing ("four" is found before "-our → -or" could make it "for").
 *
 * Rules (each applied at the end of the word, with its inflections), from the regular
 * differences listed in the Oxford and Merriam-Webster style guides:
 *   -ise, -isation → -ize, -ization     organise → organize, organisation → organization
 *   -yse → -yze                         analyse → analyze, analysed → analyzed
 *   -our → -or                          colour → color, behaviours → behaviors
 *   -tre → -ter                         centre → center, theatres → theaters
 *   -ogue → -og                         catalogue → catalog
 *   -ence → -ense                       defence → defense, licence → license
 *   -ll- before -ed/-ing/-er → -l-      travelled → traveled, cancelling → canceling
 */

const RULES: readonly (readonly [RegExp, string])[] = [
  [/is(e|es|ed|ing|er|ers|ation|ations)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/our(s|ed|ing|ite|ites|ful|less|able)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
  [/ogue(s)?$/, 'og$1'],
  [/ence(s)?$/, 'ense$1'],
  [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
];

/**
 * American spellings of a (possibly British) `word`, in rule order, without the word itself;
 * [] when no rule applies. Each word of a phrase is handled on its own ending only: the rules
 * look at the end of the whole string.
 */
export function americanSpellings(word: string): string[] {
  const variants: string[] = [];
  for (const [pattern, replacement] of RULES) {
    if (!pattern.test(word)) continue;
    const variant = word.replace(pattern, replacement);
    if (variant !== word && !variants.includes(variant)) variants.push(variant);
  }
  return variants;
}
