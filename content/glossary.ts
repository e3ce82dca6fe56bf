/**
 * The English–Vietnamese glossary (issue 9), written for this project: `glossary/en-vi.tsv`.
 * Used by the offline dictionary (Vietnamese meanings) and the offline translator.
 *
 * Format: UTF-8, one line per headword and part of speech, three tab-separated columns:
 *   headword <TAB> part of speech <TAB> Vietnamese meanings separated by "; "
 * e.g. `run	v	chạy; điều hành; vận hành`. Lines starting with `#` and blank lines are
 * ignored. Lines are sorted by headword (case aside). Conventions (issue 23 §5), each checked by
 * glossary.test.ts:
 * - Headwords are English lemmas or fixed phrases (letters, accented ones as in "café", digits,
 *   apostrophe, hyphen, single spaces), lowercase except proper nouns and adjectives, which keep their capital
 *   ("Monday", "Vietnamese", "New Zealand"), and acronyms, in capitals ("DNA", "TV"). A word
 *   that is both keeps one line for each ("March" tháng Ba, "march" cuộc tuần hành). Look-ups
 *   ignore case (GlossaryIndex in the server).
 * - A headword of more than one word is a `phr`, whatever its head (compound nouns such as
 *   "common sense", phrasal verbs, multi-word prepositions and conjunctions).
 * - Meanings are separated by "; " and by nothing else: a comma may appear only inside a
 *   parenthesised note ("trang (sách, web)").
 * The shipped Reading, Listening, Writing and Speaking texts are covered: every content word
 * has Vietnamese through the offline dictionary (apps/server/src/providers/glossary/
 * glossary-coverage.test.ts; names allowed without an entry: glossary/coverage-names.txt).
 *
 * This module is server-side only (it reads a file); the web never imports it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentPath } from './paths.ts';

/** Parts of speech used in the glossary (abbreviations) and their dictionary names. */
export const GLOSSARY_POS = {
  n: 'noun',
  v: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  prep: 'preposition',
  conj: 'conjunction',
  pron: 'pronoun',
  det: 'determiner',
  num: 'numeral',
  int: 'interjection',
  modal: 'modal verb',
  phr: 'phrase',
} as const;
export type GlossaryPos = keyof typeof GLOSSARY_POS;

export const glossaryHeadwordSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9À-ÖØ-öø-ÿ'-]+(?: [A-Za-z0-9À-ÖØ-öø-ÿ'-]+)*$/);

export const glossaryLineSchema = z.object({
  headword: glossaryHeadwordSchema,
  pos: z.enum(Object.keys(GLOSSARY_POS) as [GlossaryPos, ...GlossaryPos[]]),
  meanings: z
    .array(
      z
        .string()
        .min(1)
        .max(80)
        .refine((m) => m === m.trim() && !m.includes('\t'), 'untrimmed meaning'),
    )
    .min(1)
    .max(8),
});
export type GlossaryLine = z.infer<typeof glossaryLineSchema>;

/** Absolute path of the glossary file. */
export const glossaryFilePath = contentPath('glossary', 'en-vi.tsv');

/**
 * Splits glossary text into lines (no validation; the schema test validates the shipped file).
 * Each result keeps its 1-based line number.
 */
export function splitGlossary(text: string): Array<GlossaryLine & { line: number }> {
  const out: Array<GlossaryLine & { line: number }> = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#')) return;
    const [headword = '', pos = '', meanings = ''] = line.split('\t');
    out.push({
      line: index + 1,
      headword,
      pos: pos as GlossaryPos,
      meanings: meanings.split(';').map((m) => m.trim()),
    });
  });
  return out;
}

/** Reads and splits the shipped glossary (synchronous; call once at start-up). */
export function readGlossary(
  path: string = glossaryFilePath,
): Array<GlossaryLine & { line: number }> {
  return splitGlossary(readFileSync(path, 'utf8'));
}
