import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults } from '../src/db/schema/games.ts';
import { createLogger } from '../src/lib/logger.ts';
import { startJobQueue, type JobQueue } from '../src/modules/reminders/job-queue.ts';
import { runReminderTick, type ReminderDeps } from '../src/modules/reminders/reminders.service.ts';
import { createUnsubscribeToken } from '../src/modules/reminders/unsubscribe-token.ts';
import { createMailer } from '../src/providers/mail/mailer.ts';
import {
  APP_URL,
  createHarness,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/**
 * Issue 21 §4: the reminder e-mail — sent at the learner's hour in their time zone when the
 * day's goal is not met, once per learner and day however many instances tick (two here, with a
 * fake clock, through the service and through the job queue: pg-boss on PostgreSQL, the minute
 * timer on PGlite), never to a learner who met the goal or did not opt in; its unsubscribe link
 * works without a session and only with a token the server signed.
 */
const TZ = 'Asia/Ho_Chi_Minh'; // UTC+7
const SECRET = 'test-secret-test-secret-test-secret-0123456789';

describe('Reminder e-mails', () => {
  let h: Harness;
  let now = new Date('2026-11-27T11:30:00Z'); // 18:30 in Ho Chi Minh City
  const clock = () => now;
  let deps: ReminderDeps;
  let idle: Agent;
  let busy: Agent;
  let quiet: Agent;
  const emailOf = async (agent: Agent) =>
    (await agent.get('/api/auth/get-session')).body.user as { id: string; email: string };
  const remindersTo = async (email: string) =>
    (await h.outbox()).filter((m) => m.to === email && m.subject.startsWith('Nhắc học'));

  beforeAll(async () => {
    h = await createHarness({ clock });
    const logger = createLogger('silent');
    deps = {
      db: h.db,
      mailer: createMailer({
        smtpUrl: null,
        from: 'Test <test@localhost>',
        dataDir: h.dataDir,
        logger,
      }),
      logger,
      appUrl: APP_URL,
      secret: SECRET,
    };
    const optIn = { reminderEmail: true, reminderHour: 19, timeZone: TZ };
    idle = await signedInAgent(h, 'idle');
    busy = await signedInAgent(h, 'busy');
    quiet = await signedInAgent(h, 'quiet');
    expect((await idle.patch('/api/account/preferences', optIn)).status).toBe(200);
    expect((await busy.patch('/api/account/preferences', optIn)).status).toBe(200);
    // busy met the 15-minute goal today (a 16-minute game at 17:00 local)
    await h.db.insert(gameResults).values({
      userId: (await emailOf(busy)).id,
      game: 'quiz',
      score: 10,
      accuracyPercent: 100,
      durationSeconds: 960,
      playedAt: new Date('2026-11-27T10:00:00Z'),
    });
  });
  afterAll(async () => h.close());

  it('waits for the hour, then two instances ticking together send one e-mail', async () => {
    expect(await runReminderTick(deps, now)).toEqual({ sent: 0 });
    now = new Date('2026-11-27T12:05:00Z'); // 19:05
    const ticks = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runReminderTick({ ...deps }, new Date(now.getTime() + i)),
      ),
    );
    expect(ticks.reduce((sum, t) => sum + t.sent, 0)).toBe(1);
    const { email } = await emailOf(idle);
    const [mail] = await remindersTo(email);
    expect(await remindersTo(email)).toHaveLength(1);
    expect(mail!.subject).toBe('Nhắc học: còn 15 phút để đạt mục tiêu hôm nay');
    expect(mail!.text).toContain('Hôm nay bạn chưa học phút nào');
    expect(mail!.links).toContain(`${APP_URL}/dashboard/today`);
    // neither the learner who met the goal nor the one who never opted in
    expect(await remindersTo((await emailOf(busy)).email)).toEqual([]);
    expect(await remindersTo((await emailOf(quiet)).email)).toEqual([]);
    // later the same evening: nothing more
    now = new Date('2026-11-27T16:00:00Z');
    expect(await runReminderTick(deps, now)).toEqual({ sent: 0 });
  });

  it('sends once a day through the job queue with two instances', async () => {
    now = new Date('2026-11-28T12:01:00Z'); // the next day, 19:01
    const queues: JobQueue[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        queues.push(
          await startJobQueue({
            connection: h.database.jobQueue,
            reminders: deps,
            logger: deps.logger,
            clock,
            pollingSeconds: 0.5,
          }),
        );
      }
      for (const queue of queues) {
        await queue.runNow();
        await queue.runNow();
      }
      const { email } = await emailOf(idle);
      await expect.poll(async () => (await remindersTo(email)).length, { timeout: 30_000 }).toBe(2);
      await expect
        .poll(
          async () => (await Promise.all(queues.map((q) => q.pending()))).reduce((a, b) => a + b),
          {
            timeout: 30_000,
          },
        )
        .toBe(0);
      expect(await remindersTo(email)).toHaveLength(2);
    } finally {
      for (const queue of queues) await queue.stop();
    }
  });

  it('unsubscribes with the link of the e-mail, without a session, and only with a signed token', async () => {
    const { id, email } = await emailOf(idle);
    const [mail] = await remindersTo(email);
    const page = mail!.links.find((link) => link.includes('/unsubscribe?token='))!;
    const token = new URL(page).searchParams.get('token')!;
    expect(token).toBe(createUnsubscribeToken(SECRET, id));
    const anonymous = h.agent();
    const forged = createUnsubscribeToken('another-secret-another-secret-0123456789', id);
    const refused = await anonymous.post(
      `/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`,
      {},
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Liên kết hủy nhận nhắc học không hợp lệ');
    expect((await anonymous.post('/api/reminders/unsubscribe?token=abc', {})).status).toBe(400);
    const done = await anonymous.post(
      `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      {},
    );
    expect(done.status).toBe(204);
    expect((await idle.get('/api/account/preferences')).body.reminderEmail).toBe(false);
    // the next evening: the learner who left hears nothing; the other one, idle today, does
    now = new Date('2026-11-29T12:30:00Z');
    expect(await runReminderTick(deps, now)).toEqual({ sent: 1 });
    expect(await remindersTo(email)).toHaveLength(2);
    expect(await remindersTo((await emailOf(busy)).email)).toHaveLength(2); // the 28th and the 29th
  });
});
