/**
 * The flashcard as every game reads it (spec §3 flashcards, client shape front/back) and the
 * card filters the games share.
 *
 * Interpretation (spec silent): a game counts only the cards it can actually use, both for its
 * minimum card count (§5) and for its deal. A card with a blank side cannot be a Matching tile
 * or a Quiz option; two cards with the same front (or the same back) would give two tiles or two
 * options that look identical but are not interchangeable, which a learner would call a bug.
 * So those games keep the first card of each text, compared with `normalizeAnswer` (trimmed,
 * case-insensitive, NFC), and the set picker offers a set only when enough cards remain. A back is compared by its answer
 * (note lines left out), as the games show it.
 */
import { normalizeAnswer } from './answers.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/**
 * One flashcard as the games read it. `front` may hold alternatives separated by '/'; `back` may
 * carry note lines (flashcards/card-notes.ts): the games ask, show and compare its answer only.
 */
export interface GameCard {
  id: string;
  front: string;
  back: string;
}

/** True when `text` holds something other than whitespace. */
export function hasText(text: string): boolean {
  return text.trim() !== '';
}

/** The cards whose front and back are both non-blank, in input order. */
export function cardsWithBothSides<T extends GameCard>(cards: readonly T[]): T[] {
  return cards.filter((card) => hasText(card.front) && hasText(card.back));
}

/**
 * The cards with both sides non-blank and with a front and a back not already used by an
 * earlier card (compared normalised: trimmed, case-insensitive, NFC). Input order is kept, so
 * the first of two duplicates wins.
 */
export function cardsWithDistinctSides<T extends GameCard>(cards: readonly T[]): T[] {
  const fronts = new Set<string>();
  const backs = new Set<string>();
  const result: T[] = [];
  for (const card of cardsWithBothSides(cards)) {
    const front = normalizeAnswer(card.front);
    const back = normalizeAnswer(backAnswer(card.back));
    if (fronts.has(front) || backs.has(back)) continue;
    fronts.add(front);
    backs.add(back);
    result.push(card);
  }
  return result;
}
