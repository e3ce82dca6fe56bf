import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth.ts';
import { SessionCache } from './session.ts';
import { applySessionEvent } from './session-events.ts';

const later = () => new Date(Date.now() + 60_000);
const lan = { id: 'u1', name: 'Lan' } as AuthUser;
const minh = { id: 'u2', name: 'Minh' } as AuthUser;

function filled(): SessionCache {
  const cache = new SessionCache();
  cache.set('lan-phone', lan, { id: 's1', expiresAt: later() });
  cache.set('lan-laptop', lan, { id: 's2', expiresAt: later() });
  cache.set('minh', minh, { id: 's3', expiresAt: later() });
  return cache;
}

describe('applySessionEvent', () => {
  it('forgets the ended session only', () => {
    const cache = filled();
    applySessionEvent(cache, JSON.stringify({ session: 's1', user: 'u1' }));
    expect(cache.get('lan-phone')).toBeUndefined();
    // the user id of a session event is not a reason to forget their other sessions
    expect(cache.get('lan-laptop')).toBe(lan);
    expect(cache.get('minh')).toBe(minh);
  });

  it('forgets every session of a deleted or changed user', () => {
    const cache = filled();
    applySessionEvent(cache, JSON.stringify({ user: 'u1' }));
    expect(cache.get('lan-phone')).toBeUndefined();
    expect(cache.get('lan-laptop')).toBeUndefined();
    expect(cache.get('minh')).toBe(minh);
  });

  it('forgets everything when it cannot read the event', () => {
    for (const payload of ['not json', '{}', 'null']) {
      const cache = filled();
      applySessionEvent(cache, payload);
      expect(cache.get('minh'), payload).toBeUndefined();
    }
  });
});
