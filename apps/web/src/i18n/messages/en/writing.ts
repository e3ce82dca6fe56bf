/** English messages: IELTS writing (same keys as messages/vi/writing.ts). */
import type { writing as vi } from '../vi/writing.ts';
import type { Translation } from '../types.ts';

export const writing: Translation<typeof vi> = {};
