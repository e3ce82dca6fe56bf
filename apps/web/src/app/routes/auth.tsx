/** /login and /register: one screen, views toggled in place; signed-in users go to /dashboard. */
import { Navigate } from 'react-router';
import { AuthScreen } from '../../features/auth/components/auth-screen.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { Splash } from './splash.tsx';

export function Component() {
  const { data, isPending, isRefetching } = authClient.useSession();
  // A refetch (after sign-up, sign-in…) keeps the screen mounted; only the first load shows the splash.
  if (isPending && !isRefetching) return <Splash />;
  if (data) return <Navigate to="/dashboard" replace />;
  return <AuthScreen />;
}
