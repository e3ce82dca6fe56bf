/**
 * The device's copy of the screens a learner opens with no network (issue 34 §1): every query
 * marked KEPT_OFFLINE (lib/query-client.ts: the set list, the dashboard's "Hôm nay" tile and
 * plan, the classes tile, the preferences) is kept in IndexedDB each time it gets a fresh answer,
 * one database per learner (`queries-offline:<userId>`, store `queries`, one record per query by
 * its hash, as TanStack Query's `dehydrate` writes it). With no network, `restore` hydrates
 * every kept query into the cache with TanStack Query's `hydrate`, which leaves a query that
 * already holds newer data alone: those screens then show the last copy instead of a spinner,
 * and refetch by themselves when the connection returns (their data is stale). Online nothing
 * is restored, so a screen never shows an old copy while the server can answer. Deleted when the
 * learner signs out (`forgetOfflineCopy`; lib/forget-learner.ts).
 *
 * Why not @tanstack/query-persist-client-core: its whole-client persister writes the cache as it
 * is in memory, so a query garbage-collected after five unused minutes (or never opened since
 * the page loaded) vanishes from the copy, and it restores at start, online too; its per-query
 * persister (experimental) restores with `setQueryData`, which overwrites newer data. The two
 * functions it is built on, `dehydrate` and `hydrate`, are TanStack Query's own and are used here
 * directly. Loaded on its own after the first screen (layout's useOfflineCopy).
 *
 * Best effort throughout: IndexedDB may be missing or full; a failure is logged and the screen
 * simply has no copy.
 */
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { DBSchema, IDBPDatabase } from 'idb';
import { allowCachedDatabase, cachedDatabase, deleteCachedDatabase } from './idb-cache.ts';
import { isKeptOffline } from './query-client.ts';

type KeptQuery = ReturnType<typeof dehydrate>['queries'][number];

interface QueriesSchema extends DBSchema {
  queries: { key: string; value: KeptQuery };
}

/** A copy older than this is not restored (ms): a month-old plan misleads more than it helps. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The database name of a learner's kept queries. */
export function queriesName(userId: string): string {
  return `queries-offline:${userId}`;
}

function database(userId: string): Promise<IDBPDatabase<QueriesSchema>> {
  return cachedDatabase<QueriesSchema>(queriesName(userId), 1, (upgrading) => {
    upgrading.createObjectStore('queries');
  });
}

function warn(what: string, error: unknown): void {
  console.warn(`offline copy of the screens: ${what}`, error);
}

/** Keeps one query's current answer (as dehydrate writes it). */
async function keep(userId: string, client: QueryClient, query: Query): Promise<void> {
  const [record] = dehydrate(client, {
    shouldDehydrateQuery: (candidate) => candidate === query && query.state.status === 'success',
  }).queries;
  if (!record) return;
  try {
    await (await database(userId)).put('queries', record, record.queryHash);
  } catch (error) {
    warn('not kept', error);
  }
}

/** The kept copy of one learner's screens, while the app runs for them. */
export interface OfflineCopy {
  /** Puts every kept answer (younger than a month) into the cache where it has nothing newer. */
  restore(): Promise<void>;
  /** Stops keeping answers (the learner's pages are closing). */
  stop(): void;
}

/**
 * Starts keeping `userId`'s marked queries: those already answered now, every later answer as
 * it arrives.
 */
export function startOfflineCopy(client: QueryClient, userId: string): OfflineCopy {
  allowCachedDatabase(queriesName(userId), userId);
  const cache = client.getQueryCache();
  const stop = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKeptOffline(event.query))
      void keep(userId, client, event.query);
  });
  for (const query of cache.getAll()) {
    if (isKeptOffline(query) && query.state.status === 'success') void keep(userId, client, query);
  }
  return {
    async restore() {
      try {
        const kept = await (await database(userId)).getAll('queries');
        const now = Date.now();
        hydrate(client, {
          queries: kept.filter((query) => now - query.state.dataUpdatedAt <= MAX_AGE_MS),
        });
      } catch (error) {
        warn('not restored', error);
      }
    },
    stop,
  };
}

/**
 * Deletes a learner's kept screens (on signing out); no later save in this page brings them
 * back, until the copy starts again for them (idb-cache.ts).
 */
export async function forgetOfflineCopy(userId: string): Promise<void> {
  try {
    await deleteCachedDatabase(queriesName(userId));
  } catch (error) {
    warn('not deleted', error);
  }
}
