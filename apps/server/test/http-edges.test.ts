import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
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

  /**
   * A raw socket sends a JSON body of `total` bytes (over the API's 1 MB limit) in 64 KiB pieces
   * every 50 ms, as a slow phone would; once the answer comes it either goes on sending the rest
   * (`keepSending`: then it waits for the server to close the connection before it ends its own
   * side) or ends its side at once, as a browser may. The server's end of the connection is
   * watched too: when it closed, and whether with an error.
   */
  function slowJsonUpload(options: { cookie?: string; keepSending: boolean; total: number }) {
    const { total } = options;
    return new Promise<{
      firstByteMs: number | null;
      sentAtAnswer: number;
      sent: number;
      answer: string;
      error?: string;
      serverEnded: boolean;
      lastByteMs: number | null;
      serverClosedMs: number | null;
      serverHadError: boolean | null;
    }>((resolve) => {
      const started = performance.now();
      const elapsed = () => performance.now() - started;
      let serverClosedMs: number | null = null;
      let serverHadError: boolean | null = null;
      server.once('connection', (serverSide: net.Socket) => {
        serverSide.once('close', (hadError: boolean) => {
          serverClosedMs = elapsed();
          serverHadError = hadError;
          if (options.keepSending && socket.writable) socket.end();
        });
      });
      // half-open allowed: the server's FIN after its answer does not end our sending
      const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      let firstByteMs: number | null = null;
      let lastByteMs: number | null = null;
      let sentAtAnswer = 0;
      let sent = 0;
      let answer = '';
      let error: string | undefined;
      let serverEnded = false;
      const piece = Buffer.alloc(64 * 1024, 32); // spaces: the body is never parsed
      const timer = setInterval(() => {
        if (firstByteMs !== null && !options.keepSending) {
          clearInterval(timer);
          socket.end();
          return;
        }
        if (sent >= total || !socket.writable) {
          clearInterval(timer);
          return;
        }
        const part = piece.subarray(0, Math.min(piece.length, total - sent));
        sent += part.length;
        socket.write(part);
        if (sent >= total) lastByteMs = elapsed();
      }, 50);
      socket.on('connect', () => {
        const start = '{"language":"';
        socket.write(
          [
            'PATCH /api/account/preferences HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            `Origin: ${APP_URL}`,
            'Content-Type: application/json',
            `Content-Length: ${total}`,
            ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
            '',
            start,
          ].join('\r\n'),
        );
        sent = start.length;
      });
      socket.on('data', (data: Buffer) => {
        if (firstByteMs === null) {
          firstByteMs = elapsed();
          sentAtAnswer = sent;
        }
        answer += data.toString('latin1');
      });
      socket.on('end', () => {
        serverEnded = true;
      });
      socket.on('error', (e: NodeJS.ErrnoException) => {
        error = e.code ?? e.message;
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({
          firstByteMs,
          sentAtAnswer,
          sent,
          answer,
          serverEnded,
          lastByteMs,
          serverClosedMs,
          serverHadError,
          ...(error ? { error } : {}),
        });
      });
    });
  }

  it.each([
    ['with a session, the client sending on', true, true],
    ['with a session, the client stopping at the answer', true, false],
    ['without a session, the client sending on', false, true],
    ['without a session, the client stopping at the answer', false, false],
  ])(
    'answers a JSON body over the limit with 413 at once, %s, and closes cleanly (issue 34 item 28)',
    async (_, withSession, keepSending) => {
      const total = 1536 * 1024; // 1.5 MiB: about 1.2 s to send at this pace
      const result = await slowJsonUpload({
        ...(withSession ? { cookie } : {}),
        keepSending,
        total,
      });
      expect(result.error).toBeUndefined();
      expect(result.firstByteMs).not.toBeNull();
      // the answer came while the client was still sending, within a second
      expect(result.firstByteMs!).toBeLessThan(1000);
      expect(result.sentAtAnswer).toBeLessThan(total);
      const [head, body] = result.answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head).toMatch(/\r\nconnection: close/i);
      expect(JSON.parse(body!).error.code).toBe('PAYLOAD_TOO_LARGE');
      // the server half-closed after its answer (FIN) and closed its socket: after the whole
      // body when the client sent on (without an error, so no reset), at once when it stopped
      // (Node's parser then counts the cut body as the client's error; the client sees none)
      expect(result.serverEnded).toBe(true);
      expect(result.serverClosedMs).not.toBeNull();
      if (keepSending) {
        expect(result.serverHadError).toBe(false);
        expect(result.sent).toBe(total);
        expect(result.serverClosedMs!).toBeGreaterThanOrEqual(result.lastByteMs!);
        expect(result.serverClosedMs! - result.lastByteMs!).toBeLessThan(1000);
      } else {
        expect(result.serverClosedMs! - result.firstByteMs!).toBeLessThan(1000);
      }
      // the server still answers on a new connection
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    },
  );
});
