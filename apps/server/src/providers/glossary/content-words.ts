/**
 * The content words of the app's own IELTS texts (issue 23 §5): what the glossary-coverage test
 * (glossary-coverage.test.ts, its only user) checks against the glossary. Texts: every Reading passage (title,
 * subtitle, paragraphs), Listening script (the turns), Writing model answer and Speaking model
 * answer (every `modelAnswer` in the file, whatever the task), the words drawn on a Writing Task 1
 * visual (every string under `visuals` but a `kind`: titles, axis labels, units, categories,
 * series and slice names, table headings, process stages, map features), read from
 * content/ielts/<skill>/*.json, so a new test file is covered without changing this module.
 *
 * A content word is a word token (letters, with inner apostrophes or hyphens) that is not:
 * - a function word of FUNCTION_WORDS (articles, determiners, pronouns, prepositions,
 *   conjunctions, auxiliary and modal verbs, number words, a few interjections of speech),
 * - a token with a digit ("1990s", "CO2") or a single letter (a name spelled out: "F-A-I-R"),
 * - a name of content/glossary/coverage-names.txt (people, places and brands of the scripts).
 * Clitics are taken off first: "children's" → children, "they've" → they, "don't" → do
 * ("can't", "won't", "shan't" → can, will, shall).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { contentPath } from '@app/content/paths';

/** Skills whose texts are covered, and the folder of their JSON files. */
export const COVERED_SKILLS = ['reading', 'listening', 'writing', 'speaking'] as const;
type Skill = (typeof COVERED_SKILLS)[number];

/**
 * Function words: never looked up for a Vietnamese meaning by the coverage test (most are in
 * the glossary anyway). Lowercase; clitics are taken off before the check.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a an the this that these those
  i me my mine myself we us our ours ourselves you your yours yourself yourselves
  he him his himself she her hers herself it its itself they them their theirs themselves
  one ones oneself other others who whom whose which what whatever whoever whichever
  somebody someone something anybody anyone anything nobody nothing everybody everyone everything
  each every either neither both all any some no none another such
  be am is are was were been being have has had having do does did doing done
  will would shall should can could may might must ought cannot
  of in on at to for from by with without about into onto over under above below between among
  through throughout during before after against within towards toward upon across along around
  beyond behind beside besides near off out up down past per via than like unlike despite
  and or but nor so yet if then because as while whilst since until unless though although
  whether when where why how whereas
  not
  zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
  sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
  hundred thousand million billion first second third
  oh ah er erm um uh hmm mm yeah ok okay`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** The names allowed without a glossary entry (content/glossary/coverage-names.txt). */
export function readAllowedNames(): ReadonlySet<string> {
  const text = readFileSync(contentPath('glossary', 'coverage-names.txt'), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

/** A text of a content file and where it is (file name and field). */
export interface CoveredText {
  file: string;
  text: string;
}

/** Strings under `key` anywhere in `value` (a string or an array of strings). */
function stringsUnder(value: unknown, key: string, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) stringsUnder(item, key, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key && typeof v === 'string') out.push(v);
      else if (k === key && Array.isArray(v) && v.every((s) => typeof s === 'string')) {
        out.push(...(v as string[]));
      } else stringsUnder(v, key, out);
    }
  }
  return out;
}

interface ReadingFile {
  passages?: { title?: string; subtitle?: string; paragraphs?: { text?: string }[] }[];
}

/** The covered texts of one parsed content file of `skill`. */
export function textsOf(skill: Skill, json: unknown): string[] {
  switch (skill) {
    case 'reading':
      return ((json as ReadingFile).passages ?? []).flatMap((p) => [
        p.title ?? '',
        p.subtitle ?? '',
        ...(p.paragraphs ?? []).map((para) => para.text ?? ''),
      ]);
    case 'listening':
      return scriptTurns(json);
    case 'writing':
      return [...stringsUnder(json, 'modelAnswer'), ...visualTexts(json)];
    case 'speaking':
      return stringsUnder(json, 'modelAnswer');
  }
}

/** Every string under a Writing Task 1 file's `visuals`, but the `kind` fields (data, not words). */
function visualTexts(json: unknown): string[] {
  const visuals = (json as { visuals?: unknown }).visuals;
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) if (key !== 'kind') walk(v);
    }
  };
  walk(visuals ?? []);
  return out;
}

/** The text of every turn of every `script` in a listening file (not its questions). */
function scriptTurns(json: unknown, out: string[] = []): string[] {
  if (Array.isArray(json)) {
    for (const item of json) scriptTurns(item, out);
  } else if (json !== null && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if (key === 'script' && Array.isArray(value)) out.push(...stringsUnder(value, 'text'));
      else scriptTurns(value, out);
    }
  }
  return out;
}

/** Every covered text of the shipped content, file by file. */
export function readCoveredTexts(): CoveredText[] {
  return COVERED_SKILLS.flatMap((skill) => {
    const dir = contentPath('ielts', skill);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        const json: unknown = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8'));
        return textsOf(skill, json).map((text) => ({ file: `${skill}/${name}`, text }));
      });
  });
}

/** Word tokens: letters (and digits) with inner apostrophes or hyphens. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
/** Contractions whose stem changes. */
const IRREGULAR_NEGATIVES: Readonly<Record<string, string>> = {
  "can't": 'can',
  "won't": 'will',
  "shan't": 'shall',
};
/** Clitics taken off a token's end: possessive, negative, contracted auxiliaries. */
const CLITIC = /(?:'s|n't|'re|'ve|'ll|'d|'m)$/;

/** A token without its clitic (typographic apostrophes straightened). */
export function withoutClitic(token: string): string {
  const straight = token.replace(/’/g, "'");
  const lower = straight.toLowerCase();
  if (lower in IRREGULAR_NEGATIVES) return IRREGULAR_NEGATIVES[lower]!;
  return straight.replace(CLITIC, '');
}

/** True when `word` (clitics off) is not a content word: a function word, a name, a letter. */
function skipped(word: string, names: ReadonlySet<string>): boolean {
  return (
    [...word].length < 2 ||
    /\p{N}/u.test(word) ||
    FUNCTION_WORDS.has(word.toLowerCase()) ||
    names.has(word)
  );
}

/**
 * The content words of `text` in order, as written (case kept), clitics taken off; a hyphenated
 * word is kept whole ("well-known"; see contentParts for its parts).
 * @param names words allowed without an entry (readAllowedNames)
 */
export function contentWords(text: string, names: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    const word = withoutClitic(token);
    if (!skipped(word, names)) out.push(word);
  }
  return out;
}

/** Prefixes written with a hyphen ("non-users", "pre-registration"): not words of their own. */
const PREFIXES: ReadonlySet<string> = new Set(['anti', 'co', 'mid', 'non', 'post', 'pre', 're']);

/**
 * The content words among the parts of a hyphenated word ("low-growing" → low, growing;
 * "twenty-five" → none; "F-A-I-R" → none; "non-users" → users): what a learner looks up when
 * the whole has no entry.
 */
export function contentParts(word: string, names: ReadonlySet<string>): string[] {
  return word
    .split('-')
    .filter((part, i, parts) => !(i < parts.length - 1 && PREFIXES.has(part.toLowerCase())))
    .filter((part) => !skipped(part, names));
}
