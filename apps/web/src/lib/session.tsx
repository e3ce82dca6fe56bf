/**
 * The signed-in session for the whole app. `loading` is true only until the first answer: later
 * refetches (after sign-in, sign-up, sign-out…) keep screens mounted instead of flashing the
 * splash (Better Auth's own `isPending` turns true again on a refetch while signed out).
 *
 * `lostUser` is the user whose session ended without a sign-out here (revoked on another device,
 * expired, a password reset): a screen that holds unsaved work (the study screen and its queue)
 * stays open for them and asks to sign in again in place. `signOut` forgets it.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { authClient } from './auth-client.ts';

type SessionData = ReturnType<typeof authClient.useSession>['data'];

type SessionUser = NonNullable<SessionData>['user'];

interface SessionValue {
  data: SessionData;
  loading: boolean;
  refetch: () => Promise<unknown>;
  /** The last signed-in user when the session has since ended by itself, else null. */
  lostUser: SessionUser | null;
  /** Signs out here (the session ends deliberately: nothing is kept open). */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const [settled, setSettled] = useState(false);
  if (!session.isPending && !settled) setSettled(true);
  const { data, refetch } = session;
  const [lastUser, setLastUser] = useState<SessionUser | null>(null);
  if (data?.user && data.user.id !== lastUser?.id) setLastUser(data.user);
  const value = useMemo(
    () => ({
      data,
      loading: !settled,
      refetch: () => refetch(),
      lostUser: data ? null : lastUser,
      signOut: async () => {
        setLastUser(null);
        await authClient.signOut();
      },
    }),
    [data, settled, refetch, lastUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; `data` is null when signed out. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}
