import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth.ts';
import { SessionCache } from './session.ts';

const user = { id: 'u1', name: 'Lan' } as AuthUser;

describe('SessionCache', () => {
  it('keeps a checked session for its TTL, never past the session expiry', () => {
    let now = 1_000_000;
    const cache = new SessionCache(10_000, () => now);
    cache.set('token-a', user, { id: 's-a', expiresAt: new Date(now + 60_000) });
    cache.set('token-b', user, { id: 's-b', expiresAt: new Date(now + 3_000) });
    now += 5_000;
    expect(cache.get('token-a')).toBe(user);
    expect(cache.get('token-b')).toBeUndefined(); // the session itself expired
    now += 5_000;
    expect(cache.get('token-a')).toBeUndefined(); // TTL over: ask Better Auth again
  });

  it('forgets everything on clear (an account changed)', () => {
    const cache = new SessionCache();
    cache.set('token', user, { id: 's', expiresAt: new Date(Date.now() + 60_000) });
    cache.clear();
    expect(cache.get('token')).toBeUndefined();
  });

  it('forgets one session, or every session of one user', () => {
    const cache = new SessionCache();
    const later = new Date(Date.now() + 60_000);
    const other = { id: 'u2', name: 'Minh' } as AuthUser;
    cache.set('a1', user, { id: 's1', expiresAt: later });
    cache.set('a2', user, { id: 's2', expiresAt: later });
    cache.set('b1', other, { id: 's3', expiresAt: later });
    cache.forgetSession('s1');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBe(user);
    cache.forgetUser('u1');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBe(other);
  });

  it('serves and keeps nothing while changes elsewhere cannot be heard', () => {
    const cache = new SessionCache();
    const later = new Date(Date.now() + 60_000);
    cache.set('a', user, { id: 's1', expiresAt: later });
    cache.setTrusted(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', user, { id: 's2', expiresAt: later });
    cache.setTrusted(true);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', user, { id: 's2', expiresAt: later });
    expect(cache.get('b')).toBe(user);
  });
});
