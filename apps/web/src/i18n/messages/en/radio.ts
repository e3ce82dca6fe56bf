/** English messages: radio (same keys as messages/vi/radio.ts). */
import type { radio as vi } from '../vi/radio.ts';
import type { Translation } from '../types.ts';

export const radio: Translation<typeof vi> = {};
