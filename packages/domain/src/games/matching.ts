/**
 * Matching (spec §4 Matching, §5 minimum cards, §9 Matching): each chosen card gives a pair of
 * tiles, its front and its back; the learner memorises the face-up board for 3 s, then flips
 * two tiles at a time to find the pairs.
 *
 * Interpretations:
 * - §5 says "matching 4 (2 pairs)". The easiest difficulty (Dễ) needs 4 pairs, one per card, so
 *   the minimum is read as 4 cards (= 4 pairs, the smallest playable board); with 2 pairs no
 *   difficulty could be offered.
 * - Only cards with both sides non-blank and with a front and a back not repeated by another
 *   card count (`cardsWithDistinctSides`): two identical tiles from different cards would not
 *   be interchangeable, which a learner would read as a wrong "mismatch".
 * - A pair matches when its two tiles come from the same card (one front, one back).
 * - Score rounding (spec silent): accuracy is rounded to a whole percent first, the score is the
 *   rounded average of that and the time score, so the shown accuracy and score agree.
 */
import { cardsWithDistinctSides, type GameCard } from './cards.ts';
import { pickDistinct, shuffle, type Random } from './random.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** Fewest usable cards a set needs for Matching (spec §5). */
export const MATCHING_MIN_CARDS = 4;
/** Most pairs on a board (spec §5 "capped at 12", the Cực khó board). */
export const MATCHING_MAX_PAIRS = 12;
/** Memorise phase with every tile face up, in ms (spec §9: 3 s). */
export const MATCHING_MEMORISE_MS = 3_000;
/** A mismatched pair flips back after this many ms (spec §9: 1 s). */
export const MATCHING_MISMATCH_MS = 1_000;
/** A found pair is marked matched after this many ms (spec §9: 0.6 s). */
export const MATCHING_MATCH_MS = 600;
/** At most this many tiles face up during play (spec §4). */
export const MATCHING_MAX_FLIPPED = 2;
/** Grid columns (spec §9 "Grid 4 columns, 6 on wider screens for more cards"). */
export const MATCHING_GRID_COLUMNS = 4;
export const MATCHING_WIDE_GRID_COLUMNS = 6;
/** Boards with more tiles than this use the wide grid on a wide screen (interpretation). */
export const MATCHING_WIDE_GRID_MIN_TILES = 17;

export type MatchingDifficultyId = 'easy' | 'medium' | 'hard' | 'expert';

export interface MatchingDifficulty {
  /** The level's code; the web shows the spec's name for it (§9: Dễ, Trung bình, Khó, Cực khó). */
  id: MatchingDifficultyId;
  /** Pairs on the board; tiles = 2 × pairs. */
  pairs: number;
}

/** Spec §9: easy (Dễ) 4 pairs (8 cards), medium 6 (12), hard 8 (16), expert (Cực khó) 12 (24). */
export const MATCHING_DIFFICULTIES: readonly MatchingDifficulty[] = [
  { id: 'easy', pairs: 4 },
  { id: 'medium', pairs: 6 },
  { id: 'hard', pairs: 8 },
  { id: 'expert', pairs: 12 },
];

/** The cards Matching can use, in input order (see the module note). */
export function matchingPlayableCards<T extends GameCard>(cards: readonly T[]): T[] {
  return cardsWithDistinctSides(cards);
}

/** True when the set has enough usable cards for Matching (≥ 4). */
export function canPlayMatching(cards: readonly GameCard[]): boolean {
  return matchingPlayableCards(cards).length >= MATCHING_MIN_CARDS;
}

/** The difficulties offered for a set: those whose pair count ≤ its usable cards (spec §5). */
export function availableMatchingDifficulties(cards: readonly GameCard[]): MatchingDifficulty[] {
  const pairs = Math.min(MATCHING_MAX_PAIRS, matchingPlayableCards(cards).length);
  return MATCHING_DIFFICULTIES.filter((difficulty) => difficulty.pairs <= pairs);
}

/** One tile: a side of a card. */
export interface MatchingTile {
  cardId: string;
  side: 'front' | 'back';
  text: string;
}

export type MatchingPhase = 'memorise' | 'playing' | 'complete';

export interface MatchingState {
  /** Tiles in board order (row-major). Indices below are positions in this array. */
  tiles: readonly MatchingTile[];
  phase: MatchingPhase;
  /** Face-up tiles not yet matched, in flip order (0-2). */
  flipped: readonly number[];
  /** Card ids whose pair is matched. */
  matched: readonly string[];
  /** Second flips so far (spec §4: "on the second flip attempts rise by 1"). */
  attempts: number;
  /** Set while two tiles are face up and the board is locked; resolve it after its delay. */
  pending: 'match' | 'mismatch' | null;
}

/**
 * Deals a board: `difficulty.pairs` distinct usable cards chosen at random, their 2 × pairs
 * tiles shuffled. @throws RangeError when the set has fewer usable cards than pairs.
 */
