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
 *
 * Signing out works offline too (issue 34 §24, lib/pending-sign-out.ts): it is written down on
 * this device first, and while the server has not ended the session the app answers "signed
 * out" here (the cookie still names the session until then; each read of the session tries to
 * end it, so it ends as soon as the server answers again).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionData, SessionUser } from './auth-client.ts';
import {
  finishPendingSignOut,
  markSignOutPending,
  PENDING_SIGN_OUT_KEY,
  pendingSignOut,
} from './pending-sign-out.ts';
import { onSessionChanged, sessionChanged } from './session-events.ts';
import { dropEarly, takeEarly } from '../app/early-requests.ts';

interface SessionValue {
  data: SessionData;
  loading: boolean;
  /** Reads the session again; resolves once the new answer is in. */
  refetch: () => Promise<unknown>;
  /** The last signed-in user when the session has since ended by itself, else null. */
  lostUser: SessionUser | null;
  /**
   * Signs out here (the session ends deliberately: nothing is kept open), at once on this device;
   * on the server now, or as soon as it answers again (lib/pending-sign-out.ts).
   */
  signOut: () => Promise<void>;
  /** True when the server could not be reached and `data` is the remembered session. */
  offline: boolean;
}

const SESSION_KEY = ['session'] as const;

/** Better Auth's session read. */
const SESSION_URL = '/api/auth/get-session';

/** How often a session read from memory is checked with the server again, in ms. */
const OFFLINE_RETRY_MS = 5_000;

/**
 * Where the last signed-in session is remembered in this browser (issue 20 §1): the user and the
 * session's id and expiry, never its token (the cookie that carries it stays httpOnly).
 */
const REMEMBERED_KEY = 'ielts-study:session';

function remember(data: SessionData): void {
  try {
    if (!data) {
      localStorage.removeItem(REMEMBERED_KEY);
      return;
    }
    const { id, userId, expiresAt } = data.session;
    localStorage.setItem(
      REMEMBERED_KEY,
      JSON.stringify({ user: data.user, session: { id, userId, expiresAt } }),
    );
  } catch {
    // storage full or refused: the app only forgets who was signed in offline
  }
}

/** The remembered session while it has not expired (and no sign-out waits), else null. */
function remembered(): SessionData {
  if (pendingSignOut()) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null') as SessionData;
    if (!stored?.user || new Date(stored.session.expiresAt).getTime() <= Date.now()) return null;
    return stored;
  } catch {
    return null;
  }
}

/**
 * The user whose session this browser last confirmed with the server (remembered in
 * localStorage, expired or not), or null: the study write queue of another learner left open in
 * the page does not send under that session (features/study/api/study-writes.ts).
 */
export function rememberedUserId(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null') as SessionData;
    return stored?.user?.id ?? null;
  } catch {
    return null;
  }
}

/** The session and whether it is the remembered one (the server could not be reached). */
interface SessionAnswer {
  data: SessionData;
  offline: boolean;
}

/**
 * The session, or null when signed out. When the server cannot be reached (no network, or a 5xx
 * answer), the session remembered from the last answer, marked `offline`: a signed-in learner who opens the
 * installed app on a bus keeps their screens instead of meeting the sign-in form.
 */
async function fetchSession(): Promise<SessionAnswer> {
  // the entry's early read of the session (app/early-requests.ts), taken in any case: when a
  // sign-out waits here it may name the session being ended, and is dropped
  const early = takeEarly(SESSION_URL);
  const signOutWaited = pendingSignOut() !== null;
  // signed out on this device with no connection: the server ends that session first
  if (signOutWaited && (await finishPendingSignOut()) === 'waiting') {
    return { data: null, offline: true };
  }
  let response: Response;
  try {
    response = await (early && !signOutWaited
      ? early
      : fetch(SESSION_URL, { credentials: 'same-origin' }));
  } catch {
    return { data: remembered(), offline: true };
  }
  // a proxy's 502 or a server starting up is not a sign-out: keep the remembered session
  if (response.status >= 500) return { data: remembered(), offline: true };
  const data = response.ok ? (((await response.json()) as SessionData) ?? null) : null;
  // the page's early reads were made for a learner: signed out, nobody may take them (a sign-in
  // within seconds would otherwise be answered with the 401s read before it)
  if (!data) dropEarly();
  remember(data);
  return { data, offline: false };
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: 0,
    retry: false,
    // fetchSession answers offline itself (the remembered session, a sign-out waiting): it must
    // run then too, not wait paused for the network as TanStack Query's default would
    networkMode: 'always',
    refetchOnWindowFocus: true,
    // offline on the remembered session: ask again every few seconds until the server answers
    refetchInterval: (query) => (query.state.data?.offline ? OFFLINE_RETRY_MS : false),
  });
  useEffect(
    () =>
      onSessionChanged(() => {
        // signed in or out here: what the page read early was read for the session before
        dropEarly();
        return queryClient.refetchQueries({ queryKey: SESSION_KEY });
      }),
    [queryClient],
  );
  // another tab signed out (or in), or the connection is back (a sign-out waiting for the
  // server ends at once, a remembered session is checked): read the session again
  useEffect(() => {
    const readAgain = () => void queryClient.refetchQueries({ queryKey: SESSION_KEY });
    const onStorage = (event: StorageEvent) => {
      if (event.key === PENDING_SIGN_OUT_KEY || event.key === REMEMBERED_KEY || event.key === null)
        readAgain();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', readAgain);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', readAgain);
    };
  }, [queryClient]);
  const data = session.data?.data ?? null;
  const offline = session.data?.offline ?? false;
  const [lastUser, setLastUser] = useState<SessionUser | null>(null);
  // the user signing out here, until the session reads as ended: not a session that ended by
  // itself, so no screen stays open for them (a study screen would read its copy again)
  const [signingOut, setSigningOut] = useState<string | null>(null);
  if (data?.user && data.user.id !== lastUser?.id && data.user.id !== signingOut)
    setLastUser(data.user);
  if (!data && signingOut !== null) setSigningOut(null);
  const refetch = session.refetch;
  const value = useMemo(
    () => ({
      data,
      loading: session.isPending,
      refetch: () => refetch(),
      lostUser: data ? null : lastUser,
      offline,
      signOut: async () => {
        const userId = data?.user.id;
        if (userId) markSignOutPending(userId);
        setSigningOut(userId ?? null);
        setLastUser(null);
        remember(null);
        if (userId) {
          // what this device keeps of the learner goes at once (loaded only now)
          const { forgetLearner } = await import('./forget-learner.ts');
          await forgetLearner(userId);
        }
        await finishPendingSignOut();
        await sessionChanged();
      },
    }),
    [data, offline, session.isPending, refetch, lastUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; `data` is null when signed out. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}
