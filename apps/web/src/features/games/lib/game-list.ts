/**
 * The games hub's list (spec §2 "Games hub and games"): each game's path, the key of its title
 * and description in the games catalogue (`games.list.<key>`), its minimum cards, and the
 * 'coming soon' flag the spec names (off for all, as in the spec).
 */
import { GAME_MIN_CARDS, type GameId } from '@app/domain';

/** The catalogue key of a game (`games.list.<key>.title`, `.description`). */
export type GameKey =
  'matching' | 'quiz' | 'spellingBee' | 'dictation' | 'wordBuilder' | 'wordSearch';

export interface GameEntry {
  id: GameId;
  key: GameKey;
  path: string;
  minCards: number;
  comingSoon: boolean;
}

const entry = (id: GameId, key: GameKey, path: string): GameEntry => ({
  id,
  key,
  path: `/dashboard/games/${path}`,
  minCards: GAME_MIN_CARDS[id],
  comingSoon: false,
});

export const GAMES: readonly GameEntry[] = [
  entry('matching', 'matching', 'matching'),
  entry('quiz', 'quiz', 'quiz'),
  entry('spelling-bee', 'spellingBee', 'spelling-bee'),
  entry('dictation', 'dictation', 'listening-dictation'),
  entry('word-builder', 'wordBuilder', 'word-builder'),
  entry('word-search', 'wordSearch', 'word-search'),
];

/** The study tips under the games (spec §2), as keys of `games.hub.tips`. */
export const STUDY_TIPS = ['one', 'two', 'three', 'four'] as const;
