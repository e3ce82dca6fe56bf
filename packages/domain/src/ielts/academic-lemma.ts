/**
 * Finding the Academic Word List headword of a word (writing-feedback.ts, issue 10), with a light
 * stemmer written for this project: no dictionary, no part of speech.
 *
 * The AWL (Coxhead, 2000) lists 570 word families by headword ("analyse", "environment",
 * "significant"). A word counts as academic when the word itself, or a form reached by removing
 * at most three suffixes, is a headword. Each rule replaces an ending by one of a few endings,
 * tried in order (table `RULES`): plural and possessive -s/-es/-ies/'s, -ed/-ied, -ing, -ly/-ily/
 * -ally, -ication/-ation/-ition/-ion, -ability/-ibility/-ity, -ical/-ic, -al, -ment, -ness, -ive,
 * -ance/-ence/-ancy/-ency, -age, -er/-or; a doubled final consonant left by -ed/-ing/-er is undone
 * ("committed" → "commit"). Forms shorter than three letters are not tried. British and American
 * spellings are the same word (spelling.ts): "analyzed" finds "analyse".
 *
 * Examples: "environmental" → environment, "economically" → economy, "significance" →
 * significant, "identification" → identify, "researchers" → research, "majority" → major.
 * Limits: irregular members of a family are not found ("analysis" for analyse, "criteria" for
 * criterion), nor words with prefixes ("unavailable").
 */
import { americanSpelling } from './spelling.ts';

/** [ending, replacements] in the order they are tried. */
const RULES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["'s", ['']],
  ['ies', ['y']],
  ['es', ['']],
  ['s', ['']],
  ['ied', ['y']],
  ['ed', ['', 'e']],
  ['ing', ['', 'e']],
  ['ily', ['y']],
  ['ally', ['al', '']],
  ['ly', ['']],
  ['ication', ['y']],
  ['ation', ['ate', 'e', '']],
  ['ition', ['e', '']],
  ['ion', ['e', '']],
  ['ability', ['able']],
  ['ibility', ['ible']],
  ['ity', ['', 'e']],
  ['ical', ['y', 'ic']],
  ['ic', ['y', '']],
  ['al', ['', 'e']],
  ['ment', ['']],
  ['ness', ['']],
  ['ive', ['e', '']],
  ['ance', ['ant', 'e', '']],
  ['ence', ['ent', 'e', '']],
  ['ancy', ['ant']],
  ['ency', ['ent']],
  ['age', ['']],
  ['er', ['', 'e']],
  ['or', ['', 'e']],
];

const MAX_STEPS = 3;
const MIN_LEMMA = 3;
const DOUBLED = /([b-df-hj-np-tv-z])\1$/;

/** Forms reached from `word` by one rule (and undoubling a final consonant). */
function oneStep(word: string): string[] {
  const out: string[] = [];
  for (const [ending, replacements] of RULES) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < 2) continue;
    for (const replacement of replacements) {
      if (stem.length + replacement.length >= MIN_LEMMA) out.push(stem + replacement);
    }
    if (DOUBLED.test(stem) && stem.length > MIN_LEMMA) out.push(stem.slice(0, -1));
  }
  return out;
}

/**
 * Candidate lemmas of a lowercase word, nearest first: the word, then the forms one suffix
 * away, then two, then three (duplicates removed).
 */
export function lemmaCandidates(word: string): string[] {
  const seen = new Set<string>([word]);
  let level = [word];
  for (let step = 0; step < MAX_STEPS && level.length > 0; step++) {
    const next: string[] = [];
    for (const form of level) {
      for (const candidate of oneStep(form)) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        next.push(candidate);
      }
    }
    level = next;
  }
  return [...seen];
}

/**
 * A function giving the AWL headword of a word, or null when none is found (see the module
 * docstring). `headwords`: the AWL headwords (any case; British or American spelling). Results are
 * memoised per word, so build one finder per essay or per headword set.
 */
export function academicHeadwordFinder(
  headwords: ReadonlySet<string>,
): (word: string) => string | null {
  const byCanonical = new Map<string, string>();
  for (const headword of headwords) {
    const lower = headword.toLowerCase();
    byCanonical.set(americanSpelling(lower), lower);
  }
  const memo = new Map<string, string | null>();
  return (word) => {
    const lower = word.toLowerCase();
    const known = memo.get(lower);
    if (known !== undefined) return known;
    let found: string | null = null;
    for (const candidate of lemmaCandidates(americanSpelling(lower))) {
      found = byCanonical.get(candidate) ?? byCanonical.get(americanSpelling(candidate)) ?? null;
      if (found !== null) break;
    }
    memo.set(lower, found);
    return found;
  };
}
