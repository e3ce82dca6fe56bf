/**
 * The text helpers and sentence-level parts of the grammar feedback (issue 23 §3; the rules are
 * in grammar-checks.ts's module docstring): the plain copy and word tokens with their offsets,
 * sentences with their offsets in the essay, the OFFLINE_LONG_SENTENCE check and the
 * passive-voice share. Pure; never throws.
 */
import { endsSentence, wordTokens } from './essay-text.ts';
import type { GrammarMatch } from './grammar-checks.ts';

/** Sentences with more words than this are flagged (as in the sentence-variety item). */
export const LONG_SENTENCE_WORDS = 35;

/** The text with apostrophes and hyphens made plain, character for character. */
export function plain(text: string): string {
  return text.replace(/[’‘ʼ]/g, "'").replace(/[‐‑]/g, '-');
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*/gu;

/** A word of the essay and its offset (UTF-16 code units). */
export interface Token {
  text: string;
  offset: number;
}

/** The words of `text` (letters, digits, inner apostrophes and hyphens) with their offsets. */
export function tokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], offset: m.index }));
}

/** Same case as `model` for the first letter. */
export function likeCase(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** `value` to one decimal (the feedback's figures). */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A sentence's place in the essay and its words. */
export interface SentenceSpan {
  offset: number;
  length: number;
  words: string[];
}

/** Sentences with their offsets (split as the module docstring says). */
export function sentenceSpans(text: string): SentenceSpan[] {
  const clean = plain(text);
  const blankLines = /\n[^\S\n]*\n/.test(clean);
  const pieces = [...clean.matchAll(/\S+/g)].map((m) => ({ text: m[0], offset: m.index }));
  const spans: SentenceSpan[] = [];
  let start: number | null = null;
  pieces.forEach((piece, index) => {
    start ??= piece.offset;
    const next = pieces[index + 1];
    const end = piece.offset + piece.text.length;
    const gap = next ? clean.slice(end, next.offset) : '';
    const paragraphEnds =
      next === undefined || (blankLines ? /\n\s*\n/.test(gap) : gap.includes('\n'));
    if (paragraphEnds || endsSentence(piece.text, next?.text)) {
      const words = wordTokens(clean.slice(start, end));
      if (words.length > 0) spans.push({ offset: start, length: end - start, words });
      start = null;
    }
  });
  return spans;
}

/** Sentences over LONG_SENTENCE_WORDS words (OFFLINE_LONG_SENTENCE). */
export function longSentenceMatches(text: string): GrammarMatch[] {
  return sentenceSpans(text)
    .filter((sentence) => sentence.words.length > LONG_SENTENCE_WORDS)
    .map((sentence) => ({
      offset: sentence.offset,
      length: sentence.length,
      message: null,
      replacements: [],
      group: 'style' as const,
      ruleId: 'OFFLINE_LONG_SENTENCE',
      source: 'offline' as const,
    }));
}

const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being']);
/** Irregular past participles (not ending in -ed) that the passive check knows. */
export const IRREGULAR_PARTICIPLES = new Set(
  (
    'made done given taken seen known shown built written spoken chosen drawn driven eaten ' +
    'fallen forgotten found held kept left lost meant paid put read run said sent set sold ' +
    'spent spread stolen struck taught thought told understood won worn born brought bought ' +
    'caught cut felt fought forbidden frozen grown hidden hit hung hurt laid led lent lit ' +
    'overcome overtaken proven ridden risen rung shaken shut sung sunk sped split stood sworn ' +
    'thrown undertaken upheld withdrawn woken beaten become begun bent bound broken dealt dug ' +
    'fed fled forgiven got gotten heard let mistaken seized shot'
  ).split(' '),
);

function isParticiple(word: string): boolean {
  return (word.length >= 4 && word.endsWith('ed')) || IRREGULAR_PARTICIPLES.has(word);
}

/** True when the sentence's words have "be (+ -ly word or not) + past participle". */
export function hasPassive(words: readonly string[]): boolean {
  const lower = words.map((word) => word.toLowerCase());
  return lower.some((word, index) => {
    if (!BE.has(word)) return false;
    const next = lower[index + 1];
    if (next === undefined) return false;
    if (isParticiple(next)) return true;
    const after = lower[index + 2];
    return (next === 'not' || next.endsWith('ly')) && after !== undefined && isParticiple(after);
  });
}

/** Percentage of sentences with a passive verb (one decimal; 0 without sentences). */
export function passiveShare(text: string): number {
  const sentences = sentenceSpans(text);
  if (sentences.length === 0) return 0;
  const passive = sentences.filter((sentence) => hasPassive(sentence.words)).length;
  return round1((passive / sentences.length) * 100);
}
