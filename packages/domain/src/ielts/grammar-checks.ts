/**
 * Grammar and language feedback on an essay (issue 23 §3): the shapes shared by the server's
 * grammar checkers (LanguageTool or offline), the offline checks as pure functions, and the
 * summary figures (counts per 100 words, passive-voice share). Never throws.
 *
 * Offsets and lengths are in UTF-16 code units of the essay exactly as the learner wrote it (as
 * LanguageTool's are), so the web can underline `text.slice(offset, offset + length)`. The
 * offline checks read a copy where curly apostrophes (’ ‘ ʼ) are ' and Unicode hyphens (‐ ‑)
 * are -: one character for one, so offsets do not move.
 *
 * Offline checks (plain functions rather than retext plugins: see docs/architecture.md), each a
 * match with `source: 'offline'`, `message: null` (the web says each rule in the learner's
 * language from its ruleId) and at most 5 replacements:
 * - OFFLINE_ARTICLE (grammar): "a" before a vowel sound, "an" before a consonant sound, decided
 *   by the next word's first letter with exceptions: a vowel letter sounded as a consonant
 *   ("a university", "a European", "a one-off", "a U-turn", "a useful"; CONSONANT_SOUND), and a
 *   silent h ("an hour", "an honest", "an heir"; VOWEL_SOUND). Only lowercase "a"/"an", or
 *   capitalised at the start of a sentence ("Grade A is" is not an article). Numbers and
 *   all-capital words after the article are skipped (how "an MBA" or "a UNESCO" is said is not
 *   in the letters).
 * - OFFLINE_REPEATED_WORD (grammar): the same word twice in a row with only spaces between
 *   ("the the"), case-insensitive, except "had had" and "that that", which can be right. The
 *   match spans both words; the replacement is the first.
 * - OFFLINE_CONTRACTION (style): contractions, informal in academic writing ("don't" → "do not",
 *   "it's" → "it is" / "it has", "can't" → "cannot"); CONTRACTIONS lists them.
 * - OFFLINE_LONG_SENTENCE (style): a sentence of more than LONG_SENTENCE_WORDS (35) words, the
 *   same threshold as the sentence-variety item. Sentences are split as essay-text.ts does, except
 *   that a missing space after a full stop is not repaired.
 * - OFFLINE_SPELLING (spelling): each occurrence of a word the spelling dictionary rejects, by the
 *   rules of the spelling item (acronyms and numbers skipped, possessive 's, hyphenated parts);
 *   no suggestions.
 *
 * Passive-voice share (`passiveShare`, any checker): the percentage (one decimal) of sentences
 * with at least one "be + past participle": a form of be (am, is, are, was, were, be, been,
 * being), optionally one word ending in -ly or "not" between, then a word ending in -ed (4+
 * letters) or an irregular participle (IRREGULAR_PARTICIPLES). A heuristic: "is interested" and
 * "were tired" count, "got paid" does not. It is a summary figure, not a match.
 */
import { essayWordCount } from './essay-text.ts';
import { contractionMatches } from './grammar-contractions.ts';
import {
  likeCase,
  longSentenceMatches,
  passiveShare,
  plain,
  round1,
  tokens,
} from './grammar-sentences.ts';
import { ACRONYM, knownToken } from './writing-feedback-vocabulary.ts';

export const GRAMMAR_GROUPS = ['grammar', 'spelling', 'punctuation', 'style'] as const;
export type GrammarGroup = (typeof GRAMMAR_GROUPS)[number];

export const GRAMMAR_SOURCES = ['languagetool', 'offline'] as const;
export type GrammarSource = (typeof GRAMMAR_SOURCES)[number];

export const OFFLINE_GRAMMAR_RULES = [
  'OFFLINE_ARTICLE',
  'OFFLINE_REPEATED_WORD',
  'OFFLINE_CONTRACTION',
  'OFFLINE_LONG_SENTENCE',
  'OFFLINE_SPELLING',
] as const;
export type OfflineGrammarRule = (typeof OFFLINE_GRAMMAR_RULES)[number];

/** At most this many replacements per match. */
export const GRAMMAR_REPLACEMENTS_MAX = 5;
/** At most this many matches per essay (the rest are counted, not listed). */
export const GRAMMAR_MATCHES_MAX = 300;
/**
 * At most this many characters of a match's message (LanguageTool's longest are about 300;
 * issue 34 item 27: a 5 MB message was stored and shown whole).
 */
