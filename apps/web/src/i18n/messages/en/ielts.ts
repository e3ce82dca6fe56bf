/** English messages: ielts (same keys as messages/vi/ielts.ts). */
import type { ielts as vi } from '../vi/ielts.ts';
import type { Translation } from '../types.ts';

export const ielts: Translation<typeof vi> = {};
