import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, setBody, signedInAgent, type Harness } from './helpers/harness.ts';

/** Polls `probe` until it answers `status`; resolves to the milliseconds that took. */
async function msUntil(probe: () => Promise<{ status: number }>, status: number, limitMs = 3000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await probe()).status === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${status} within ${limitMs} ms`);
}

/**
 * Issue 17 §3: with several instances, a deleted account or a signed-out session is forgotten
 * by every instance's session cache within a second (LISTEN session_events), and a write that
 * still meets a deleted user answers 401, never 500.
 */
describe('sessions ended on another instance', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  it('forgets a deleted account within a second', async () => {
    const other = await h.instance();
    const learner = await signedInAgent(h, 'deleted');
    const there = learner.on(other.app);
    expect((await there.get('/api/sets')).status).toBe(200); // now in the other cache
    const deleted = await learner.request('DELETE', '/api/account', { password: 'secret123' });
    expect(deleted.status).toBe(204);
    expect(await msUntil(() => there.get('/api/sets'), 401)).toBeLessThan(1000);
  });

  it('forgets a session signed out elsewhere within a second, and only that one', async () => {
    const other = await h.instance();
    const learner = await signedInAgent(h, 'signed-out');
    const stays = h.agent();
    const email = (await learner.get('/api/auth/get-session')).body.user.email;
    expect((await stays.signIn(email)).status).toBe(200);
    const there = learner.on(other.app);
    const staysThere = stays.on(other.app);
    expect((await there.get('/api/sets')).status).toBe(200);
    expect((await staysThere.get('/api/sets')).status).toBe(200);
    expect((await learner.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await msUntil(() => there.get('/api/sets'), 401)).toBeLessThan(1000);
    expect((await staysThere.get('/api/sets')).status).toBe(200);
  });

  it('answers 401, not 500, to a write of a deleted user that an instance still trusts', async () => {
    const deaf = await h.instance({ listen: false });
    const learner = await signedInAgent(h, 'fk');
    const there = learner.on(deaf.app);
    expect((await there.get('/api/sets')).status).toBe(200); // trusted for the cache's TTL
    expect(
      (await learner.request('DELETE', '/api/account', { password: 'secret123' })).status,
    ).toBe(204);
    const write = await there.post('/api/sets', setBody(1));
    expect(write.status).toBe(401);
    expect(write.body.error.code).toBe('UNAUTHORIZED');
    // and that instance forgot the user at once
    expect((await there.get('/api/sets')).status).toBe(401);
  });
});