export const GRAMMAR_MESSAGE_MAX_CHARS = 500;
/** At most this many characters of one suggested replacement. */
export const GRAMMAR_REPLACEMENT_MAX_CHARS = 100;
/** At most this many characters of a rule id (LanguageTool's are below 60). */
export const GRAMMAR_RULE_ID_MAX_CHARS = 100;

/**
 * `text` cut to at most `max` UTF-16 code units (max ≥ 1), the last being '…' when it was cut;
 * a surrogate pair is never split.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1; // a high surrogate whose pair would be cut
  return `${text.slice(0, end)}…`;
}

/** A match with its message, replacements and rule id cut to their maxima (above). */
export function cutGrammarMatch(match: GrammarMatch): GrammarMatch {
  return {
    ...match,
    message: match.message === null ? null : cutText(match.message, GRAMMAR_MESSAGE_MAX_CHARS),
    replacements: match.replacements
      .slice(0, GRAMMAR_REPLACEMENTS_MAX)
      .map((value) => cutText(value, GRAMMAR_REPLACEMENT_MAX_CHARS)),
    ruleId: cutText(match.ruleId, GRAMMAR_RULE_ID_MAX_CHARS),
  };
}

/** One problem found in the essay. */
export interface GrammarMatch {
  offset: number;
  length: number;
  /** LanguageTool's message (English); null for offline matches (the web says them). */
  message: string | null;
  /** Suggested replacements, best first, at most GRAMMAR_REPLACEMENTS_MAX. */
  replacements: string[];
  group: GrammarGroup;
  /** LanguageTool's rule id, or an OFFLINE_GRAMMAR_RULES id. */
  ruleId: string;
  source: GrammarSource;
}

/** What a grammar checker found. */
export interface GrammarCheck {
  source: GrammarSource;
  /** True when LanguageTool was configured but did not answer, so the offline checks did. */
  fallback: boolean;
  matches: GrammarMatch[];
}

/** The grammar part of the Writing feedback. */
export interface GrammarFeedback extends GrammarCheck {
  /** Matches per group per 100 words (one decimal; 0 for an empty essay). */
  countsPer100Words: Record<GrammarGroup, number>;
  /** Percentage of sentences with a passive verb (one decimal); see the module docstring. */
  passiveShare: number;
}

const HAS_DIGIT = /\p{N}/u;

/** Vowel letters sounded as a consonant: "a" (prefixes of the lowercase word). */
const CONSONANT_SOUND =
  /^(?:univers|uniq|unit|union|uniform|unif|unilat|unison|unicorn|us[aeu]|uti|ur[aio]|eu|ewe|one$|one-|once|ubiq|u-)/;
/** Consonant letters sounded as a vowel (silent h): "an". */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/;

