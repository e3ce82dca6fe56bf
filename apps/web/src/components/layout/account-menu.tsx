/**
 * The header's account menu on desktop (lg and up): the avatar and name open a panel with
 * settings, the language and theme choices, and sign-out. Escape, a click outside or a
 * navigation closes it.
 */
import { InstallEntry } from './install-entry.tsx';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import type { SessionUser } from '../../lib/auth-client.ts';
import { Avatar } from '../ui/avatar.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { LanguageChoice, ThemeChoice } from './preference-controls.tsx';
import { usePagePopover } from './use-page-popover.ts';
import { useSignOut } from './use-sign-out.ts';

export function AccountMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const { signOut, signingOut } = useSignOut();
  const { open, box, button, toggle } = usePagePopover();

  return (
    <div ref={box} className="relative hidden lg:block">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        aria-label={t('layout.accountMenu')}
        onClick={toggle}
        className="flex items-center gap-2 rounded-xl px-2 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800"
      >
        <Avatar user={user} />
        <span
          className="hidden max-w-32 truncate text-sm font-semibold 2xl:inline"
          data-testid="header-user-name"
        >
          {user.name}
        </span>
        <ChevronDownIcon className="h-4 w-4" />
      </button>
      {open ? (
        <div
          id="account-menu"
          className="absolute right-0 mt-2 w-80 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="truncate font-semibold">{user.name}</p>
          <LanguageChoice />
          <ThemeChoice />
          <InstallEntry className="w-full rounded-xl px-3 py-2 text-left text-sm font-medium text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800" />
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            <Link
              to="/dashboard/settings"
              className="rounded-xl px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {t('layout.settings')}
            </Link>
            <button
              type="button"
              onClick={() => void signOut()}
              disabled={signingOut}
              className="rounded-xl px-3 py-2 text-sm font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
            >
              {t('layout.signOut')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
