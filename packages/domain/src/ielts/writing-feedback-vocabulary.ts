/**
 * Items of the Writing feedback about words: linking devices, lexical variety, repeated words and
 * spelling. Rules and thresholds are documented in writing-feedback.ts (issue 10); word lists in
 * essay-word-lists.ts; AWL lemmas in academic-lemma.ts.
 */
import { academicHeadwordFinder } from './academic-lemma.ts';
import {
  LINKING_DEVICES,
  LINKING_FUNCTIONS,
  STOP_WORDS,
  type LinkingFunction,
} from './essay-word-lists.ts';
import type { WritingFeedbackItem, WritingFeedbackVerdict } from './writing-feedback.ts';
import { line, WRITING_FEEDBACK_LIMITS } from './writing-feedback-lines.ts';
import { round1 } from './writing-feedback-structure.ts';

const OVERUSE_ABOVE = 3;
const TTR_WINDOW = WRITING_FEEDBACK_LIMITS.ttrWindow;
const GOOD_TTR = 50;
const GOOD_AWL = 4;
const REPEATED_FROM = 4;
const SPELLING_LISTED = 20;
const AWL_LISTED = 15;

interface Device {
  phrase: string;
  words: string[];
  fn: LinkingFunction;
}

/** Devices by their first word, longest first, so "because of" wins over "because". */
const DEVICES_BY_FIRST_WORD = new Map<string, Device[]>();
for (const [fn, phrases] of Object.entries(LINKING_DEVICES) as [LinkingFunction, string[]][]) {
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    const list = DEVICES_BY_FIRST_WORD.get(words[0]!) ?? [];
    list.push({ phrase, words, fn });
    list.sort((a, b) => b.words.length - a.words.length);
    DEVICES_BY_FIRST_WORD.set(words[0]!, list);
  }
}
const ONE_WORD_DEVICES = new Set(
  Object.values(LINKING_DEVICES)
    .flat()
    .filter((phrase) => !phrase.includes(' ')),
);

