/**
 * Wraps a component under test in the interface language (I18nProvider, Vietnamese unless told),
 * as the app does: `render(<X />, { wrapper: withLanguage('en') })`.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n.tsx';
import type { Locale } from '../i18n/locale.ts';

export function withLanguage(locale: Locale = 'vi') {
  return function LanguageWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider initial={locale}>{children}</I18nProvider>;
  };
}
