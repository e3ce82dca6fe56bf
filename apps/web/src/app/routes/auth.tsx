/**
 * /login and /register: one screen, views toggled in place; signed-in users go to the page they
 * asked for (a deep link the dashboard guard kept), else /dashboard.
 */
import { Navigate, useLocation } from 'react-router';
import { AuthScreen, returnPath } from '../../features/auth/components/auth-screen.tsx';
import { useSession } from '../../lib/session.tsx';
import { Splash } from './splash.tsx';

export function Component() {
  const { data, loading } = useSession();
  const location = useLocation();
  if (loading) return <Splash />;
  if (data) return <Navigate to={returnPath(location.state)} replace />;
  return <AuthScreen />;
}
