import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** One QueryClient for the app: retries only what retrying can fix. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.retryable),
      },
      mutations: { retry: false },
    },
  });
}
