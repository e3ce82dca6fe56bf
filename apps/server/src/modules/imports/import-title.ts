/**
 * The set name an import suggests (issue 34 §16), prefilled in the editor's "Tên bộ thẻ":
 *
 * - an Anki package: the last part of its main deck's name ("IELTS::Education" → "Education";
 *   the full name still names the deck in the pick), with the deck's description kept as the
 *   set's description (anki-deck.ts reads both);
 * - a CSV or text file: its file name without the extension (titleFromFileName);
 * - pasted text: its first line — a heading line (one that is not a card: no separator in it)
 *   becomes the name and is not read as a card; when the first line is a card, its term is the
 *   name ("abandon"), which the learner then renames.
 */
import { SET_LIMITS } from '@app/contracts';
import { cleanTitle } from './card-collector.ts';

/**
 * The set name of an Anki deck name: its last "::" part ("IELTS::Education" → "Education"; the
 * \x1f of schema 18 counts as "::"), cleaned as titles are; the whole name when the last part is
 * empty; null when nothing is left.
 */
export function deckTitle(name: string): string | null {
  const parts = name.split('\u001f').join('::').split('::');
  const last = cleanTitle(parts.at(-1) ?? '');
  return last ?? cleanTitle(parts.join('::'));
}

/**
 * A deck description (Anki field HTML already turned into text) as a set description: blank
 * lines squeezed, trimmed, cut to SET_LIMITS.descriptionMax; null when empty.
 */
export function deckDescription(text: string): string | null {
  const description = text
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, SET_LIMITS.descriptionMax)
    .trim();
  return description === '' ? null : description;
}

/**
 * The name pasted text suggests: its heading line when it has one (`heading`, the first
 * non-blank chunk when it holds no term separator and cards follow it), else the first card's
 * term; null when neither gives a name.
 */
export function pastedTitle(heading: string | null, firstTerm: string | undefined): string | null {
  return cleanTitle(heading ?? '') ?? cleanTitle(firstTerm ?? '');
}
