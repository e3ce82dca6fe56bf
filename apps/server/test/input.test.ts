import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, redactPath } from '../src/app.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  uniqueEmail,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/** True when `text` reads like a library's own English message. */
const looksEnglish = (text: string) =>
  /\b(invalid|expected|required|too|failed|error|not found|origin)\b/i.test(text);

describe('odd input answers 400 in Vietnamese, never 500', () => {
  let h: Harness;
  let agent: Agent;
  let setId: string;
  let sessionId: string;
  let cardId: string;

  beforeAll(async () => {
    h = await createHarness();
    agent = await signedInAgent(h, 'odd');
    const set = (await agent.post('/api/sets', setBody(2))).body.set;
    setId = set.id;
    cardId = set.cards[0].id;
    sessionId = crypto.randomUUID();
    await agent.post(`/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: [] });
  });
  afterAll(async () => h.close());

  const review = (override: Record<string, unknown>) =>
    agent.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId,
      rating: 4,
      elapsedMs: 10,
      reviewedAt: new Date().toISOString(),
      timeZone: 'UTC',
      ...override,
    });

  it('tells a wrong type from a missing field', async () => {
    const wrongType = await review({ rating: '4' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatchObject({ field: 'rating' });
    expect(wrongType.body.error.message).toBe('Sai kiểu dữ liệu: cần số, nhận được chuỗi ký tự');
    const missing = await review({ rating: undefined });
    expect(missing.body.error.message).toBe('Thiếu trường bắt buộc: rating');
  });

  it('says what is wrong in Vietnamese for a bad id, a bad date and an oversize list', async () => {
    const badId = await agent.get('/api/sets/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('Mã định danh (UUID) không hợp lệ');
    const badDate = await review({ reviewedAt: 'yesterday' });
    expect(badDate.body.error.message).toBe('Thời điểm (ISO 8601) không hợp lệ');
    const tooMany = await agent.post(`/api/study/sets/${setId}/sessions`, {
      sessionId: crypto.randomUUID(),
      cardOrder: Array.from({ length: 1001 }, () => crypto.randomUUID()),
    });
    expect(tooMany.body.error.message).toBe('Quá dài: tối đa 1000 phần tử');
    const notJson = await agent.request('POST', '/api/sets', '{"title":', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    for (const res of [badId, badDate, tooMany, notJson]) {
      expect(looksEnglish(res.body.error.message)).toBe(false);
    }
  });

  it('removes a NUL from a tag (free text), refuses one in a reset token and in reset-password', async () => {
    const tag = await agent.post('/api/sets', {
      title: 'T',
      cards: [{ front: 'a', back: 'b', tags: ['No\u0000un'] }],
    });
    expect(tag.status).toBe(201);
    expect(tag.body.set.cards[0].tags).toEqual(['Noun']);
    const check = await h.agent().post('/api/account/reset-password/check', { token: 'ab\u0000c' });
    expect(check.status).toBe(400);
    const reset = await h
      .agent()
      .post('/api/auth/reset-password', { token: 'ab\u0000c', newPassword: 'hoc-ielts-2026' });
    expect(reset.status).toBe(400);
    expect(looksEnglish(reset.body.message)).toBe(false);
  });

  it('applies the sign-up schema on the server', async () => {
    const blank = await h.agent().signUp(uniqueEmail(), 'hoc-ielts-2026', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Vui lòng nhập họ tên');
    const hugeName = await h
      .agent()
      .signUp(uniqueEmail(), 'hoc-ielts-2026', 'a'.repeat(600 * 1024));
    expect(hugeName.status).toBe(400);
    expect(hugeName.body.message).toBe('Họ tên quá dài (tối đa 100 ký tự)');
    const hugeEmail = await h.agent().signUp(`${'a'.repeat(100 * 1024)}@example.com`);
    expect(hugeEmail.status).toBe(400);
    expect(hugeEmail.body.message).toBe('Email không hợp lệ!');
    const trimmed = await h.agent().signUp(uniqueEmail(), 'hoc-ielts-2026', '  Lan  ');
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.user.name).toBe('Lan');
  });

  it('answers Better Auth failures in Vietnamese: user exists, wrong password, bad token', async () => {
    const email = uniqueEmail();
    await h.agent().signUp(email);
    const exists = await h.agent().signUp(email);
    expect(exists.status).toBe(422);
    expect(exists.body.message).toBe('Email này đã được đăng ký. Vui lòng dùng email khác.');
    const wrong = await h.agent().signIn(email, 'not-the-password');
    expect(wrong.body.message).toBe('Email hoặc mật khẩu không đúng.');
    const badToken = await h
      .agent()
      .post('/api/auth/reset-password', { token: 'abcdef123456', newPassword: 'hoc-ielts-2026' });
    expect(badToken.status).toBe(400);
    expect(badToken.body.message).toContain('Link đặt lại mật khẩu không hợp lệ');
  });
});

describe('origins and cross-site writes', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  it('accepts sign-up from every loopback address of the port when APP_URL is unset', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const agent = h.agent();
      const res = await agent.request(
        'POST',
        '/api/auth/sign-up/email',
        { email: uniqueEmail(), password: 'hoc-ielts-2026', name: 'Lan' },
        { origin },
      );
      expect(res.status).toBe(200);
    }
  });

  it('refuses an untrusted origin in Vietnamese, on sign-up and on the app API', async () => {
    const res = await h
      .agent()
      .request(
        'POST',
        '/api/auth/sign-up/email',
        { email: uniqueEmail(), password: 'hoc-ielts-2026', name: 'Lan' },
        { origin: 'http://192.168.1.20:3000' },
      );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INVALID_ORIGIN');
    expect(res.body.message).toContain('địa chỉ mà máy chủ in ra');

    const agent = await signedInAgent(h);
    const set = (await agent.post('/api/sets', setBody(1))).body.set;
    const forged = await agent.request('DELETE', `/api/sets/${set.id}`, undefined, {
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('FORBIDDEN');
    const formPost = await agent.request('POST', '/api/sets', 'title=x', {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(formPost.status).toBe(403);
    expect((await agent.get(`/api/sets/${set.id}`)).status).toBe(200);
    expect((await agent.delete(`/api/sets/${set.id}`)).status).toBe(204);
  });
});

describe('logs', () => {
  it('never hold a reset token or a reset link; the outbox logs the file it wrote', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const h = await createHarness({ logger: pino({ level: 'trace' }, sink) });
    try {
      const email = uniqueEmail();
      await h.agent().signUp(email);
      const res = await h.agent().post('/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      expect(res.status).toBe(200);
      const [mail] = await h.outbox();
      const text = await readFile(join(h.dataDir, 'outbox', `${mail!.id}.json`), 'utf8');
      const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      expect(token).toBeDefined();
      const log = lines.join('');
      expect(log).toContain('mail written to outbox');
      expect(log).toContain(`${mail!.id}.eml`);
      expect(log).not.toContain(token!);
      expect(log).not.toContain('reset-password#');
    } finally {
      await h.close();
    }
  });

  it('redacts a token in a request path', () => {
    expect(redactPath('/api/auth/reset-password/abc123')).toBe(
      '/api/auth/reset-password/[redacted]',
    );
    expect(redactPath('/api/sets/1')).toBe('/api/sets/1');
  });
});

describe('health', () => {
  it('answers while every pooled connection is busy (PostgreSQL: its own connection)', async () => {
    const h = await createHarness();
    try {
      const agent = h.agent();
      let sleepsDone = false;
      const busy = Promise.all(
        Array.from({ length: 5 }, () => h.db.execute(sql`select pg_sleep(1.5)`)),
      ).then(() => {
        sleepsDone = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await agent.get('/api/health');
      expect(res.status).toBe(200);
      // PGlite has a single connection: there health waits its turn, which is all it can do.
      if (process.env.TEST_DB === 'postgres') expect(sleepsDone).toBe(false);
      await busy;
    } finally {
      await h.close();
    }
  });
});

describe('inline script hashes for the CSP', () => {
  it('hashes each inline script of the shell, and no script with a src', () => {
    const html =
      '<script>document.documentElement.classList.add("dark")</script>' +
      '<script type="module" src="/assets/index.js"></script>';
    // sha256 of the script text, base64, as CSP Level 2 writes it
    const expected = createHash('sha256')
      .update('document.documentElement.classList.add("dark")')
      .digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });
});
