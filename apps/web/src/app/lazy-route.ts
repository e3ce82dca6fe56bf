/**
 * A route's code, loaded on demand with a limit (spec §9: chunk load timeout 120 s; issue 18 §5):
 * when the chunk has not arrived in time, or its download failed, the route renders the
 * load-failure screen ("Thử lại" loads the page again) instead of waiting for ever or showing
 * the router's own English error page.
 */
import type { ComponentType } from 'react';
import { ChunkError } from './routes/chunk-error.tsx';

/** Spec §9: chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

type RouteModule = Record<string, unknown> & { Component?: ComponentType };

/** Wraps `() => import('./routes/x.tsx')` for the router's `lazy`. */
export function lazyRoute<M extends RouteModule>(
  load: () => Promise<M>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): () => Promise<M | { Component: ComponentType }> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('chunk load timed out')), timeoutMs);
    });
    return Promise.race([load(), timeout])
      .catch((error: unknown) => {
        console.error('could not load the screen', error);
        return { Component: ChunkError };
      })
      .finally(() => clearTimeout(timer));
  };
}
