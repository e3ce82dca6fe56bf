/**
 * The signed-in session for the whole app. `loading` is true only until the first answer: later
 * refetches (after sign-in, sign-up, sign-out…) keep screens mounted instead of flashing the
 * splash (Better Auth's own `isPending` turns true again on a refetch while signed out).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { authClient } from './auth-client.ts';

type SessionData = ReturnType<typeof authClient.useSession>['data'];

interface SessionValue {
  data: SessionData;
  loading: boolean;
  refetch: () => Promise<unknown>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const [settled, setSettled] = useState(false);
  if (!session.isPending && !settled) setSettled(true);
  const { data, refetch } = session;
  const value = useMemo(
    () => ({ data, loading: !settled, refetch: () => refetch() }),
    [data, settled, refetch],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; `data` is null when signed out. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}
