/**
 * The interface language of this browser (issue 18): Vietnamese by default, English on a switch.
 * Kept in localStorage (`language`) so a page opens in the learner's language before the
 * account's preference (GET /api/account/preferences) has answered, and before sign-in.
 */
import { LANGUAGES, type Language } from '@app/contracts/languages';

export type Locale = Language;
export const DEFAULT_LOCALE: Locale = 'vi';
const KEY = 'language';

/** True for a supported interface language code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language this browser last used, or Vietnamese. */
export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Remembers the language in this browser (best effort: storage may be unavailable). */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}
