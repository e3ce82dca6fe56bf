/** English messages: auth (same keys as messages/vi/auth.ts). */
import type { auth as vi } from '../vi/auth.ts';
import type { Translation } from '../types.ts';

export const auth: Translation<typeof vi> = {};
