/** English messages: IELTS listening (same keys as messages/vi/listening.ts). */
import type { listening as vi } from '../vi/listening.ts';
import type { Translation } from '../types.ts';

export const listening: Translation<typeof vi> = {};
