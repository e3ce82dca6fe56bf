/**
 * The signed-in session for the whole app, read from GET /api/auth/get-session with TanStack
 * Query (not Better Auth's client: the first screen then loads neither it nor its stores). It is
 * read again after every auth action (lib/session-events.ts) and when the window regains focus.
 * `loading` is true only until the first answer: later reads keep screens mounted instead of
 * flashing the splash.
 *
 * `lostUser` is the user whose session ended without a sign-out here (revoked on another device,
 * expired, a password reset): a screen that holds unsaved work (the study screen and its queue)
 * stays open for them and asks to sign in again in place. `signOut` forgets it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionData, SessionUser } from './auth-client.ts';
import { onSessionChanged } from './session-events.ts';

interface SessionValue {
  data: SessionData;
  loading: boolean;
  /** Reads the session again; resolves once the new answer is in. */
  refetch: () => Promise<unknown>;
  /** The last signed-in user when the session has since ended by itself, else null. */
  lostUser: SessionUser | null;
  /** Signs out here (the session ends deliberately: nothing is kept open). */
  signOut: () => Promise<void>;
}

const SESSION_KEY = ['session'] as const;

/** The session, or null when signed out or when the server cannot be reached (as Better Auth's client). */
async function fetchSession(): Promise<SessionData> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!response.ok) return null;
    return ((await response.json()) as SessionData) ?? null;
  } catch {
    return null;
  }
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
  });
  useEffect(
    () => onSessionChanged(() => queryClient.refetchQueries({ queryKey: SESSION_KEY })),
    [queryClient],
  );
  const data = session.data ?? null;
  const [lastUser, setLastUser] = useState<SessionUser | null>(null);
  if (data?.user && data.user.id !== lastUser?.id) setLastUser(data.user);
  const refetch = session.refetch;
  const value = useMemo(
    () => ({
      data,
      loading: session.isPending,
      refetch: () => refetch(),
      lostUser: data ? null : lastUser,
      signOut: async () => {
        setLastUser(null);
        const { authClient } = await import('./auth-client.ts');
        await authClient.signOut();
      },
    }),
    [data, session.isPending, refetch, lastUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; `data` is null when signed out. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}
