/**
 * The OFFLINE_CONTRACTION check of the grammar feedback (issue 23 §3; grammar-checks.ts's module
 * docstring): contractions are informal in academic writing; each is a style match with its
 * full forms as replacements. Pure; never throws.
 */
import { GRAMMAR_REPLACEMENTS_MAX, type GrammarMatch } from './grammar-checks.ts';
import { likeCase, plain, tokens } from './grammar-sentences.ts';

/** Contractions (lowercase) and their full forms, most likely first. */
export const CONTRACTIONS: Readonly<Record<string, readonly string[]>> = {
  "can't": ['cannot'],
  "won't": ['will not'],
  "shan't": ['shall not'],
  "let's": ['let us'],
  "i'm": ['I am'],
};
const IS_HAS = new Set(['it', 'he', 'she', 'that', 'there', 'what', 'who', 'here', 'where']);
const PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'that', 'there', 'who']);

/** The full forms of a contraction, or [] when the token is not one (possessives are not). */
export function expandContraction(token: string): string[] {
  const lower = token.toLowerCase();
  const listed = CONTRACTIONS[lower];
  const fix = (forms: readonly string[]) => forms.map((form) => likeCase(token, form));
  if (listed) return fix(listed);
  const [, stem, tail] = /^(\p{L}+)'(\p{L}+)$/u.exec(lower) ?? [];
  if (!stem || !tail) {
    const nt = /^(\p{L}+)n't$/u.exec(lower);
    return nt ? fix([`${nt[1]} not`]) : [];
  }
  if (tail === 't' && stem.endsWith('n')) return fix([`${stem.slice(0, -1)} not`]);
  if (tail === 's' && IS_HAS.has(stem)) return fix([`${stem} is`, `${stem} has`]);
  if (!PRONOUNS.has(stem)) return [];
  const full: Record<string, string[]> = {
    re: ['are'],
    ve: ['have'],
    ll: ['will'],
    d: ['would', 'had'],
  };
  const forms = full[tail];
  return forms ? fix(forms.map((form) => `${stem} ${form}`)) : [];
}

/** Contractions in formal writing (OFFLINE_CONTRACTION). */
export function contractionMatches(text: string): GrammarMatch[] {
  return tokens(plain(text)).flatMap((token) => {
    const forms = expandContraction(token.text);
    if (forms.length === 0) return [];
    return [
      {
        offset: token.offset,
        length: token.text.length,
        message: null,
        replacements: forms.slice(0, GRAMMAR_REPLACEMENTS_MAX),
        group: 'style' as const,
        ruleId: 'OFFLINE_CONTRACTION',
        source: 'offline' as const,
      },
    ];
  });
}
