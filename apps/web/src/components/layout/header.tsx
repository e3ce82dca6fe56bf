/**
 * The header of spec §2 and issue 18 §2: back button (none on /dashboard; rules in backTarget),
 * the app's name (home), the sections (laptop), the dark-mode toggle, and the account menu
 * (laptop) or the full menu (phones: every section, language, theme, sign-out). The phone's
 * bottom tab bar is nav-links.tsx's TabBar. The bar spans the screen up to 1536 px (wider than
 * the page's 1152 px column) so that every section fits it from 1280 px, in both languages
 * (issue 34 §8); the learner's name beside the avatar shows from 1536 px.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import type { SessionUser } from '../../lib/auth-client.ts';
import { Avatar } from '../ui/avatar.tsx';
import { ChevronLeftIcon, CloseIcon, MenuIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';
import { AccountMenu } from './account-menu.tsx';
import { InstallEntry } from './install-entry.tsx';
import { backTarget } from './back-target.ts';
import { HeaderNav, MenuNav } from './nav-links.tsx';
import { LanguageChoice, ThemeChoice } from './preference-controls.tsx';
import { useDarkMode } from './use-dark-mode.ts';
import { useSignOut } from './use-sign-out.ts';

const iconButton =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800';

export function Header({ user }: { user: SessionUser }) {
  const t = useT();
  const location = useLocation();
  const [dark, toggleDark] = useDarkMode();
  const { signOut, signingOut } = useSignOut();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const back = backTarget(location.pathname);
  const darkLabel = dark ? t('layout.darkOff') : t('layout.darkOn');

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-4 sm:px-6">
        {back ? (
          <Link
            to={back}
            className={iconButton}
            aria-label={t('layout.back')}
            title={t('layout.back')}
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </Link>
        ) : null}
        <Link
          to="/dashboard"
          className="mr-auto shrink-0 text-lg font-black tracking-tight text-blue-600 lg:mr-2 dark:text-blue-400"
        >
          {t('common.appName')}
        </Link>
        <HeaderNav />
        <button
          type="button"
          onClick={toggleDark}
          className={iconButton}
          aria-label={darkLabel}
          aria-pressed={dark}
          title={darkLabel}
        >
          {dark ? <MoonIcon className="h-5 w-5" /> : <SunIcon className="h-5 w-5" />}
        </button>
        <AccountMenu user={user} />
        <button
          type="button"
          className={`${iconButton} lg:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('layout.closeMenu') : t('layout.menu')}
          onClick={() => setMenuPath(menuOpen ? null : location.pathname)}
        >
          {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
      </div>
      {menuOpen ? (
        <div
          id="mobile-menu"
          className="max-h-[calc(100dvh-4rem)] space-y-4 overflow-y-auto border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
        >
          <div className="flex items-center gap-3">
            <Avatar user={user} />
            <span className="truncate font-semibold" data-testid="menu-user-name">
              {user.name}
            </span>
          </div>
          <MenuNav />
          <div className="grid gap-4 sm:grid-cols-2">
            <LanguageChoice />
            <ThemeChoice />
          </div>
          <InstallEntry className="block min-h-11 w-full rounded-lg px-2 py-2.5 text-left font-medium text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800" />
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={signingOut}
            className="block min-h-11 w-full rounded-lg px-2 py-2.5 text-left text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
          >
            {t('layout.signOut')}
          </button>
        </div>
      ) : null}
    </header>
  );
}
