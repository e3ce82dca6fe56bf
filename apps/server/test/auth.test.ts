import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../src/db/schema/auth.ts';
import { createHarness, uniqueEmail, type Harness } from './helpers/harness.ts';

describe('accounts with e-mail verification off (the outbox default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  it('signs up straight into a session with firstLogin true', async () => {
    const agent = h.agent();
    const email = uniqueEmail();
    const res = await agent.signUp(email);
    expect(res.status).toBe(200);
    expect(agent.hasSession()).toBe(true);
    const session = await agent.get('/api/auth/get-session');
    expect(session.body.user).toMatchObject({ email, name: 'Học viên', firstLogin: true });
  });

  it('ignores firstLogin and emailVerified in the sign-up body', async () => {
    const agent = h.agent();
    const email = uniqueEmail();
    await agent.post('/api/auth/sign-up/email', {
      email,
      password: 'secret123',
      name: 'X',
      firstLogin: false,
      emailVerified: true,
    });
    const rows = await h.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstLogin: true, emailVerified: false });
  });

  it('applies the 6-character password minimum of the spec', async () => {
    const agent = h.agent();
    expect((await agent.signUp(uniqueEmail(), '12345')).status).toBe(400);
    expect((await agent.signUp(uniqueEmail(), 'ab12cd')).status).toBe(200);
  });

  it('refuses a password from the common-password list', async () => {
    const res = await h.agent().signUp(uniqueEmail(), '123456');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect(res.body.message).toContain('quá phổ biến');
  });

  it('rejects a wrong password and accepts the right one; signs out', async () => {
    const email = uniqueEmail();
    await h.agent().signUp(email);
    const agent = h.agent();
    const wrong = await agent.signIn(email, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(agent.hasSession()).toBe(false);
    const right = await agent.signIn(email);
    expect(right.status).toBe(200);
    expect((await agent.get('/api/sets')).status).toBe(200);
    expect((await agent.post('/api/auth/sign-out')).status).toBe(200);
    expect((await agent.get('/api/sets')).status).toBe(401);
  });

  it('a signed-out session cookie is refused at once, although checked sessions are kept', async () => {
    const agent = h.agent();
    await agent.signUp(uniqueEmail());
    expect((await agent.get('/api/sets')).status).toBe(200); // the session is now checked and kept
    const stolen = agent.cookieHeader();
    expect((await agent.post('/api/auth/sign-out')).status).toBe(200);
    const replay = await h.agent().request('GET', '/api/sets', undefined, { cookie: stolen });
    expect(replay.status).toBe(401);
  });

  it('a sign-out clears the browser cache of the site (private card images), nothing else', async () => {
    // issue 34 §24: an image answered `private, max-age=3600` stays in the HTTP cache, where the
    // next person on the browser could load it by its address without a session
    const agent = h.agent();
    await agent.signUp(uniqueEmail());
    const signedIn = await agent.get('/api/sets');
    expect(signedIn.headers.get('clear-site-data')).toBeNull();
    const out = await agent.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    // "cache" only: the app's service worker, its precache and the learner's unsent results stay
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    const again = await agent.post('/api/auth/sign-out');
    expect(again.headers.get('clear-site-data')).toBe('"cache"');
  });

  it('rejects a sign-in from a foreign origin (CSRF check on)', async () => {
    const email = uniqueEmail();
    await h.agent().signUp(email);
    const res = await h
      .agent()
      .request(
        'POST',
        '/api/auth/sign-in/email',
        { email, password: 'secret123' },
        { origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
  });

  it('marks the first login complete on the server', async () => {
    const agent = h.agent();
    await agent.signUp(uniqueEmail());
    const res = await agent.post('/api/account/first-login/complete');
    expect(res.status).toBe(200);
    const session = await agent.get('/api/auth/get-session');
    expect(session.body.user.firstLogin).toBe(false);
    expect((await h.agent().post('/api/account/first-login/complete')).status).toBe(401);
  });

  describe('password reset', () => {
    it('mails a link with the token in the fragment, valid once, and revokes sessions', async () => {
      const email = uniqueEmail('reset');
      const owner = h.agent();
      await owner.signUp(email);
      const res = await h
        .agent()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      expect(res.status).toBe(200);
      const mail = (await h.outbox()).find((m) => m.to === email);
      expect(mail?.subject).toBe('Đặt lại mật khẩu');
      const link = mail!.links[0]!;
      expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password#type=recovery&token=/);
      const url = new URL(link);
      expect(url.search).toBe('');
      const token = new URLSearchParams(url.hash.slice(1)).get('token')!;

      const check = await h.agent().post('/api/account/reset-password/check', { token });
      expect(check.body).toEqual({ valid: true });

      const reset = await h
        .agent()
        .post('/api/auth/reset-password', { token, newPassword: 'new-secret' });
      expect(reset.status).toBe(200);
      expect((await owner.get('/api/sets')).status).toBe(401);
      expect((await h.agent().signIn(email, 'secret123')).status).toBe(401);
      expect((await h.agent().signIn(email, 'new-secret')).status).toBe(200);

      expect((await h.agent().post('/api/account/reset-password/check', { token })).body).toEqual({
        valid: false,
      });
      expect(
        (await h.agent().post('/api/auth/reset-password', { token, newPassword: 'again-123' }))
          .status,
      ).toBe(400);
    });

    it('treats an expired link as invalid', async () => {
      const email = uniqueEmail('expired');
      await h.agent().signUp(email);
      await h
        .agent()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
      const link = (await h.outbox()).find((m) => m.to === email)!.links[0]!;
      const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
      await h.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await h.agent().post('/api/account/reset-password/check', { token })).body).toEqual({
        valid: false,
      });
      expect(
        (await h.agent().post('/api/auth/reset-password', { token, newPassword: 'new-secret' }))
          .status,
      ).toBe(400);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const before = (await h.outbox()).length;
      const res = await h.agent().post('/api/auth/request-password-reset', {
        email: uniqueEmail('nobody'),
        redirectTo: '/reset-password',
      });
      expect(res.status).toBe(200);
      expect((await h.outbox()).length).toBe(before);
    });

    it('validates the check body', async () => {
      const res = await h.agent().post('/api/account/reset-password/check', { token: '' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    });
  });
});

describe('accounts with e-mail verification on', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ requireEmailVerification: true });
  });
  afterAll(async () => h.close());

  it('sign-up sends a verification mail and gives no session until verified', async () => {
    const email = uniqueEmail('verify');
    const agent = h.agent();
    const res = await agent.signUp(email);
    expect(res.status).toBe(200);
    expect(agent.hasSession()).toBe(false);

    const denied = await agent.signIn(email);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = (await h.outbox()).find(
      (m) => m.to === email && m.subject === 'Xác thực email của bạn',
    );
    const link = mail!.links[0]!;
    expect(link).toContain('/api/auth/verify-email?token=');
    const visit = await agent.get(link);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/login?verified=1');

    const ok = await agent.signIn(email);
    expect(ok.status).toBe(200);
    expect(agent.hasSession()).toBe(true);
  });

  it('rejects a forged verification token', async () => {
    const res = await h.agent().get('/api/auth/verify-email?token=forged&callbackURL=/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error=');
  });
});
