import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route.ts';
import { ChunkError } from './routes/chunk-error.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazyRoute', () => {
  it('gives the module when it arrives in time', async () => {
    const Component = () => null;
    await expect(lazyRoute(() => Promise.resolve({ Component }))()).resolves.toEqual({
      Component,
    });
  });

  it('gives the load-failure screen after 120 s without the chunk', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loading = lazyRoute(() => new Promise<{ Component: () => null }>(() => undefined))();
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void loading.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toEqual({ Component: ChunkError });
  });

  it('gives the load-failure screen when the download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(lazyRoute(() => Promise.reject(new TypeError('fetch failed')))()).resolves.toEqual(
      { Component: ChunkError },
    );
  });
});
