/**
 * Card states of the statistics page (issue 19 §3), Anki's classification: a card the learner
 * never rated is new; a rated card with no successful repetition in a row (just failed, or in
 * its first steps) is learning; a card in review is young until its interval reaches 21 days,
 * then mature. A suspended card is counted apart, whatever its review state.
 */

/** Anki's threshold: a card whose interval is at least this many days is mature. */
export const MATURE_INTERVAL_DAYS = 21;

export type CardState = 'new' | 'learning' | 'young' | 'mature' | 'suspended';

export const CARD_STATES: readonly CardState[] = [
  'new',
  'learning',
  'young',
  'mature',
  'suspended',
];

/** What the classification reads of a card: its review state (null: never rated). */
export interface CardStateInput {
  review: { intervalDays: number; repetitionCount: number } | null;
  suspended: boolean;
}

/** The state of one card (suspension overrides the review state). */
export function classifyCard({ review, suspended }: CardStateInput): CardState {
  if (suspended) return 'suspended';
  if (review === null) return 'new';
  if (review.repetitionCount === 0) return 'learning';
  return review.intervalDays >= MATURE_INTERVAL_DAYS ? 'mature' : 'young';
}

/** How many cards are in each state (every state present, zero when none). */
export function countCardStates(cards: Iterable<CardStateInput>): Record<CardState, number> {
  const counts: Record<CardState, number> = {
    new: 0,
    learning: 0,
    young: 0,
    mature: 0,
    suspended: 0,
  };
  for (const card of cards) counts[classifyCard(card)] += 1;
  return counts;
}
