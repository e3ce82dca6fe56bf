/** English messages: dashboard (same keys as messages/vi/dashboard.ts). */
import type { dashboard as vi } from '../vi/dashboard.ts';
import type { Translation } from '../types.ts';

export const dashboard: Translation<typeof vi> = {};
