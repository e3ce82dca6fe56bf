/** /login and /register: one screen, views toggled in place; signed-in users go to /dashboard. */
import { Navigate } from 'react-router';
import { AuthScreen } from '../../features/auth/components/auth-screen.tsx';
import { useSession } from '../../lib/session.tsx';
import { Splash } from './splash.tsx';

export function Component() {
  const { data, loading } = useSession();
  if (loading) return <Splash />;
  if (data) return <Navigate to="/dashboard" replace />;
  return <AuthScreen />;
}
