/**
 * /dashboard/*: needs a session (splash while it loads), with the header and decorations. When
 * the session ends by itself while the learner studies (revoked elsewhere, expired), the study
 * screen stays open: its queue keeps the ratings and it asks to sign in again in place. Any
 * other page goes to /login and comes back after sign-in. Quick Define works on every page here.
 * Offline (issue 34 §1-2), the remembered session keeps the pages (lib/session.tsx), a banner
 * says so, the screens kept on this device open from their copy (lib/use-offline-copy.ts), a
 * page opened offline that needs the network says so (NetworkGate), and the study write queue
 * runs on every page once it has work (StudyWritesRunner: a screen opened the queue, or the
 * device keeps writes not sent), so results kept here are sent when the connection returns
 * whatever page is open.
 * A link opens its page at the top (React Router's ScrollRestoration; back and forward return to
 * where the page was): without it, the Classes tile low on the dashboard opened the Classes page
 * scrolled past its invitations.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { Decorations } from '../../components/layout/decorations.tsx';
import { Header } from '../../components/layout/header.tsx';
import { NetworkGate } from '../../components/layout/needs-network.tsx';
import { useOffline } from '../../lib/use-online.ts';
import { OfflineBanner } from '../../components/layout/offline-banner.tsx';
import { TabBar, useTabBarPadding } from '../../components/layout/nav-links.tsx';
import { QuickDefine } from '../../features/dictionary/components/quick-define.tsx';
import { useSession } from '../../lib/session.tsx';
import { onStudyQueueOpened, studyQueueOpened } from '../../lib/study-events.ts';
import { useOfflineCopy } from '../../lib/use-offline-copy.ts';
import { Splash } from './splash.tsx';

const STUDY_PATH = '/dashboard/flashcards/study/';

// the write queue (IndexedDB, the contracts' schemas): a chunk of its own, loaded when it has work
const StudyWritesRunner = lazy(
  () => import('../../features/study/components/study-writes-runner.tsx'),
);

/** False until the browser is idle after the first screen (at most 2 s), then true. */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 2_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 1_000);
    return () => clearTimeout(id);
  }, []);
  return ready;
}

/**
 * True once the write queue has work on this page: a screen opened it, or (checked after the
 * first screen, again when the browser comes online or the tab is shown) the device keeps writes
 * not sent yet. Until then the queue and its schemas are not loaded (issue 35 §1).
 */
function useQueueWanted(userId: string, afterFirstScreen: boolean): boolean {
  const [wanted, setWanted] = useState(studyQueueOpened);
  useEffect(() => {
    if (wanted) return;
    const unlisten = onStudyQueueOpened(() => setWanted(true));
    if (!afterFirstScreen) return unlisten;
    let live = true;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void import('../../features/study/lib/kept-writes.ts')
        .then(({ hasKeptWrites }) => hasKeptWrites(userId))
        .then((kept) => {
          if (live && kept) setWanted(true);
        });
    };
    check();
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      live = false;
      unlisten();
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [userId, wanted, afterFirstScreen]);
  return wanted;
}

/** What keeps working offline for the signed-in learner: the kept screens and the queue. */
function OfflineSupport({ userId, confirmed }: { userId: string; confirmed: boolean }) {
  const offline = useOffline();
  useOfflineCopy(userId, offline);
  const afterFirstScreen = useAfterFirstScreen();
  const ready = useQueueWanted(userId, afterFirstScreen);
  return ready ? (
    <Suspense fallback={null}>
      <StudyWritesRunner userId={userId} confirmed={confirmed} />
    </Suspense>
  ) : null;
}

export function Component() {
  const { data, loading, lostUser, offline } = useSession();
  const location = useLocation();
  // the page's route (not its address): a new lesson or set on the same page keeps the page
  // mounted, as React Router does (the player goes on to the next lesson without a remount)
  const route = useMatches().at(-1)?.id ?? location.pathname;
  const padding = useTabBarPadding();
  if (loading) return <Splash />;
  const keepStudying = lostUser !== null && location.pathname.startsWith(STUDY_PATH);
  const user = data?.user ?? (keepStudying ? lostUser : null);
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return (
    <div className="min-h-screen">
      <Decorations />
      <Header user={user} />
      <OfflineBanner />
      <main className={`mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 ${padding}`}>
        <NetworkGate key={route}>
          <Outlet />
        </NetworkGate>
      </main>
      <TabBar />
      <QuickDefine />
      {data ? <OfflineSupport userId={data.user.id} confirmed={!offline} /> : null}
      <ScrollRestoration />
    </div>
  );
}
