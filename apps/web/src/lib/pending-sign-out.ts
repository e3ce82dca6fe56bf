/**
 * Signing out, also with no connection (issue 34 §24; docs/architecture.md "Signing out"). A
 * sign-out is first written down on this device (`markSignOutPending`): from then on the app
 * treats the browser as signed out (lib/session.tsx answers no session while it is pending) even
 * though the server has not heard of it yet, since the session cookie is httpOnly and only the
 * server can end it. `finishPendingSignOut` then ends the session on the server: at once when
 * online, else as soon as the server answers again (every session read tries, and the session is
 * read again when the connection returns, every 5 s while offline, and at the next start). Before
 * that it sends the learner's study results still waiting on this device, under their own
 * session, so signing out never strands them (what cannot be sent within a few seconds stays
 * queued for their next sign-in here). If another account's session is the current one by then,
 * the learner's session is already gone from this browser and only the mark is cleared.
 */
import { useSyncExternalStore } from 'react';

/** localStorage: the learner whose sign-out the server has not confirmed yet. */
export const PENDING_SIGN_OUT_KEY = 'ielts-study:sign-out-pending';

/** How long a sign-out waits for the learner's queued study results to be sent (ms). */
const SEND_WAITING_MS = 5_000;

interface Pending {
  userId: string;
}

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The sign-out waiting for the server, or null. */
export function pendingSignOut(): Pending | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PENDING_SIGN_OUT_KEY) ?? 'null') as Pending;
    return typeof stored?.userId === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** Writes down that `userId` signs out on this device (before anything else is done). */
export function markSignOutPending(userId: string): void {
  try {
    localStorage.setItem(PENDING_SIGN_OUT_KEY, JSON.stringify({ userId } satisfies Pending));
  } catch {
    // storage refused: the sign-out is only tried now
  }
  changed();
}

function clearPending(): void {
  try {
    localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // nothing was kept
  }
  changed();
}

/** True while a sign-out waits for the server (the sign-in page says so). */
export function usePendingSignOut(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      const onStorage = (event: StorageEvent) => {
        if (event.key === PENDING_SIGN_OUT_KEY || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
    () => pendingSignOut() !== null,
    () => false,
  );
}

/** none: nothing was pending; done: the server ended it (or it was gone); waiting: no answer. */
export type SignOutOutcome = 'none' | 'done' | 'waiting';

async function settle(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** The user of the browser's current session (null: none), or 'unreachable'. */
async function currentUserId(): Promise<string | null | 'unreachable'> {
  let response: Response;
  try {
    response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  } catch {
    return 'unreachable';
  }
  if (response.status >= 500 || !response.ok) {
    await settle(response);
    return response.status >= 500 ? 'unreachable' : null;
  }
  const session = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  return session?.user?.id ?? null;
}

async function finish(): Promise<SignOutOutcome> {
  const pending = pendingSignOut();
  if (!pending) return 'none';
  const current = await currentUserId();
  if (current === 'unreachable') return 'waiting';
  if (current === pending.userId) {
    // the learner's results kept on this device go first, under their own session
    try {
      const { sendWaitingWrites } = await import('../features/study/api/study-writes.ts');
      if (!(await sendWaitingWrites(pending.userId, SEND_WAITING_MS)))
        console.warn('sign-out: study results still queued; sent at the next sign-in here');
    } catch (error) {
      console.warn('sign-out: queued study results not sent', error);
    }
    let response: Response;
    try {
      response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    } catch {
      return 'waiting';
    }
    await settle(response);
    // 4xx: the server has no such session to end (it expired meanwhile)
    if (response.status >= 500) return 'waiting';
  }
  clearPending();
  return 'done';
}

let finishing: Promise<SignOutOutcome> | null = null;

/** Ends the pending sign-out on the server if it can now (one attempt at a time). */
export function finishPendingSignOut(): Promise<SignOutOutcome> {
  finishing ??= finish().finally(() => {
    finishing = null;
  });
  return finishing;
}
