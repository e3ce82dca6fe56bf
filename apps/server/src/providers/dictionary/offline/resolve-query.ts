/**
 * Which WordNet headword a dictionary query names (issue 9): the query itself when WordNet has
 * it as any part of speech ("running" is a noun of its own), else the lemma that morphy finds
 * through the exception lists and detachment rules ("mice" → mouse, "went" → go). A query that
 * is a lemma none of whose senses occurs in WordNet's tagged texts gives way to a used lemma
 * morphy finds ("ate" is the goddess Ate, a noun never met in the texts: "eat" is answered).
 * A result has one headword, so a query that is both a used lemma and an inflection answers
 * the lemma ("saw" the tool, "spoke" of a wheel). Spelling
 * forms are tried in turn: the query, its hyphen/space alternates ("well being" → well-being,
 * "e-mail" → email), then its American spellings (spelling-variants.ts in the domain).
 */
import { americanSpellings, morphy, type MorphyLexicon, type WordNetPos } from '@app/domain';
import type { WordNetDatabase } from './wordnet-database.ts';
import type { IndexEntry } from './wordnet-index.ts';

/** WordNet's parts of speech in dictionary order: noun, verb, adjective, adverb. */
const WORDNET_POS_ORDER: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

export interface Resolution {
  /** The headword in WordNet's form (lowercase, "_" between words). */
  lemma: string;
  /** Its index entries for the parts of speech the query names, in dictionary order. */
  entries: { pos: WordNetPos; entry: IndexEntry }[];
}

/** WordNet's form of a query: typographic apostrophes straightened, spaces as "_". */
function toWordNetForm(query: string): string {
  return query.trim().toLowerCase().replace(/’/g, "'").replace(/\s+/g, '_');
}

/** The display form of a WordNet lemma: "_" as spaces. */
export function toDisplayForm(lemma: string): string {
  return lemma.replace(/_/g, ' ');
}

/** The spellings of a query to try, in order, without duplicates. */
function spellings(form: string): string[] {
  const forms = [form];
  if (form.includes('-')) forms.push(form.replace(/-/g, '_'), form.replace(/-/g, ''));
  if (form.includes('_')) forms.push(form.replace(/_/g, '-'));
  for (const base of [...forms]) forms.push(...americanSpellings(base));
  return [...new Set(forms)];
}

function entriesOf(
  wordnet: WordNetDatabase,
  lemma: string,
  parts: readonly WordNetPos[],
): Resolution['entries'] {
  const entries: Resolution['entries'] = [];
  for (const pos of parts) {
    const entry = wordnet.entry(pos, lemma);
    if (entry) entries.push({ pos, entry });
  }
  return entries;
}

/**
 * The lemma of `form` through morphy: among the lemmas found for each part of speech, the one
 * used most in WordNet's tagged texts (sum of tagsense counts; ties go to the earlier part of
 * speech), so "does" is "do" rather than "doe". Null when none.
 */
function morphed(wordnet: WordNetDatabase, form: string): Resolution | null {
  const parts = new Map<string, WordNetPos[]>();
  for (const pos of WORDNET_POS_ORDER) {
    for (const lemma of morphy(form, pos, wordnet)) {
      if (lemma === form) continue;
      const list = parts.get(lemma);
      if (list) list.push(pos);
      else parts.set(lemma, [pos]);
    }
  }
  let best: Resolution | null = null;
  let bestScore = -1;
  for (const [lemma, list] of parts) {
    const candidate = { lemma, entries: entriesOf(wordnet, lemma, list) };
    const score = usage(candidate);
    if (candidate.entries.length > 0 && score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** Sum of the tagsense counts of a resolution's entries (how much its senses are used). */
function usage(resolution: Resolution): number {
  return resolution.entries.reduce((sum, e) => sum + e.entry.tagsenseCount, 0);
}

/**
 * Every lemma morphy finds for a query (lowercase) other than its spelling forms, most used
 * first ("years" → year, "said" → say, "increased" → increase): where the dictionary takes
 * Vietnamese meanings from when the glossary has none for the query or its headword (a form
 * that is a WordNet lemma of its own, "years" as old age, resolves to itself).
 * @param alsoLemma lemmas beside WordNet's (the glossary's: "microlenders" → microlender)
 */
export function morphyLemmas(
  wordnet: WordNetDatabase,
  query: string,
  alsoLemma: (pos: WordNetPos, lemma: string) => boolean = () => false,
): string[] {
  const lexicon: MorphyLexicon = {
    isLemma: (pos, lemma) => wordnet.isLemma(pos, lemma) || alsoLemma(pos, lemma),
    exceptions: (pos, form) => wordnet.exceptions(pos, form),
  };
  const forms = spellings(toWordNetForm(query));
  const scored = new Map<string, number>();
  for (const form of forms) {
    for (const pos of WORDNET_POS_ORDER) {
      for (const lemma of morphy(form, pos, lexicon)) {
        if (forms.includes(lemma)) continue;
        const used = wordnet.entry(pos, lemma)?.tagsenseCount ?? 0;
        scored.set(lemma, (scored.get(lemma) ?? 0) + used);
      }
    }
  }
  // Array.prototype.sort is stable: equal counts keep the order found.
  return [...scored].sort((a, b) => b[1] - a[1]).map(([lemma]) => lemma);
}

/** The WordNet headword and entries for a query (lowercase); null when WordNet has none. */
export function resolveQuery(wordnet: WordNetDatabase, query: string): Resolution | null {
  for (const form of spellings(toWordNetForm(query))) {
    const entries = entriesOf(wordnet, form, WORDNET_POS_ORDER);
    const direct = entries.length > 0 ? { lemma: form, entries } : null;
    if (direct && usage(direct) > 0) return direct;
    const lemma = morphed(wordnet, form);
    if (lemma && (direct === null || usage(lemma) > 0)) return lemma;
    if (direct) return direct;
  }
  return null;
}
