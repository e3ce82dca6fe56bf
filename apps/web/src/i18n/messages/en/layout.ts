/** English messages: layout (same keys as messages/vi/layout.ts). */
import type { layout as vi } from '../vi/layout.ts';
import type { Translation } from '../types.ts';

export const layout: Translation<typeof vi> = {};
