/**
 * Whether the browser says it is online (`navigator.onLine`, updated by its online/offline
 * events). True on the server render. "Online" only means a network is there: the server may
 * still be unreachable, which the write queue finds out by trying.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from './session.tsx';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** How many mounted screens say themselves what works offline (see useOfflineNoticeClaim). */
let claims = 0;
const claimListeners = new Set<() => void>();

function setClaims(next: number): void {
  claims = next;
  for (const listener of claimListeners) listener();
}

/**
 * Called by a screen that tells the learner itself what works and what waits offline (the
 * study session's notice, with its count of kept results): while it is mounted the layout's
 * offline banner stays away, so that the phone's first screen is not three notices saying one
 * thing.
 */
export function useOfflineNoticeClaim(): void {
  useEffect(() => {
    setClaims(claims + 1);
    return () => setClaims(claims - 1);
  }, []);
}

/** True while a mounted screen gives its own offline notice. */
export function useOfflineNoticeClaimed(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      claimListeners.add(onChange);
      return () => claimListeners.delete(onChange);
    },
    () => claims > 0,
    () => false,
  );
}

/**
 * True while the browser has no network or the server cannot be reached (the app runs on the
 * remembered session: lib/session.tsx).
 */
export function useOffline(): boolean {
  const online = useOnline();
  const { offline } = useSession();
  return !online || offline;
}
