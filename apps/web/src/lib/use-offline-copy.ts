/**
 * Keeps the signed-in learner's screens for use with no network (lib/offline-queries.ts, loaded
 * as a chunk of its own once the layout has rendered) and restores them whenever the app is
 * offline: on opening with no network, and each time the connection goes; once the server
 * answers again, the restored screens are read again from it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OfflineCopy } from './offline-queries.ts';
import { isKeptOffline } from './query-client.ts';

/**
 * @param userId the learner whose copy is kept and restored
 * @param offline true while the browser has no network or the server cannot be reached
 */
export function useOfflineCopy(userId: string, offline: boolean): void {
  const queryClient = useQueryClient();
  const [copy, setCopy] = useState<OfflineCopy | null>(null);
  useEffect(() => {
    let started: OfflineCopy | null = null;
    let stopped = false;
    void import('./offline-queries.ts').then(
      ({ startOfflineCopy }) => {
        if (stopped) return;
        started = startOfflineCopy(queryClient, userId);
        setCopy(started);
      },
      (error: unknown) => console.warn('offline copy of the screens: not loaded', error),
    );
    return () => {
      stopped = true;
      started?.stop();
      setCopy(null);
    };
  }, [queryClient, userId]);
  // the restored answers are read again once the server answers: the browser may have stayed
  // online (a server restarting), and then no reconnect refetches them
  const restored = useRef(false);
  useEffect(() => {
    if (offline && copy) {
      restored.current = true;
      void copy.restore();
    } else if (!offline && restored.current) {
      restored.current = false;
      void queryClient.invalidateQueries({ predicate: isKeptOffline });
    }
  }, [offline, copy, queryClient]);
}
