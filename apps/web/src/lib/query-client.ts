import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** The app's retry rule: twice at most, and only what retrying can fix. */
export function retryable(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && (!(error instanceof ApiError) || error.retryable);
}

/** One QueryClient for the app: retries only what retrying can fix. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retryable,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The `meta` of a query whose answer is kept on this device for use with no network (issue 34
 * §1; lib/offline-queries.ts keeps and restores it, per learner): the set list, the dashboard's
 * "Hôm nay" tile and plan, the classes tile, the preferences.
 */
export const KEPT_OFFLINE = { keptOffline: true } as const;

/** True for a query marked KEPT_OFFLINE. */
export function isKeptOffline(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.keptOffline === true;
}
