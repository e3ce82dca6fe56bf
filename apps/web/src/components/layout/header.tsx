/**
 * The header of spec §2: back button (none on /dashboard; rules in backTarget), dark-mode toggle,
 * avatar and name, settings link, sign-out; on small screens the account items collapse into a
 * menu.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { vi } from '../../i18n/vi.ts';
import { Avatar } from '../ui/avatar.tsx';
import { ChevronLeftIcon, CloseIcon, MenuIcon, MoonIcon, SunIcon } from '../ui/icons.tsx';
import type { SessionUser } from '../../lib/auth-client.ts';
import { useSession } from '../../lib/session.tsx';
import { backTarget } from './back-target.ts';
import { useDarkMode } from './use-dark-mode.ts';

export function Header({ user }: { user: SessionUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [dark, toggleDark] = useDarkMode();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const [signingOut, setSigningOut] = useState(false);
  const back = backTarget(location.pathname);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch (error) {
      console.error('sign-out failed', error);
    }
    queryClient.clear();
    setSigningOut(false);
    navigate('/login', { replace: true });
  };

  const iconButton =
    'flex h-10 w-10 items-center justify-center rounded-xl text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        {back ? (
          <Link to={back} className={iconButton} aria-label={vi.header.back} title={vi.header.back}>
            <ChevronLeftIcon className="h-5 w-5" />
          </Link>
        ) : null}
        <Link
          to="/dashboard"
          className="mr-auto text-lg font-black tracking-tight text-blue-600 dark:text-blue-400"
        >
          {vi.appName}
        </Link>
        <button
          type="button"
          onClick={toggleDark}
          className={iconButton}
          aria-label={dark ? vi.header.darkOff : vi.header.darkOn}
          aria-pressed={dark}
          title={dark ? vi.header.darkOff : vi.header.darkOn}
        >
          {dark ? <MoonIcon className="h-5 w-5" /> : <SunIcon className="h-5 w-5" />}
        </button>
        <div className="hidden items-center gap-3 md:flex">
          <span className="flex items-center gap-2">
            <Avatar user={user} />
            <span
              className="max-w-40 truncate text-sm font-semibold"
              data-testid="header-user-name"
            >
              {user.name}
            </span>
          </span>
          <Link
            to="/dashboard/settings"
            className="rounded-xl px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {vi.header.settings}
          </Link>
          <button
            type="button"
            onClick={signOut}
            disabled={signingOut}
            className="rounded-xl px-3 py-2 text-sm font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
          >
            {vi.header.signOut}
          </button>
        </div>
        <button
          type="button"
          className={`${iconButton} md:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? vi.header.closeMenu : vi.header.menu}
          onClick={() => setMenuPath(menuOpen ? null : location.pathname)}
        >
          {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
        >
          <div className="flex items-center gap-3 py-2">
            <Avatar user={user} />
            <span className="font-semibold">{user.name}</span>
          </div>
          <Link
            to="/dashboard"
            className="block rounded-lg px-2 py-2.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {vi.header.home}
          </Link>
          <Link
            to="/dashboard/flashcards"
            className="block rounded-lg px-2 py-2.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {vi.header.flashcards}
          </Link>
          <Link
            to="/dashboard/settings"
            className="block rounded-lg px-2 py-2.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {vi.header.settings}
          </Link>
          <button
            type="button"
            onClick={signOut}
            disabled={signingOut}
            className="block w-full rounded-lg px-2 py-2.5 text-left text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
          >
            {vi.header.signOut}
          </button>
        </nav>
      ) : null}
    </header>
  );
}
