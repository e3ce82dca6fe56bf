/**
 * Study direction (issue 19 §1): term → meaning (the card as written, the default), meaning →
 * term (the sides swapped), or both (in turn: even slots as written, odd slots swapped). Kept
 * per set, and for the today session, in this browser. Asked from the meaning, a card shows its
 * back's answer only (card-notes: no "Ví dụ:" line, which would give the term away).
 */
import { noteLine, splitBack } from '@app/domain';
import type { StudyCard } from '../hooks/study-reducer.ts';

export const DIRECTIONS = ['front', 'back', 'both'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The card as asked at session slot `index`: its sides swapped when the meaning is asked. */
export function shownSides(card: StudyCard, direction: Direction, index: number): StudyCard {
  const swap = direction === 'back' || (direction === 'both' && index % 2 === 1);
  if (!swap) return card;
  // the meaning is asked without its note lines (an example holds the term); they come under
  // the term once the card is turned
  const { answer, notes } = splitBack(card.back);
  return {
    ...card,
    front: answer,
    back: [card.front, ...notes.map(noteLine)].join('\n'),
    frontImageUrl: card.backImageUrl,
    backImageUrl: card.frontImageUrl,
  };
}

const key = (scope: string) => `study.direction.${scope}`;

/** The direction kept for `scope` (a set id, or 'today'); the default when none or unreadable. */
export function storedDirection(scope: string): Direction {
  try {
    const value = localStorage.getItem(key(scope));
    return (DIRECTIONS as readonly string[]).includes(value ?? '') ? (value as Direction) : 'front';
  } catch {
    return 'front';
  }
}

/** Keeps the direction chosen for `scope` (nothing when storage is unavailable). */
export function storeDirection(scope: string, direction: Direction): void {
  try {
    localStorage.setItem(key(scope), direction);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
