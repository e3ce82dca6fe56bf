/** English messages: IELTS speaking (same keys as messages/vi/speaking.ts). */
import type { speaking as vi } from '../vi/speaking.ts';
import type { Translation } from '../types.ts';

export const speaking: Translation<typeof vi> = {};
