/** English messages: dictionary (same keys as messages/vi/dictionary.ts). */
import type { dictionary as vi } from '../vi/dictionary.ts';
import type { Translation } from '../types.ts';

export const dictionary: Translation<typeof vi> = {};
