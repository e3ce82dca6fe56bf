/**
 * /dashboard/*: needs a session (splash while it loads), with the header and decorations. When
 * the session ends by itself while the learner studies (revoked elsewhere, expired), the study
 * screen stays open: its queue keeps the ratings and it asks to sign in again in place. Any
 * other page goes to /login and comes back after sign-in. Quick Define works on every page here.
 * Offline, the remembered session keeps the pages (lib/session.tsx) and a banner says so.
 * A link opens its page at the top (React Router's ScrollRestoration; back and forward return to
 * where the page was): without it, the Classes tile low on the dashboard opened the Classes page
 * scrolled past its invitations.
 */
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Decorations } from '../../components/layout/decorations.tsx';
import { Header } from '../../components/layout/header.tsx';
import { OfflineBanner } from '../../components/layout/offline-banner.tsx';
import { TabBar, useTabBarPadding } from '../../components/layout/nav-links.tsx';
import { QuickDefine } from '../../features/dictionary/components/quick-define.tsx';
import { useSession } from '../../lib/session.tsx';
import { Splash } from './splash.tsx';

const STUDY_PATH = '/dashboard/flashcards/study/';

export function Component() {
  const { data, loading, lostUser } = useSession();
  const location = useLocation();
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
        <Outlet />
      </main>
      <TabBar />
      <QuickDefine />
      <ScrollRestoration />
    </div>
  );
}
