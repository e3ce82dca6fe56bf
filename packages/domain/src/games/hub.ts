/**
 * The games hub (spec §2 Games hub and games, §5 minimum cards per set): the six games, their
 * minimum card counts and whether a set can be picked for a game. The set picker lists only the
 * sets for which `canPlayGame` is true (else it prompts to create flashcards). A game counts
 * only the cards it can use (see each game's `…PlayableCards`).
 */
import { type GameCard } from './cards.ts';
import { canPlayDictation, DICTATION_MIN_CARDS } from './dictation.ts';
import { canPlayMatching, MATCHING_MIN_CARDS } from './matching.ts';
import { canPlayQuiz, QUIZ_MIN_CARDS } from './quiz.ts';
import { canPlaySpellingBee, SPELLING_BEE_MIN_CARDS } from './spelling-bee.ts';
import { canPlayWordBuilder, WORD_BUILDER_MIN_CARDS } from './word-builder.ts';
import { canPlayWordSearch, WORD_SEARCH_MIN_CARDS } from './word-search-grid.ts';

/** The hub's games, in the spec's order. */
export const GAME_IDS = [
  'matching',
  'quiz',
  'spelling-bee',
  'dictation',
  'word-builder',
  'word-search',
] as const;

export type GameId = (typeof GAME_IDS)[number];

/** Test mode's id among the saved results (issue 21 §2): a result, not a game of the hub. */
export const TEST_GAME_ID = 'test';

/**
 * The ids a saved result or a review-list word may carry: the six games and Test mode
 * (issue 21 §2). The contracts' schemas and game_results' CHECK constraint list exactly these.
 */
export const RESULT_GAME_IDS = [...GAME_IDS, TEST_GAME_ID] as const;

export type ResultGameId = (typeof RESULT_GAME_IDS)[number];

/** Fewest usable cards per game (spec §5): matching 4, quiz 4, spelling bee, dictation and word builder 5, word search 3. */
export const GAME_MIN_CARDS: Readonly<Record<GameId, number>> = {
  matching: MATCHING_MIN_CARDS,
  quiz: QUIZ_MIN_CARDS,
  'spelling-bee': SPELLING_BEE_MIN_CARDS,
  dictation: DICTATION_MIN_CARDS,
  'word-builder': WORD_BUILDER_MIN_CARDS,
  'word-search': WORD_SEARCH_MIN_CARDS,
};

const CAN_PLAY: Readonly<Record<GameId, (cards: readonly GameCard[]) => boolean>> = {
  matching: canPlayMatching,
  quiz: canPlayQuiz,
  'spelling-bee': canPlaySpellingBee,
  dictation: canPlayDictation,
  'word-builder': canPlayWordBuilder,
  'word-search': canPlayWordSearch,
};

/** True when a set with these cards can be picked for `game`. */
export function canPlayGame(game: GameId, cards: readonly GameCard[]): boolean {
  return CAN_PLAY[game](cards);
}
