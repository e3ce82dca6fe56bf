import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth.ts';
import { SessionCache } from './session.ts';

const user = { id: 'u1', name: 'Lan' } as AuthUser;

describe('SessionCache', () => {
  it('keeps a checked session for its TTL, never past the session expiry', () => {
    let now = 1_000_000;
    const cache = new SessionCache(10_000, () => now);
    cache.set('token-a', user, new Date(now + 60_000));
    cache.set('token-b', user, new Date(now + 3_000));
    now += 5_000;
    expect(cache.get('token-a')).toBe(user);
    expect(cache.get('token-b')).toBeUndefined(); // the session itself expired
    now += 5_000;
    expect(cache.get('token-a')).toBeUndefined(); // TTL over: ask Better Auth again
  });

  it('forgets everything on clear (an account changed)', () => {
    const cache = new SessionCache();
    cache.set('token', user, new Date(Date.now() + 60_000));
    cache.clear();
    expect(cache.get('token')).toBeUndefined();
  });
});
