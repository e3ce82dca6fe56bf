import { TWO_FACTOR_LOCKOUT } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors, users } from '../src/db/schema/auth.ts';
import { Agent } from './helpers/agent.ts';
import { createHarness, uniqueEmail, type Harness } from './helpers/harness.ts';

/**
 * Issue 34 item 29: two-factor sign-in locks after TWO_FACTOR_LOCKOUT.maxFailedAttempts (5)
 * wrong codes in a row for the account, counted across sign-in challenges, devices and
 * instances (the counter is on the account's two_factors row: Better Auth's accountLockout),
 * for TWO_FACTOR_LOCKOUT.minutes (15). While locked, every code — the right one, a backup code —
 * is refused with 429 ACCOUNT_TEMPORARILY_LOCKED, a Retry-After and a message that says how
 * long; once the lock has passed (its end moved into the past here) the right code signs in and
 * the count starts again from zero; a right code before the lock resets the count.
 */
describe('two-factor sign-in: lockout after wrong codes', () => {
  let h: Harness;
  let email: string;
  let secret: string;
  let backupCodes: string[];
  let userId: string;

  /** A new device at the code step of sign-in (a new challenge each time). */
  const challenge = async (app = h.app) => {
    const device = new Agent(app);
    const signIn = await device.signIn(email);
    expect(signIn.body.twoFactorRedirect).toBe(true);
    return device;
  };
  const wrong = async (device: Agent) => {
    const res = await device.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    return res;
  };
  const right = async (device: Agent) =>
    device.post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) });
  const state = async () => {
    const [row] = await h.db
      .select({
        failed: twoFactors.failedVerificationCount,
        lockedUntil: twoFactors.lockedUntil,
      })
      .from(twoFactors)
      .where(eq(twoFactors.userId, userId));
    return row!;
  };

  beforeAll(async () => {
    h = await createHarness();
    email = uniqueEmail('lockout');
    const owner = h.agent();
    await owner.signUp(email);
    const enabled = await owner.post('/api/auth/two-factor/enable', { password: 'secret123' });
    secret = new URL(enabled.body.totpURI).searchParams.get('secret')!;
    backupCodes = enabled.body.backupCodes;
    expect((await right(owner)).status).toBe(200);
    const [user] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userId = user!.id;
  });
  afterAll(() => h.close());

  it('locks after 5 wrong codes in a row', () => {
    expect(TWO_FACTOR_LOCKOUT).toEqual({ maxFailedAttempts: 5, minutes: 15 });
  });

  it('a right code before the lock resets the count', async () => {
    const first = await challenge();
    for (let i = 0; i < 3; i += 1) expect((await wrong(first)).body.code).toBe('INVALID_CODE');
    const second = await challenge();
    expect((await wrong(second)).status).toBe(401);
    expect((await state()).failed).toBe(4);
    expect((await right(second)).status).toBe(200);
    expect(second.hasSession()).toBe(true);
    expect(await state()).toEqual({ failed: 0, lockedUntil: null });
  });

  it('locks the account after 5 wrong codes across devices and instances, and says for how long', async () => {
    const other = await h.instance();
    const devices = [await challenge(), await challenge(other.app), await challenge()];
    const answers = [];
    for (const device of [devices[0]!, devices[0]!, devices[1]!, devices[1]!, devices[2]!]) {
      answers.push((await wrong(device)).body.code);
    }
    expect(answers).toEqual(Array(5).fill('INVALID_CODE'));
    const { lockedUntil } = await state();
    expect(lockedUntil).not.toBeNull();
    const lockMs = lockedUntil!.getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(14 * 60_000);
    expect(lockMs).toBeLessThanOrEqual(15 * 60_000);

    // the right code, on a new device, on the other instance, and a backup code: all refused
    for (const [device, send] of [
      [await challenge(), right],
      [await challenge(other.app), right],
      [
        await challenge(),
        (d: Agent) => d.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }),
      ],
    ] as const) {
      const res = await send(device);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
      expect(res.body.message).toBe(
        'Bạn đã nhập sai mã 5 lần liên tiếp nên xác thực hai bước của tài khoản tạm thời bị khóa. Vui lòng thử lại sau 15 phút.',
      );
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(device.hasSession()).toBe(false);
    }
  });

  it('signs in with the right code once the lock has passed, and counts again from zero', async () => {
    await h.db.execute(
      sql`update two_factors set locked_until = now() - interval '1 second' where user_id = ${userId}`,
    );
    const device = await challenge();
    const res = await right(device);
    expect(res.status).toBe(200);
    expect(device.hasSession()).toBe(true);
    expect(await state()).toEqual({ failed: 0, lockedUntil: null });
    // four wrong codes do not lock again; the fifth does
    const again = await challenge();
    for (let i = 0; i < 4; i += 1) expect((await wrong(again)).status).toBe(401);
    expect((await state()).lockedUntil).toBeNull();
    expect((await wrong(again)).status).toBe(401);
    expect((await state()).lockedUntil).not.toBeNull();
  });
});
