/** English messages: settings (same keys as messages/vi/settings.ts). */
import type { settings as vi } from '../vi/settings.ts';
import type { Translation } from '../types.ts';

export const settings: Translation<typeof vi> = {};
