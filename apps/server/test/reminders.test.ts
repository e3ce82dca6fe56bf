import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth.ts';
import { gameResults } from '../src/db/schema/games.ts';
import { createLogger } from '../src/lib/logger.ts';
import { startJobQueue, type JobQueue } from '../src/modules/reminders/job-queue.ts';
import { runReminderTick, type ReminderDeps } from '../src/modules/reminders/reminders.service.ts';
import { createUnsubscribeToken } from '../src/modules/reminders/unsubscribe-token.ts';
import { createMailer, type MailMessage, type Mailer } from '../src/providers/mail/mailer.ts';
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
    expect(mail!.text).toContain('Hôm nay bạn chưa học, mục tiêu của bạn là 15 phút mỗi ngày.');
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

/**
 * Issue 34 §7: the reminder says the day's real figures: the minutes studied (under a minute is
 * not "no minute"), and a streak already kept today is said to be kept, not to be waiting.
 */
describe('The reminder e-mail from the day’s real figures', () => {
  let h: Harness;
  const now = new Date('2026-11-27T12:05:00Z'); // 19:05 in Ho Chi Minh City
  let deps: ReminderDeps;
  const agents: Record<'started' | 'brief' | 'lapsed', Agent> = {} as never;
  const emailOf = async (agent: Agent) =>
    (await agent.get('/api/auth/get-session')).body.user as { id: string; email: string };
  const reminderTo = async (agent: Agent) => {
    const { email } = await emailOf(agent);
    const mails = (await h.outbox()).filter(
      (m) => m.to === email && m.subject.startsWith('Nhắc học'),
    );
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  /** A quiz of `seconds` played by `agent` at the instant `at`. */
  const played = async (agent: Agent, seconds: number, at: string) =>
    h.db.insert(gameResults).values({
      userId: (await emailOf(agent)).id,
      game: 'quiz',
      score: 10,
      accuracyPercent: 100,
      durationSeconds: seconds,
      playedAt: new Date(at),
    });

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
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
    for (const name of ['started', 'brief', 'lapsed'] as const) {
      agents[name] = await signedInAgent(h, `figures-${name}`);
      const optIn = { reminderEmail: true, reminderHour: 19, timeZone: TZ };
      expect((await agents[name].patch('/api/account/preferences', optIn)).status).toBe(200);
    }
    // started: yesterday, and 3 min 20 s today (a streak of 2 days, kept today)
    await played(agents.started, 300, '2026-11-26T10:00:00Z');
    await played(agents.started, 200, '2026-11-27T10:00:00Z');
    // brief: 40 s today only (a streak of 1 day, kept today)
    await played(agents.brief, 40, '2026-11-27T09:00:00Z');
    // lapsed: yesterday only (a streak of 1 day that today has not kept yet)
    await played(agents.lapsed, 600, '2026-11-26T09:00:00Z');
    expect(await runReminderTick(deps, now)).toEqual({ sent: 3 });
  });
  afterAll(async () => h.close());

  it('says the minutes studied and that the streak is kept today', async () => {
    const mail = await reminderTo(agents.started);
    expect(mail.subject).toBe('Nhắc học: còn 12 phút để đạt mục tiêu hôm nay');
    expect(mail.text).toContain('Hôm nay bạn đã học 3/15 phút.');
    expect(mail.text).toContain('Hôm nay bạn đã giữ được chuỗi 2 ngày học liên tiếp.');
    expect(mail.text).not.toContain('đang chờ');
  });

  it('says under a minute, not no minute at all', async () => {
    const mail = await reminderTo(agents.brief);
    expect(mail.subject).toBe('Nhắc học: còn 15 phút để đạt mục tiêu hôm nay');
    expect(mail.text).toContain('Hôm nay bạn mới học chưa đến 1 phút, mục tiêu của bạn là 15 phút');
    expect(mail.text).not.toContain('chưa học phút nào');
    expect(mail.text).toContain('Hôm nay bạn đã giữ được chuỗi 1 ngày học liên tiếp.');
  });

  it('says a streak not kept yet today is waiting', async () => {
    const mail = await reminderTo(agents.lapsed);
    expect(mail.text).toContain('Hôm nay bạn chưa học, mục tiêu của bạn là 15 phút mỗi ngày.');
    expect(mail.text).toContain('Chuỗi 1 ngày học liên tiếp của bạn đang chờ hôm nay.');
  });
});

/**
 * Issue 34 §23: where an address can be verified — mail goes out over SMTP — a reminder goes
 * only to a verified address; with the outbox (no mail leaves the machine, nothing to verify)
 * to everyone who opted in, as above.
 */
describe('Reminder e-mails over SMTP', () => {
  let h: Harness;
  const now = new Date('2026-11-27T12:05:00Z'); // 19:05 in Ho Chi Minh City
  /** What the SMTP server was handed (the transport is the one thing not run for real). */
  const delivered: MailMessage[] = [];
  const smtp: Mailer = {
    kind: 'smtp',
    send: async (message) => {
      delivered.push(message);
    },
  };

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
  });
  afterAll(async () => h.close());

  it('reminds only a learner whose address is verified', async () => {
    const optIn = { reminderEmail: true, reminderHour: 19, timeZone: TZ };
    const verified = await signedInAgent(h, 'verified');
    const unverified = await signedInAgent(h, 'unverified');
    for (const agent of [verified, unverified]) {
      expect((await agent.patch('/api/account/preferences', optIn)).status).toBe(200);
    }
    const user = async (agent: Agent) =>
      (await agent.get('/api/auth/get-session')).body.user as { id: string; email: string };
    await h.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, (await user(verified)).id));
    const deps: ReminderDeps = {
      db: h.db,
      mailer: smtp,
      logger: createLogger('silent'),
      appUrl: APP_URL,
      secret: SECRET,
    };
    expect(await runReminderTick(deps, now)).toEqual({ sent: 1 });
    expect(delivered.map((m) => m.to)).toEqual([(await user(verified)).email]);
    // once the address is verified, the next tick sends its reminder
    await h.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, (await user(unverified)).id));
    expect(await runReminderTick(deps, new Date(now.getTime() + 60_000))).toEqual({ sent: 1 });
    expect(delivered.map((m) => m.to)).toContain((await user(unverified)).email);
  });
});