/** True when `word` (lowercase) starts with a vowel sound by the rules above. */
export function startsWithVowelSound(word: string): boolean {
  if (VOWEL_SOUND.test(word)) return true;
  if (CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/.test(word);
}

/** True when only the start of the text or a sentence end comes before `offset`. */
function atSentenceStart(text: string, offset: number): boolean {
  const before = text.slice(0, offset).trimEnd();
  return before === '' || /[.!?]["'”)\]]*$/u.test(before);
}

/** Indefinite articles that do not fit the next word's sound (OFFLINE_ARTICLE). */
export function articleMatches(text: string): GrammarMatch[] {
  const clean = plain(text);
  const list = tokens(clean);
  const matches: GrammarMatch[] = [];
  list.forEach((token, index) => {
    const lower = token.text.toLowerCase();
    if (lower !== 'a' && lower !== 'an') return;
    if (token.text !== lower && !atSentenceStart(clean, token.offset)) return;
    const next = list[index + 1];
    if (!next) return;
    const between = clean.slice(token.offset + token.text.length, next.offset);
    if (!/^\s+$/.test(between)) return;
    if (HAS_DIGIT.test(next.text) || ACRONYM.test(next.text) || /^\p{Lu}$/u.test(next.text)) {
      return;
    }
    const wanted = startsWithVowelSound(next.text.toLowerCase()) ? 'an' : 'a';
    if (wanted === lower) return;
    matches.push({
      offset: token.offset,
      length: token.text.length,
      message: null,
      replacements: [likeCase(token.text, wanted)],
      group: 'grammar',
      ruleId: 'OFFLINE_ARTICLE',
      source: 'offline',
    });
  });
  return matches;
}

/** Doubled words that can be right. */
const DOUBLE_OK = new Set(['had', 'that']);

/** The same word twice in a row (OFFLINE_REPEATED_WORD). */
export function repeatedWordMatches(text: string): GrammarMatch[] {
  const clean = plain(text);
  const list = tokens(clean);
  const matches: GrammarMatch[] = [];
  for (let index = 1; index < list.length; index += 1) {
    const first = list[index - 1]!;
    const second = list[index]!;
    const lower = first.text.toLowerCase();
    if (lower !== second.text.toLowerCase() || DOUBLE_OK.has(lower) || HAS_DIGIT.test(lower)) {
      continue;
    }
    if (!/^[^\S\n]+$/.test(clean.slice(first.offset + first.text.length, second.offset))) continue;
    matches.push({
      offset: first.offset,
      length: second.offset + second.text.length - first.offset,
      message: null,
      replacements: [first.text],
      group: 'grammar',
      ruleId: 'OFFLINE_REPEATED_WORD',
      source: 'offline',
    });
    index += 1; // "the the the" is one match and a leftover word
  }
  return matches;
}

/** Every occurrence of a word the dictionary rejects (OFFLINE_SPELLING). */
export function spellingMatches(
  text: string,
  isKnownWord: (word: string) => boolean,
): GrammarMatch[] {
  const known = new Map<string, boolean>();
  return tokens(plain(text)).flatMap((token) => {
    if (HAS_DIGIT.test(token.text) || ACRONYM.test(token.text)) return [];
    let ok = known.get(token.text);
    if (ok === undefined) {
      ok = knownToken(token.text, isKnownWord);
      known.set(token.text, ok);
    }
    if (ok) return [];
    return [
      {
        offset: token.offset,
        length: token.text.length,
        message: null,
        replacements: [],
        group: 'spelling' as const,
        ruleId: 'OFFLINE_SPELLING',
        source: 'offline' as const,
      },
    ];
  });
}

/** The offline checks of the module docstring, in essay order (spelling when a checker is given). */
export function offlineGrammarMatches(
  text: string,
  options: { isKnownWord?: (word: string) => boolean } = {},
): GrammarMatch[] {
  const all = [
    ...articleMatches(text),
    ...repeatedWordMatches(text),
    ...contractionMatches(text),
    ...longSentenceMatches(text),
    ...(options.isKnownWord ? spellingMatches(text, options.isKnownWord) : []),
  ];
  return all.sort((a, b) => a.offset - b.offset || b.length - a.length);
}

/**
 * The grammar feedback on `text` from a checker's answer: matches kept inside the text, sorted,
 * at most GRAMMAR_MATCHES_MAX (counts use them all), each cut by cutGrammarMatch (at most
 * GRAMMAR_REPLACEMENTS_MAX replacements; message, replacements and rule id to their maxima);
 * counts per 100 words and the passive share.
 */
export function grammarFeedback(text: string, check: GrammarCheck): GrammarFeedback {
  const valid = check.matches
    .filter(
      (m) =>
        Number.isInteger(m.offset) &&
        Number.isInteger(m.length) &&
        m.offset >= 0 &&
        m.length > 0 &&
        m.offset + m.length <= text.length,
    )
    .sort((a, b) => a.offset - b.offset || b.length - a.length);
  const words = essayWordCount(text);
  const per100 = (group: GrammarGroup) => {
    if (words === 0) return 0;
    return round1((valid.filter((m) => m.group === group).length / words) * 100);
  };
  return {
    source: check.source,
    fallback: check.fallback,
    matches: valid.slice(0, GRAMMAR_MATCHES_MAX).map(cutGrammarMatch),
    countsPer100Words: {
      grammar: per100('grammar'),
      spelling: per100('spelling'),
      punctuation: per100('punctuation'),
      style: per100('style'),
    },
    passiveShare: passiveShare(text),
  };
}
