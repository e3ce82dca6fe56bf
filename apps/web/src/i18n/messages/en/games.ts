/** English messages: games (same keys as messages/vi/games.ts). */
import type { games as vi } from '../vi/games.ts';
import type { Translation } from '../types.ts';

export const games: Translation<typeof vi> = {};
