/**
 * The English–Vietnamese glossary (issue 9), written for this project: `glossary/en-vi.tsv`.
 * Used by the offline dictionary (Vietnamese meanings) and the offline translator.
 *
 * Format: UTF-8, one line per headword and part of speech, three tab-separated columns:
 *   headword <TAB> part of speech <TAB> Vietnamese meanings separated by "; "
 * e.g. `run	v	chạy; điều hành; vận hành`. Headwords are lowercase English lemmas or fixed
 * phrases (letters, apostrophe, hyphen, single spaces). Lines starting with `#` and blank
 * lines are ignored. The schema test (glossary.test.ts) checks every line.
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
  .regex(/^[a-z0-9'-]+(?: [a-z0-9'-]+)*$/);

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
