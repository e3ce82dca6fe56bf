/**
 * The interface languages (issue 18): Vietnamese is the default, English is on a switch. Text
 * only (no zod), so the web's first screen can import it cheaply.
 */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
