import { serve, type ServerType } from '@hono/node-server';
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
});
