/**
 * The language remembered per account (GET/PATCH /api/account/preferences, issue 18). Signed in,
 * the account's choice wins over this browser's, except on the first login, and when the learner
 * has just picked a language on the sign-in page (this tab, signed out): then that choice becomes
 * the account's. `useSwitchLanguage` changes the page at once and saves the choice to the account
 * when there is one.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  preferencesKey,
  preferencesQuery,
  savePreferences,
  useSavePreferences,
} from '../lib/preferences.ts';
import { useSession } from '../lib/session.tsx';
import { useLocale } from './i18n.tsx';
import type { Locale } from './locale.ts';

/** sessionStorage: a language picked while signed out, in this tab (it goes to the account). */
const PICKED_SIGNED_OUT = 'language.pickedSignedOut';

function pickedSignedOut(): boolean {
  try {
    return sessionStorage.getItem(PICKED_SIGNED_OUT) !== null;
  } catch {
    return false;
  }
}

function markPickedSignedOut(picked: boolean): void {
  try {
    if (picked) sessionStorage.setItem(PICKED_SIGNED_OUT, '1');
    else sessionStorage.removeItem(PICKED_SIGNED_OUT);
  } catch {
    // storage unavailable: the account's language wins
  }
}

/** Applies the account's language once it is known (rendered inside the session). */
export function AccountLanguage() {
  const session = useSession();
  const user = session.data?.user;
  const { locale, setLocale } = useLocale();
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery(user?.id ?? undefined));
  const stored = preferences.data?.language;
  const firstLogin = user?.firstLogin === true;

  useEffect(() => {
    if (!stored) return;
    const picked = pickedSignedOut();
    markPickedSignedOut(false);
    if (stored === locale) return;
    if (firstLogin || picked) {
      void savePreferences({ language: locale }).then((saved) =>
        queryClient.setQueryData(preferencesKey(user?.id), saved),
      );
    } else {
      void setLocale(stored);
    }
    // only when an account's answer arrives: a later switch saves itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored, user?.id]);
  return null;
}

/** Switches the interface language and keeps the choice (browser, and account if signed in). */
export function useSwitchLanguage(): {
  locale: Locale;
  switchTo: (locale: Locale) => Promise<void>;
} {
  const { locale, setLocale } = useLocale();
  const session = useSession();
  const save = useSavePreferences(session.data?.user.id);
  const switchTo = useCallback(
    async (next: Locale) => {
      await setLocale(next);
      if (session.data?.user) save.mutate({ language: next });
      else markPickedSignedOut(true);
    },
    [setLocale, session.data?.user, save],
  );
  return { locale, switchTo };
}
