import { DEFAULT_PREFERENCES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness } from './helpers/harness.ts';

describe('GET/PATCH /api/account/preferences (issues 18, 19)', () => {
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
    expect(first.body).toEqual(DEFAULT_PREFERENCES);
    expect(first.headers.get('cache-control')).toContain('no-store');

    const patched = await agent.patch('/api/account/preferences', { language: 'en' });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ ...DEFAULT_PREFERENCES, language: 'en' });
    expect((await agent.get('/api/account/preferences')).body).toEqual({
      ...DEFAULT_PREFERENCES,
      language: 'en',
    });

    // another learner is untouched
    const other = h.agent();
    await other.signUp(uniqueEmail());
    expect((await other.get('/api/account/preferences')).body).toEqual(DEFAULT_PREFERENCES);
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
    expect((await agent.get('/api/account/preferences')).body).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps the daily limits and the rollover hour within their ranges', async () => {
    const agent = h.agent();
    await agent.signUp(uniqueEmail());
    const set = await agent.patch('/api/account/preferences', {
      newCardsPerDay: 0,
      reviewsPerDay: 9999,
      dayStartsAtHour: 23,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ newCardsPerDay: 0, reviewsPerDay: 9999, dayStartsAtHour: 23 });
    for (const bad of [
      { newCardsPerDay: 501 },
      { newCardsPerDay: 2.5 },
      { reviewsPerDay: -1 },
      { reviewsPerDay: 10_000 },
      { dayStartsAtHour: 24 },
    ]) {
      const answer = await agent.patch('/api/account/preferences', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.field).toBe(Object.keys(bad)[0]);
    }
    expect((await agent.get('/api/account/preferences')).body).toMatchObject({
      newCardsPerDay: 0,
      reviewsPerDay: 9999,
      dayStartsAtHour: 23,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await h.agent().get('/api/account/preferences')).status).toBe(401);
    expect((await h.agent().patch('/api/account/preferences', { language: 'en' })).status).toBe(
      401,
    );
  });
});
