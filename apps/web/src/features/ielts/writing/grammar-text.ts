/**
 * The grammar feedback's text helpers (issue 23 §3): the essay cut into plain and underlined
 * pieces, and each match's comment in the interface language (offline rules from the catalogue;
 * LanguageTool's English message as it comes).
 */
import type { WritingFeedback } from '@app/contracts';
import { OFFLINE_GRAMMAR_RULES, wordTokens, type OfflineGrammarRule } from '@app/domain';
import type { TFunction } from '../../../i18n/i18n.tsx';

export type GrammarFeedbackDto = NonNullable<WritingFeedback['grammar']>;
export type GrammarMatchDto = GrammarFeedbackDto['matches'][number];

/** A piece of the essay: plain text, or the text of match number `match`. */
export type EssayPiece = { text: string; match: number | null };

/**
 * The essay cut at the matches that can be underlined: inside the text and not overlapping
 * another; where matches overlap the shorter one is underlined (a long sentence's article
 * mistake stays visible). The others are only listed.
 */
export function essayPieces(text: string, matches: readonly GrammarMatchDto[]): EssayPiece[] {
  const order = matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => match.length > 0 && match.offset + match.length <= text.length)
    .sort((a, b) => a.match.length - b.match.length || a.match.offset - b.match.offset);
  const chosen: { start: number; end: number; index: number }[] = [];
  for (const { match, index } of order) {
    const start = match.offset;
    const end = match.offset + match.length;
    if (chosen.some((c) => start < c.end && c.start < end)) continue;
    chosen.push({ start, end, index });
  }
  chosen.sort((a, b) => a.start - b.start);
  const pieces: EssayPiece[] = [];
  let at = 0;
  for (const c of chosen) {
    if (c.start > at) pieces.push({ text: text.slice(at, c.start), match: null });
    pieces.push({ text: text.slice(c.start, c.end), match: c.index });
    at = c.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: null });
  return pieces;
}

const isOfflineRule = (id: string): id is OfflineGrammarRule =>
  (OFFLINE_GRAMMAR_RULES as readonly string[]).includes(id);

/** The comment on a match: LanguageTool's (English) or the offline rule's, said by `t`. */
export function matchMessage(t: TFunction, match: GrammarMatchDto, essay: string): string {
  if (match.message !== null) return match.message;
  const text = essay.slice(match.offset, match.offset + match.length);
  if (!isOfflineRule(match.ruleId)) return t('writing.grammar.rules.other');
  return t(`writing.grammar.rules.${match.ruleId}`, {
    text,
    suggestion: match.replacements[0] ?? '',
    words: wordTokens(text).length,
  });
}
