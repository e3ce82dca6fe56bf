/**
 * Whether the browser says it is online (`navigator.onLine`, updated by its online/offline
 * events). True on the server render. "Online" only means a network is there: the server may
 * still be unreachable, which the write queue finds out by trying.
 */
import { useSyncExternalStore } from 'react';

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
