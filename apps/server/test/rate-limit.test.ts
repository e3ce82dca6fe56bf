import { serve, type ServerType } from '@hono/node-server';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema/auth.ts';
import { APP_URL, createHarness, uniqueEmail, type Harness } from './helpers/harness.ts';

/**
 * Better Auth's rate limit on a real socket (the client IP comes from the connection, never from a
 * spoofed X-Forwarded-For), with its counters in the database so every instance shares them.
 */
describe('rate limiting of sign-in', () => {
  let h: Harness;
  let server: ServerType;
  let url: string;

  beforeAll(async () => {
    h = await createHarness({ rateLimit: true });
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  const signIn = (forwardedFor: string) =>
    fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: APP_URL,
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'wrong-password' }),
    });

  it('answers 429 after 3 attempts in 10 s, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn(`203.0.113.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const rows = await h.db.select().from(rateLimits);
    expect(rows.some((row) => row.key.includes('/sign-in/email') && row.count >= 3)).toBe(true);
  });

  it('says in Vietnamese how many seconds the block lasts', async () => {
    const res = await signIn('203.0.113.9');
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(10);
    const body = (await res.json()) as { code: string; message: string };
    expect(body).toEqual({
      code: 'RATE_LIMITED',
      message: `Bạn thao tác quá nhanh. Vui lòng thử lại sau ${seconds} giây.`,
    });
  });

  it('rate-limits the reset-link check (20 a minute per address)', async () => {
    const check = () =>
      fetch(`${url}/api/account/reset-password/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: APP_URL },
        body: JSON.stringify({ token: 'abcdefghijklmnop' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await check()).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const limited = await check();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await limited.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(
      /^Bạn thao tác quá nhanh\. Vui lòng thử lại sau \d+ giây\.$/,
    );
  });

  it('answers 413 and closes the connection cleanly; the next request succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>(
        (resolve, reject) => {
          const req = http.request(
            `${url}${path}`,
            {
              method,
              agent,
              headers: {
                origin: APP_URL,
                ...(body ? { 'content-type': 'application/json' } : {}),
              },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk) => (text += chunk));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
              );
            },
          );
          req.on('error', reject);
          req.end(body);
        },
      );
    // PUT: the API's 1 MB limit (POST /api/sets takes 16 MB, a new set's imported history)
    const big = await send(
      'PUT',
      '/api/sets/00000000-0000-4000-8000-000000000000',
      JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(big.status).toBe(413);
    expect(big.connection).toBe('close');
    expect(JSON.parse(big.text).error.code).toBe('PAYLOAD_TOO_LARGE');
    const next = await send('GET', '/api/health');
    expect(next.status).toBe(200);
    agent.destroy();
  });
});

describe('rate limiting behind one trusted proxy (TRUST_PROXY=1)', () => {
  let h: Harness;
  let server: ServerType;
  let url: string;

  beforeAll(async () => {
    h = await createHarness({ rateLimit: true, trustProxy: 1 });
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  // The proxy appends the address it saw; whatever the client put before it is its own claim.
  const signIn = (spoofed: string, client: string) =>
    fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: APP_URL,
        'x-forwarded-for': `${spoofed}, ${client}`,
      },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'wrong-password' }),
    });

  it('a spoofed X-Forwarded-For cannot pick its own bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await signIn(`10.9.9.${i}`, '198.51.100.7')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // another client behind the same proxy has its own bucket
    expect((await signIn('10.9.9.1', '198.51.100.8')).status).toBe(401);
  });
});
