/**
 * With no network (issue 34 §1): a screen that cannot open without the server says so in one
 * line and offers the screens that open from this device's copy (home, the set list, "Hôm nay",
 * the dictionary). `NetworkGate` shows it instead of a page that needs the network when the page
 * is opened offline, and opens the page as soon as the connection is back; a page already open
 * when the connection goes stays as it is (nothing typed on it is lost), under the offline
 * banner.
 */
import { useState, type ReactNode } from 'react';
import { Link, useMatches } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useOffline, useOfflineNoticeClaim } from '../../lib/use-online.ts';

/** A route's `handle` in router.tsx: true when its page opens from this device's copy offline. */
export interface RouteHandle {
  worksOffline?: boolean;
}

const OFFLINE_PAGES = [
  { to: '/dashboard', key: 'layout.sections.home' },
  { to: '/dashboard/flashcards', key: 'layout.sections.flashcards' },
  { to: '/dashboard/today', key: 'layout.needsNetwork.todayLink' },
  { to: '/dashboard/dictionary', key: 'layout.sections.dictionary' },
] as const;

/** The one line: why (a page, a set or today's queue not kept here) and what opens offline. */
export function NeedsNetwork({ what = 'page' }: { what?: 'page' | 'set' | 'today' }) {
  const t = useT();
  // this line says what the offline banner would: the banner stays away
  useOfflineNoticeClaim();
  return (
    <p
      role="status"
      data-testid="needs-network"
      className="mx-auto max-w-3xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {t(`layout.needsNetwork.${what}`)} {t('layout.needsNetwork.offer')}{' '}
      {OFFLINE_PAGES.map((page, i) => (
        <span key={page.to}>
          {i > 0 ? ' · ' : null}
          <Link
            to={page.to}
            className="font-semibold whitespace-nowrap underline underline-offset-2 hover:no-underline"
          >
            {t(page.key)}
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * The page, or NeedsNetwork when it was opened offline and needs the network (its route has no
 * `worksOffline` handle). Render it keyed by the route, so that each page decides when it opens.
 */
export function NetworkGate({ children }: { children: ReactNode }) {
  const offline = useOffline();
  const worksOffline = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.worksOffline === true,
  );
  const [waiting, setWaiting] = useState(offline && !worksOffline);
  // the connection is back: the page opens (and stays open if it goes again)
  if (waiting && !offline) setWaiting(false);
  return waiting ? <NeedsNetwork /> : children;
}
