/**
 * The settings page's server side (issue 7 §1): display name and e-mail change, password change,
 * two-factor sign-in with an authenticator app (codes made here with otplib), and the signed-in
 * devices. Account deletion and the data export are in account-deletion.test.ts.
 */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  signedInAgent,
  uniqueEmail,
  type Agent,
  type Harness,
} from './helpers/harness.ts';
import { sessions } from '../src/db/schema/auth.ts';

/** The base32 secret of an otpauth:// URI, as an authenticator app reads it. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

const codeFor = (secret: string) => generate({ secret });

/** Turns on two-factor sign-in for the agent's account; answers the secret and backup codes. */
async function enrol(agent: Agent, password = 'secret123') {
  const enabled = await agent.post('/api/auth/two-factor/enable', { password });
  expect(enabled.status).toBe(200);
  const secret = secretOf(enabled.body.totpURI);
  const verified = await agent.post('/api/auth/two-factor/verify-totp', {
    code: await codeFor(secret),
  });
  expect(verified.status).toBe(200);
  return { secret, backupCodes: enabled.body.backupCodes as string[] };
}

describe('settings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  describe('profile', () => {
    it('refuses an empty display name in Vietnamese and saves a new one', async () => {
      const agent = await signedInAgent(h);
      const empty = await agent.post('/api/auth/update-user', { name: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Tên hiển thị không được để trống!',
      });
      const tooLong = await agent.post('/api/auth/update-user', { name: 'a'.repeat(101) });
      expect(tooLong.status).toBe(400);
      expect((await agent.post('/api/auth/update-user', { name: '  Lan Anh ' })).status).toBe(200);
      expect((await agent.get('/api/auth/get-session')).body.user.name).toBe('Lan Anh');
    });

    it('changes the e-mail only once the link sent to the new address is opened', async () => {
      const agent = await signedInAgent(h);
      const invalid = await agent.post('/api/auth/change-email', { newEmail: 'lan@example' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Email không hợp lệ!');

      const newEmail = uniqueEmail('changed');
      const res = await agent.post('/api/auth/change-email', {
        newEmail: newEmail.toUpperCase(),
        callbackURL: '/dashboard/settings?emailChanged=1',
      });
      expect(res.status).toBe(200);
      expect((await agent.get('/api/auth/get-session')).body.user.email).not.toBe(newEmail);
      const mail = (await h.outbox()).find((m) => m.to === newEmail);
      expect(mail?.subject).toBe('Xác nhận email mới');
      const visit = await agent.get(mail!.links[0]!);
      expect(visit.status).toBe(302);
      expect(visit.headers.get('location')).toBe('/dashboard/settings?emailChanged=1');
      expect((await agent.get('/api/auth/get-session')).body.user.email).toBe(newEmail);
      expect((await h.agent().signIn(newEmail)).status).toBe(200);
    });
  });

  describe('password change', () => {
    it('refuses a wrong current password and a weak or common new one, in Vietnamese', async () => {
      const email = uniqueEmail('pw');
      const agent = h.agent();
      await agent.signUp(email);
      const change = (currentPassword: string, newPassword: string) =>
        agent.post('/api/auth/change-password', { currentPassword, newPassword });

      const wrong = await change('not-my-password', 'new-secret-1');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'INVALID_PASSWORD', message: 'Mật khẩu không đúng.' });
      const short = await change('secret123', '12345');
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Mật khẩu phải có ít nhất 6 ký tự!');
      const common = await change('secret123', '123456');
      expect(common.body.code).toBe('PASSWORD_TOO_COMMON');

      expect((await change('secret123', 'new-secret-1')).status).toBe(200);
      expect((await h.agent().signIn(email, 'secret123')).status).toBe(401);
      expect((await h.agent().signIn(email, 'new-secret-1')).status).toBe(200);
    });
  });

  describe('two-factor sign-in (TOTP)', () => {
    it('enrols with a code from an authenticator app, then asks for a code at sign-in', async () => {
      const email = uniqueEmail('totp');
      const agent = h.agent();
      await agent.signUp(email);
      const badPassword = await agent.post('/api/auth/two-factor/enable', { password: 'nope' });
      expect(badPassword.body).toEqual({
        code: 'INVALID_PASSWORD',
        message: 'Mật khẩu không đúng.',
      });

      const enabled = await agent.post('/api/auth/two-factor/enable', { password: 'secret123' });
      expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/IELTS%20Study:/);
      expect(enabled.body.backupCodes).toHaveLength(10);
      // not on until a code confirms it
      expect((await agent.get('/api/auth/get-session')).body.user.twoFactorEnabled).toBe(false);
      const wrong = await agent.post('/api/auth/two-factor/verify-totp', { code: '000000' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INVALID_CODE');
      expect(wrong.body.message).toMatch(/^Mã xác thực không đúng/);
      const secret = secretOf(enabled.body.totpURI);
      const ok = await agent.post('/api/auth/two-factor/verify-totp', {
        code: await codeFor(secret),
      });
      expect(ok.status).toBe(200);
      expect((await agent.get('/api/auth/get-session')).body.user.twoFactorEnabled).toBe(true);
      expect((await agent.get('/api/sets')).status).toBe(200);

      const device = h.agent();
      const signIn = await device.signIn(email);
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
      expect(device.hasSession()).toBe(false);
      expect((await device.get('/api/sets')).status).toBe(401);
      const second = await device.post('/api/auth/two-factor/verify-totp', {
        code: await codeFor(secret),
      });
      expect(second.status).toBe(200);
      expect(device.hasSession()).toBe(true);
      expect((await device.get('/api/sets')).status).toBe(200);
    });

    it('accepts each backup code once, and turns off with the password', async () => {
      const email = uniqueEmail('backup');
      const owner = h.agent();
      await owner.signUp(email);
      const { backupCodes } = await enrol(owner);

      const first = h.agent();
      await first.signIn(email);
      const used = await first.post('/api/auth/two-factor/verify-backup-code', {
        code: backupCodes[0],
      });
      expect(used.status).toBe(200);
      expect((await first.get('/api/sets')).status).toBe(200);

      const again = h.agent();
      await again.signIn(email);
      const reused = await again.post('/api/auth/two-factor/verify-backup-code', {
        code: backupCodes[0],
      });
      expect(reused.status).toBe(401);
      expect(reused.body.code).toBe('INVALID_BACKUP_CODE');
      expect(reused.body.message).toBe('Mã dự phòng không đúng hoặc đã được dùng.');
      expect(again.hasSession()).toBe(false);

      const wrongPassword = await owner.post('/api/auth/two-factor/disable', { password: 'x' });
      expect(wrongPassword.body.code).toBe('INVALID_PASSWORD');
      expect(
        (await owner.post('/api/auth/two-factor/disable', { password: 'secret123' })).status,
      ).toBe(200);
      expect((await owner.get('/api/auth/get-session')).body.user.twoFactorEnabled).toBe(false);
      const plain = h.agent();
      const signIn = await plain.signIn(email);
      expect(signIn.body.twoFactorRedirect).toBeUndefined();
      expect((await plain.get('/api/sets')).status).toBe(200);
    });
  });

  describe('signed-in devices', () => {
    it('lists the sessions without tokens and signs out the others at once', async () => {
      const email = uniqueEmail('devices');
      const here = h.agent();
      await here.signUp(email);
      const phone = h.agent();
      await phone.request(
        'POST',
        '/api/auth/sign-in/email',
        { email, password: 'secret123' },
        {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        },
      );
      const laptop = h.agent();
      await laptop.signIn(email);
      // both checked now, so the in-process session cache holds them
      expect((await phone.get('/api/sets')).status).toBe(200);
      expect((await laptop.get('/api/sets')).status).toBe(200);

      const list = await here.get('/api/account/sessions');
      expect(list.status).toBe(200);
      expect(list.body.sessions).toHaveLength(3);
      expect(list.body.sessions[0].current).toBe(true);
      expect(list.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      expect(JSON.stringify(list.body)).not.toMatch(/token/i);
      const iphone = list.body.sessions.find((s: { userAgent: string | null }) =>
        s.userAgent?.includes('iPhone'),
      );
      expect(iphone).toBeDefined();

      // one device signed out: its cookie is refused on its very next request
      expect((await here.delete(`/api/account/sessions/${iphone.id}`)).status).toBe(204);
      expect((await phone.get('/api/sets')).status).toBe(401);
      expect((await here.delete(`/api/account/sessions/${iphone.id}`)).body.error.code).toBe(
        'DEVICE_NOT_FOUND',
      );
      // the current session is signed out with the header's button, not here
      const current = list.body.sessions[0].id;
      expect((await here.delete(`/api/account/sessions/${current}`)).status).toBe(404);
      // another learner cannot sign out this account's devices
      const stranger = await signedInAgent(h, 'stranger');
      const laptopId = list.body.sessions.find(
        (s: { id: string; current: boolean }) => !s.current && s.id !== iphone.id,
      ).id;
      expect((await stranger.delete(`/api/account/sessions/${laptopId}`)).status).toBe(404);

      expect((await here.post('/api/auth/revoke-other-sessions')).status).toBe(200);
      expect((await laptop.get('/api/sets')).status).toBe(401);
      expect((await here.get('/api/sets')).status).toBe(200);
      expect((await here.get('/api/account/sessions')).body.sessions).toHaveLength(1);
      expect((await h.agent().get('/api/account/sessions')).status).toBe(401);
    });

    it("shows each device's real last activity, written at most once per 5 minutes (issue 34 §18)", async () => {
      const agent = await signedInAgent(h, 'activity');
      const [device] = (await agent.get('/api/account/sessions')).body.sessions;
      const lastActivity = async () =>
        (
          await h.db
            .select({ at: sessions.updatedAt })
            .from(sessions)
            .where(eq(sessions.id, device.id))
        )[0]!.at.getTime();
      /** The session idle since `at` (both timestamps), and no longer in the process's cache. */
      const idleSince = async (at: Date) => {
        await h.db
          .update(sessions)
          .set({ createdAt: at, updatedAt: at })
          .where(eq(sessions.id, device.id));
        h.sessions.clear();
      };
      // an hour without a request, then the learner opens the devices list: it says now
      await idleSince(new Date(Date.now() - 3_600_000));
      const list = (await agent.get('/api/account/sessions')).body.sessions;
      expect(Date.now() - Date.parse(list[0].lastActiveAt)).toBeLessThan(60_000);
      // any request counts, not only this list; within 5 minutes nothing is written again
      const minuteAgo = new Date(Date.now() - 60_000);
      await idleSince(minuteAgo);
      expect((await agent.get('/api/sets')).status).toBe(200);
      expect(await lastActivity()).toBe(minuteAgo.getTime());
      await idleSince(new Date(Date.now() - 6 * 60_000));
      expect((await agent.get('/api/sets')).status).toBe(200);
      expect(Date.now() - (await lastActivity())).toBeLessThan(60_000);
    });
  });
});
