/** English messages: IELTS reading (same keys as messages/vi/reading.ts). */
import type { reading as vi } from '../vi/reading.ts';
import type { Translation } from '../types.ts';

export const reading: Translation<typeof vi> = {};
