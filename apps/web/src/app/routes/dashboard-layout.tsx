/** /dashboard/*: needs a session (splash while it loads), with the header and decorations. */
import { Navigate, Outlet, useLocation } from 'react-router';
import { Decorations } from '../../components/layout/decorations.tsx';
import { Header } from '../../components/layout/header.tsx';
import { useSession } from '../../lib/session.tsx';
import { Splash } from './splash.tsx';

export function Component() {
  const { data, loading } = useSession();
  const location = useLocation();
  if (loading) return <Splash />;
  if (!data) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return (
    <div className="min-h-screen">
      <Decorations />
      <Header user={data.user} />
      <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
