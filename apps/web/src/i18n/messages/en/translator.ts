/** English messages: translator (same keys as messages/vi/translator.ts). */
import type { translator as vi } from '../vi/translator.ts';
import type { Translation } from '../types.ts';

export const translator: Translation<typeof vi> = {};
