import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness } from './helpers/harness.ts';

describe('GET/PATCH /api/account/preferences (issue 18)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  it('starts in Vietnamese and keeps an English choice per account', async () => {
    const agent = h.agent();
    await agent.signUp(uniqueEmail());
    const first = await agent.get('/api/account/preferences');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ language: 'vi' });
    expect(first.headers.get('cache-control')).toContain('no-store');

    const patched = await agent.patch('/api/account/preferences', { language: 'en' });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ language: 'en' });
    expect((await agent.get('/api/account/preferences')).body).toEqual({ language: 'en' });

    // another learner is untouched
    const other = h.agent();
    await other.signUp(uniqueEmail());
    expect((await other.get('/api/account/preferences')).body).toEqual({ language: 'vi' });
  });

  it('refuses an unknown language or key with a Vietnamese 400 and changes nothing', async () => {
    const agent = h.agent();
    await agent.signUp(uniqueEmail());
    const bad = await agent.patch('/api/account/preferences', { language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    expect(bad.body.error.field).toBe('language');
    const extra = await agent.patch('/api/account/preferences', { theme: 'dark' });
    expect(extra.status).toBe(400);
    expect((await agent.get('/api/account/preferences')).body).toEqual({ language: 'vi' });
  });

  it('answers 401 without a session', async () => {
    expect((await h.agent().get('/api/account/preferences')).status).toBe(401);
    expect((await h.agent().patch('/api/account/preferences', { language: 'en' })).status).toBe(
      401,
    );
  });
});
