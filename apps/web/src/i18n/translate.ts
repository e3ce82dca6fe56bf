/**
 * Messages for code outside React (API error mapping, queue notices): the same FormatJS instance
 * as the provider's, kept current by it (i18n.tsx). Components use `useT()` instead, which
 * re-renders on a language switch.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadedMessages, type MessageId } from './catalogues.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/** Values an ICU message takes: `{n}`, `{title}`… */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

const cache = createIntlCache();

/**
 * The locale Intl formats in: English is British English (the catalogues' spelling, and dates
 * day first: 27/11/2026, as Vietnamese writes them).
 */
const FORMAT_LOCALE: Record<Locale, string> = { vi: 'vi', en: 'en-GB' };

/** Builds the FormatJS instance of a locale whose catalogue is loaded. */
export function makeIntl(locale: Locale, messages: Record<string, string>): IntlShape {
  return createIntl(
    {
      locale: FORMAT_LOCALE[locale],
      defaultLocale: DEFAULT_LOCALE,
      messages,
      onError: (error) => console.error(error),
    },
    cache,
  );
}

let current: IntlShape = makeIntl(DEFAULT_LOCALE, loadedMessages(DEFAULT_LOCALE)!);

/** Called by the provider whenever the language changes. */
export function setCurrentIntl(intl: IntlShape): void {
  current = intl;
}

/** The current FormatJS instance (dates and numbers outside React). */
export function currentIntl(): IntlShape {
  return current;
}

/** The text of message `id` in the current language. */
export function translate(id: MessageId, values?: MessageValues): string {
  return current.formatMessage({ id }, values);
}
