import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AccountLanguage } from '../i18n/account-language.tsx';
import { I18nProvider } from '../i18n/i18n.tsx';
import type { Locale } from '../i18n/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';

/** App-wide providers: the interface language, TanStack Query and the session. */
export function AppProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider initial={locale}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AccountLanguage />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
