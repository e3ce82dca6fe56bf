/** English messages: flashcards (same keys as messages/vi/flashcards.ts). */
import type { flashcards as vi } from '../vi/flashcards.ts';
import type { Translation } from '../types.ts';

export const flashcards: Translation<typeof vi> = {};