export function dealMatching(
  cards: readonly GameCard[],
  difficulty: MatchingDifficulty,
  random: Random,
): MatchingTile[] {
  const playable = matchingPlayableCards(cards);
  if (playable.length < difficulty.pairs) {
    throw new RangeError(`${difficulty.id} needs ${difficulty.pairs} cards`);
  }
  const chosen = pickDistinct(playable, difficulty.pairs, random);
  const tiles = chosen.flatMap((card): MatchingTile[] => [
    { cardId: card.id, side: 'front', text: card.front.trim() },
    { cardId: card.id, side: 'back', text: backAnswer(card.back) },
  ]);
  return shuffle(tiles, random);
}

/** A new game in the memorise phase (every tile face up for MATCHING_MEMORISE_MS). */
export function createMatchingGame(
  cards: readonly GameCard[],
  difficulty: MatchingDifficulty,
  random: Random,
): MatchingState {
  return {
    tiles: dealMatching(cards, difficulty, random),
    phase: 'memorise',
    flipped: [],
    matched: [],
    attempts: 0,
    pending: null,
  };
}

/** Ends the memorise phase: tiles face down, the timer starts. */
export function startMatchingPlay(state: MatchingState): MatchingState {
  return state.phase === 'memorise' ? { ...state, phase: 'playing' } : state;
}

/** True when the tile shows its face: memorise phase, flipped or matched. */
export function isTileFaceUp(state: MatchingState, index: number): boolean {
  const tile = state.tiles[index];
  if (tile === undefined) return false;
  return (
    state.phase !== 'playing' ||
    state.flipped.includes(index) ||
    state.matched.includes(tile.cardId)
  );
}

/**
 * Flips tile `index`. Ignored outside play, while the board is locked (`pending`), for a tile
 * already face up and for an index off the board. The second flip adds an attempt and locks
 * the board with `pending` 'match' or 'mismatch'; resolve it after `matchingResolveDelayMs`.
 */
export function flipMatchingTile(state: MatchingState, index: number): MatchingState {
  if (state.phase !== 'playing' || state.pending !== null) return state;
  if (index < 0 || index >= state.tiles.length || isTileFaceUp(state, index)) return state;
  const flipped = [...state.flipped, index];
  if (flipped.length < MATCHING_MAX_FLIPPED) return { ...state, flipped };
  const [a, b] = flipped.map((i) => state.tiles[i] as MatchingTile) as [MatchingTile, MatchingTile];
  const isMatch = a.cardId === b.cardId && a.side !== b.side;
  return {
    ...state,
    flipped,
    attempts: state.attempts + 1,
    pending: isMatch ? 'match' : 'mismatch',
  };
}

/** The wait before `resolveMatchingFlip`, in ms: 600 for a match, 1000 for a mismatch, else 0. */
export function matchingResolveDelayMs(state: MatchingState): number {
  if (state.pending === 'match') return MATCHING_MATCH_MS;
  return state.pending === 'mismatch' ? MATCHING_MISMATCH_MS : 0;
}

/**
 * Resolves a pending pair: a match stays face up as matched, a mismatch flips back; the board
 * unlocks. The game is complete when every pair is matched (the timer stops).
 */
export function resolveMatchingFlip(state: MatchingState): MatchingState {
  if (state.pending === null) return state;
  const matched =
    state.pending === 'match'
      ? [...state.matched, (state.tiles[state.flipped[0] as number] as MatchingTile).cardId]
      : state.matched;
  const complete = matched.length * 2 === state.tiles.length;
  return {
    ...state,
    flipped: [],
    matched,
    pending: null,
    phase: complete ? 'complete' : 'playing',
  };
}

export interface MatchingScore {
  /** round(100 × pairs / attempts), whole percent; 0 with no attempt. */
  accuracyPercent: number;
  /** max(0, 100 − seconds / 2), points (may end in .5). */
  timeScore: number;
  /** round((accuracyPercent + timeScore) / 2), whole points 0-100. */
  score: number;
}

/**
 * Spec §9: score = average of accuracy (pairs / attempts, percent) and time score (100 minus
 * half the seconds, floor 0). `elapsedSeconds` is the play time (memorise phase excluded) in
 * seconds, floored to whole seconds as the ticking timer shows it.
 */
export function matchingScore(
  pairs: number,
  attempts: number,
  elapsedSeconds: number,
): MatchingScore {
  const accuracy = attempts > 0 ? Math.round((100 * pairs) / attempts) : 0;
  const timeScore = Math.max(0, 100 - Math.floor(Math.max(0, elapsedSeconds)) / 2);
  return { accuracyPercent: accuracy, timeScore, score: Math.round((accuracy + timeScore) / 2) };
}

/**
 * Grid columns for a board of `tileCount` tiles: 4, or 6 on a wide screen when the board has
 * more than 16 tiles (spec §9 "6 on wider screens for more cards"; the threshold is ours: up to
 * 16 tiles a 4-column grid is at most 4 rows, the 24-tile board would be 6 rows).
 */
export function matchingGridColumns(tileCount: number, wideScreen: boolean): number {
  return wideScreen && tileCount >= MATCHING_WIDE_GRID_MIN_TILES
    ? MATCHING_WIDE_GRID_COLUMNS
    : MATCHING_GRID_COLUMNS;
}
