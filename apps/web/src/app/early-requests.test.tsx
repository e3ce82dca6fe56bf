import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropEarly,
  EARLY_MAX_AGE_MS,
  earlyFetch,
  fetchEarly,
  takeEarly,
} from './early-requests.ts';
import { pagePlan } from './route-modules.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubFetch() {
  const fetch = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(new Response(JSON.stringify({ url: String(input) }))),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('early reads', () => {
  it('answers the first GET of the same address from the early read, once', async () => {
    const fetch = stubFetch();
    fetchEarly(['/api/sets']);
    expect(fetch).toHaveBeenCalledTimes(1);
    const first = await earlyFetch(`${location.origin}/api/sets`);
    expect(await first.json()).toEqual({ url: '/api/sets' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await earlyFetch('/api/sets');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never answers another method, nor after EARLY_MAX_AGE_MS', () => {
    stubFetch();
    vi.useFakeTimers();
    fetchEarly(['/api/plan?timeZone=UTC', '/api/classes']);
    expect(takeEarly('/api/plan?timeZone=UTC', { method: 'POST' })).toBeUndefined();
    expect(takeEarly('/api/plan?timeZone=UTC')).toBeDefined();
    vi.advanceTimersByTime(EARLY_MAX_AGE_MS + 1);
    expect(takeEarly('/api/classes')).toBeUndefined();
  });

  it('forgets every early answer when the session changes', () => {
    stubFetch();
    fetchEarly(['/api/sets', '/api/classes']);
    dropEarly();
    expect(takeEarly('/api/sets')).toBeUndefined();
    expect(takeEarly('/api/classes')).toBeUndefined();
  });
});

describe('pagePlan', () => {
  const timeZone = 'Asia/Ho_Chi_Minh';

  it('loads the layout and the dashboard, and reads what the dashboard reads first', () => {
    const plan = pagePlan('/dashboard', timeZone);
    expect(plan.loaders).toHaveLength(2);
    expect(plan.reads).toEqual([
      '/api/auth/get-session',
      '/api/account/preferences',
      '/api/study/today?timeZone=Asia%2FHo_Chi_Minh',
      '/api/plan?timeZone=Asia%2FHo_Chi_Minh',
      '/api/sets',
      '/api/classes',
      '/api/classes/invitations',
    ]);
    // '/' goes to the dashboard, a trailing slash is the same page
    expect(pagePlan('/', timeZone)).toEqual(plan);
    expect(pagePlan('/dashboard/', timeZone)).toEqual(plan);
  });

  it("fills a page's :params, and knows no page for an unknown path", () => {
    expect(pagePlan('/dashboard/flashcards/study/abc', timeZone).reads).toEqual([
      '/api/auth/get-session',
      '/api/account/preferences',
      '/api/study/sets/abc/cards',
      '/api/review-list?setId=abc',
    ]);
    // the layout only: the router's "not found" is inside it
    expect(pagePlan('/dashboard/nothing/here', timeZone).loaders).toHaveLength(1);
    expect(pagePlan('/login', timeZone)).toMatchObject({ reads: [] });
    expect(pagePlan('/login', timeZone).loaders).toHaveLength(1);
    expect(pagePlan('/nothing', timeZone)).toEqual({ loaders: [], reads: [] });
  });
});