/** Entries of a count map, most first, then alphabetically. */
function byCount<K extends string>(counts: Map<K, number>): [K, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Linking devices used (Coherence and Cohesion). `words`: lowercase word tokens. */
export function linkingItem(words: readonly string[]): WritingFeedbackItem {
  const uses = new Map<string, { fn: LinkingFunction; count: number }>();
  for (let i = 0; i < words.length;) {
    const device = DEVICES_BY_FIRST_WORD.get(words[i]!)?.find((candidate) =>
      candidate.words.every((word, k) => words[i + k] === word),
    );
    if (!device) {
      i += 1;
      continue;
    }
    const use = uses.get(device.phrase) ?? { fn: device.fn, count: 0 };
    use.count += 1;
    uses.set(device.phrase, use);
    i += device.words.length;
  }
  const distinct = uses.size;
  const functions = new Set([...uses.values()].map((use) => use.fn)).size;
  const total = [...uses.values()].reduce((sum, use) => sum + use.count, 0);
  const overused = [...uses].filter(([, use]) => use.count > OVERUSE_ABOVE);
  let verdict: WritingFeedbackVerdict =
    distinct >= 6 && functions >= 3 ? 'good' : distinct >= 3 ? 'fair' : 'improve';
  if (verdict === 'good' && overused.length > 0) verdict = 'fair';
  const ordered = [...uses].sort(
    (a, b) =>
      LINKING_FUNCTIONS.indexOf(a[1].fn) - LINKING_FUNCTIONS.indexOf(b[1].fn) ||
      b[1].count - a[1].count,
  );
  return {
    id: 'linking',
    verdict,
    summary:
      distinct === 0 ? line('linkingNone', {}) : line('linkingSome', { distinct, functions }),
    details: [
      ...overused.map(([phrase, use]) => line('linkingOverused', { phrase, count: use.count })),
      ...ordered.map(([phrase, use]) =>
        line('linkingDevice', { phrase, fn: use.fn, count: use.count }),
      ),
    ],
    figures: { distinct, functions, uses: total, overused: overused.length },
  };
}

/** Type/token ratio and AWL coverage (Lexical Resource). `words`: lowercase word tokens. */
export function lexicalVarietyItem(
  words: readonly string[],
  academicWords: ReadonlySet<string>,
): WritingFeedbackItem {
  const window = words.slice(0, TTR_WINDOW);
  const types = new Set(window).size;
  const ttrPercent = window.length === 0 ? 0 : round1((types / window.length) * 100);
  const headwordOf = academicHeadwordFinder(academicWords);
  const academic = new Map<string, number>();
  for (const word of words) {
    const headword = headwordOf(word);
    if (headword !== null) academic.set(headword, (academic.get(headword) ?? 0) + 1);
  }
  const awlWords = [...academic.values()].reduce((sum, n) => sum + n, 0);
  const awlPercent = words.length === 0 ? 0 : round1((awlWords / words.length) * 100);
  const good = Number(ttrPercent >= GOOD_TTR) + Number(awlPercent >= GOOD_AWL);
  const truncated = words.length > TTR_WINDOW;
  return {
    id: 'lexical-variety',
    verdict: good === 2 ? 'good' : good === 1 ? 'fair' : 'improve',
    summary: truncated
      ? line('lexicalWindow', { ttrPercent, awlPercent, window: TTR_WINDOW })
      : line('lexical', { ttrPercent, awlPercent }),
    details: [
      line('ttr', { types, words: window.length, goodPercent: GOOD_TTR }),
      line('awl', { uses: awlWords, goodPercent: GOOD_AWL }),
      ...byCount(academic)
        .slice(0, AWL_LISTED)
        .map(([headword, count]) => line('awlWord', { headword, count })),
    ],
    figures: { ttrPercent, ttrWords: window.length, awlPercent, awlWords },
  };
}

/** Content words used 4 times or more (Lexical Resource). `words`: lowercase word tokens. */
export function repetitionItem(words: readonly string[]): WritingFeedbackItem {
  const counts = new Map<string, number>();
  for (const word of words) {
    if (STOP_WORDS.has(word) || ONE_WORD_DEVICES.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const repeated = byCount(counts).filter(([, count]) => count >= REPEATED_FROM);
  const n = repeated.length;
  return {
    id: 'repetition',
    verdict: n === 0 ? 'good' : n <= 2 ? 'fair' : 'improve',
    summary:
      n === 0
        ? line('repetitionNone', { from: REPEATED_FROM })
        : line('repetitionSome', { count: n, from: REPEATED_FROM }),
    details: repeated.map(([word, count]) => line('repeatedWord', { word, count })),
    figures: { repeatedWords: n },
  };
}

/** All-capital words (acronyms: "IELTS", "NGOs"), which the spelling check skips. */
export const ACRONYM = /^\p{Lu}{2,}s?$/u;

/** True when the dictionary accepts the token (see writing-feedback.ts "spelling"). */
export function knownToken(token: string, isKnownWord: (word: string) => boolean): boolean {
  if (isKnownWord(token) || isKnownWord(token.toLowerCase())) return true;
  if (token.length > 2 && token.toLowerCase().endsWith("'s")) {
    return knownToken(token.slice(0, -2), isKnownWord);
  }
  if (token.includes('-')) return token.split('-').every((part) => knownToken(part, isKnownWord));
  return false;
}

/** Words the spelling dictionary does not know (Lexical Resource). `words`: tokens as written. */
export function spellingItem(
  words: readonly string[],
  isKnownWord: (word: string) => boolean,
): WritingFeedbackItem {
  const checked = new Map<string, boolean>();
  const unknown = new Map<string, string>();
  for (const word of words) {
    const lower = word.toLowerCase();
    if (ACRONYM.test(word) || unknown.has(lower)) continue;
    let known = checked.get(word);
    if (known === undefined) {
      known = knownToken(word, isKnownWord);
      checked.set(word, known);
    }
    if (!known) unknown.set(lower, word);
  }
  const misspelt = unknown.size;
  const listed = [...unknown.values()]
    .slice(0, SPELLING_LISTED)
    .map((word) => line('misspeltWord', { word }));
  if (misspelt > SPELLING_LISTED) {
    listed.push(line('misspeltMore', { count: misspelt - SPELLING_LISTED }));
  }
  return {
    id: 'spelling',
    verdict: misspelt === 0 ? 'good' : misspelt <= 3 ? 'fair' : 'improve',
    summary: misspelt === 0 ? line('spellingNone', {}) : line('spellingSome', { count: misspelt }),
    details: listed,
    figures: { misspelt },
  };
}
