/**
 * The job queue (issue 21 §4). On PostgreSQL: pg-boss, in its `pgboss` schema of the app's own
 * database, through a small pool of its own. It holds one cron schedule, REMINDER_QUEUE every
 * minute: pg-boss creates one job a minute however many instances run, one instance takes it
 * (SKIP LOCKED). On the embedded PGlite (one server per data directory): a minute timer in this
 * process (minute-timer.ts). Either way the tick's claim in reminder_sends makes the e-mail once
 * per learner and day even if two ticks overlap.
 */
import PgBoss from 'pg-boss';
import type { JobQueueConnection } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { startMinuteTimer } from './minute-timer.ts';
import { runReminderTick, type ReminderDeps } from './reminders.service.ts';

/** The reminder tick's queue and schedule (every minute, UTC). */
export const REMINDER_QUEUE = 'reminder-tick';
export const REMINDER_CRON = '* * * * *';

export interface JobQueue {
  /** Queues a reminder tick now, besides the schedule's (tests, operators). */
  runNow(): Promise<void>;
  /** Reminder ticks queued or running. */
  pending(): Promise<number>;
  /** Stops taking jobs and closes pg-boss's connections (waits for a running tick). */
  stop(): Promise<void>;
}

/**
 * Starts the reminder tick with `clock()` as its now: on PostgreSQL pg-boss on `connection`
 * (creating or migrating its schema, scheduling the tick); on PGlite the minute timer.
 * @throws what pg-boss throws when the database cannot be reached or migrated.
 */
export async function startJobQueue(options: {
  connection: JobQueueConnection;
  reminders: ReminderDeps;
  logger: Logger;
  clock: () => Date;
  /** How often a worker looks for a queued tick (default 5 s; tests use less). */
  pollingSeconds?: number;
}): Promise<JobQueue> {
  const { connection, reminders, logger, clock, pollingSeconds = 5 } = options;
  const tick = async () => {
    const { sent } = await runReminderTick(reminders, clock());
    if (sent > 0) logger.info({ sent }, 'reminder e-mails sent');
  };
  if (connection.kind === 'in-process') return startMinuteTimer({ tick, logger });
  const boss = new PgBoss({
    connectionString: connection.connectionString,
    max: 2,
    application_name: 'ielts-study-jobs',
    // old jobs of a minute tick are not worth keeping
    deleteAfterHours: 12,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(REMINDER_QUEUE);
  await boss.schedule(REMINDER_QUEUE, REMINDER_CRON, {}, { tz: 'UTC' });
  let running = 0;
  await boss.work(REMINDER_QUEUE, { pollingIntervalSeconds: pollingSeconds }, async () => {
    running += 1;
    try {
      await tick();
    } finally {
      running -= 1;
    }
  });
  return {
    runNow: async () => {
      await boss.send(REMINDER_QUEUE, {});
    },
    pending: async () => {
      const queued = await boss.getQueueSize(REMINDER_QUEUE);
      return queued + running;
    },
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
