import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { IMPORT_LIMITS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/** Issue 17 §3 and §6: answers at the edges of HTTP, each with its own code, never a 500. */
describe('HTTP edges', () => {
  let h: Harness;
  let agent: Agent;

  beforeAll(async () => {
    h = await createHarness();
    agent = await signedInAgent(h, 'edges');
  });
  afterAll(async () => h.close());

  it('answers 404 for a malformed file path', async () => {
    for (const path of ['/api/files/%E0%A4%A', '/api/files/%', '/api/files/users/%ZZ/cards/x']) {
      const res = await agent.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('gives each malformed body its own code and message', async () => {
    const badJson = await agent.request('POST', '/api/sets', '{"title":', {
      'content-type': 'application/json',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error.code).toBe('INVALID_JSON');
    const text = await agent.request('POST', '/api/sets', 'title=x', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const form = new FormData();
    form.set('title', 'x');
    const multipartToJson = await agent.request('POST', '/api/sets', form);
    expect(multipartToJson.status).toBe(415);
    const brokenMultipart = await agent.request('POST', '/api/images', '--x\r\nbroken', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(brokenMultipart.status).toBe(400);
    expect(brokenMultipart.body.error.message).toBe('Vui lòng chọn file ảnh');
    const messages = new Set([badJson, text, brokenMultipart].map((r) => r.body.error.message));
    expect(messages.size).toBe(3);
    // a POST without any body still validates as {} (completing a session sends none)
    const bodiless = await agent.request(
      'POST',
      `/api/study/sessions/${crypto.randomUUID()}/complete`,
    );
    expect(bodiless.status).toBe(404);
  });

  it('sends Permissions-Policy, and no-store on JSON that carries personal data', async () => {
    const sets = await agent.get('/api/sets');
    expect(sets.headers.get('permissions-policy')).toContain('microphone=(self)');
    expect(sets.headers.get('permissions-policy')).toContain('camera=()');
    expect(sets.headers.get('cache-control')).toBe('no-store');
    const error = await agent.get(`/api/sets/${crypto.randomUUID()}`);
    expect(error.headers.get('cache-control')).toBe('no-store');
    // a route that chose its own caching keeps it
    const set = (await agent.post('/api/sets', setBody(1))).body.set;
    const cards = await agent.get(`/api/study/sets/${set.id}/cards`);
    expect(cards.headers.get('cache-control')).toBe('private, no-cache');
  });
});

/** A real socket: what a client sees of 413 and 429 answered before the body was read. */
describe('early answers close their connection after reading the body', () => {
  let h: Harness;
  let server: ServerType;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    h = await createHarness();
    cookie = (await signedInAgent(h, 'socket')).cookieHeader();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  /**
   * Sends `size` bytes with Content-Length; resolves once the request is over (its socket gone or
   * returned to the agent) with the answer and any error the client met, even after the answer.
   */
  function upload(path: string, size: number, agent: http.Agent) {
    return new Promise<{ status?: number; connection?: string; error?: string; body?: string }>(
      (resolve) => {
        const result: { status?: number; connection?: string; error?: string; body?: string } = {};
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path,
            agent,
            headers: {
              origin: APP_URL,
              cookie,
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': size,
            },
          },
          (res) => {
            result.status = res.statusCode;
            result.connection = res.headers.connection;
            result.body = '';
            res.on('data', (d: Buffer) => (result.body += d.toString()));
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          result.error = error.code;
        });
        req.on('close', () => resolve(result));
        const chunk = Buffer.alloc(256 * 1024, 97);
        let sent = 0;
        const write = () => {
          while (sent < size && result.error === undefined) {
            const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
            sent += part.length;
            if (!req.write(part)) {
              req.once('drain', write);
              return;
            }
          }
          req.end();
        };
        write();
      },
    );
  }

  it('answers an over-limit upload with its 413, not EPIPE, and closes', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const size = IMPORT_LIMITS.uploadMaxBytes + 4 * 1024 * 1024;
    const answer = await upload('/api/imports', size, agent);
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body!).error.code).toBe('PAYLOAD_TOO_LARGE');
    // the next request through the same agent is answered normally
    const again = await upload('/api/imports', 10, agent);
    expect(again.status).toBe(400);
    agent.destroy();
  });

  it('closes after a 429, and the next request on the agent is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const check = () =>
      new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
        const body = JSON.stringify({ token: 'x'.repeat(40) });
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/account/reset-password/check',
            agent,
            headers: {
              origin: APP_URL,
              'content-type': 'application/json',
              'content-length': body.length,
            },
          },
          (res) => {
            let text = '';
            res.on('data', (d: Buffer) => (text += d.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const statuses: number[] = [];
    let limited: { status: number; connection?: string; body: string } | undefined;
    for (let i = 0; i < 25 && !limited; i += 1) {
      const answer = await check();
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(limited?.connection).toBe('close');
    expect(JSON.parse(limited!.body).error.code).toBe('RATE_LIMITED');
    const next = await check();
    expect(next.status).toBe(429);
    expect(JSON.parse(next.body).error.code).toBe('RATE_LIMITED');
    agent.destroy();
  });
});
