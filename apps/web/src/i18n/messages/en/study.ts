/** English messages: study (same keys as messages/vi/study.ts). */
import type { study as vi } from '../vi/study.ts';
import type { Translation } from '../types.ts';

export const study: Translation<typeof vi> = {};
