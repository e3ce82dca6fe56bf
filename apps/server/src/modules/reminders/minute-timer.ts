/**
 * The embedded default's job runner (PGlite): the reminder tick from a timer in this process,
 * once a minute at the minute's start, in place of pg-boss. The embedded database has one server
 * by construction (its data directory is locked), so "one sender across instances" holds
 * without a queue; pg-boss on the one embedded connection cost ~37 MiB of resident memory and
 * queued its polls behind the learners' statements (measured with `npm run bench`, issue 20 §4).
 * Ticks run one at a time; a tick still running when the next minute comes makes that minute
 * wait rather than pile up. Exactly once per learner and day still comes from the tick's claim
 * in reminder_sends (reminders.service.ts).
 */
import type { Logger } from '../../lib/logger.ts';
import type { JobQueue } from './job-queue.ts';

/** One minute, in ms: the period of the schedule ('* * * * *' on PostgreSQL). */
export const MINUTE_MS = 60_000;

/**
 * Starts the timer; `tick()` is the reminder tick (errors are logged, the timer goes on).
 * @param periodMs the period in ms (default a minute; the first tick comes at the next multiple
 *   of it since the epoch, as a cron minute does).
 */
export function startMinuteTimer(options: {
  tick: () => Promise<void>;
  logger: Logger;
  periodMs?: number;
}): JobQueue {
  const { tick, logger, periodMs = MINUTE_MS } = options;
  let queued = 0;
  let running = 0;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  const enqueue = () => {
    queued += 1;
    chain = chain.then(async () => {
      queued -= 1;
      if (stopped) return;
      running += 1;
      try {
        await tick();
      } catch (error) {
        logger.error({ err: error }, 'reminder tick failed');
      } finally {
        running -= 1;
      }
    });
  };
  // the schedule's tick is skipped while one is already waiting: ticks never pile up
  const onSchedule = () => {
    if (queued === 0) enqueue();
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      onSchedule();
      interval = setInterval(onSchedule, periodMs);
      interval.unref();
    },
    periodMs - (Date.now() % periodMs),
  );
  first.unref();

  return {
    runNow: () => {
      enqueue();
      return Promise.resolve();
    },
    pending: () => Promise.resolve(queued + running),
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await chain;
    },
  };
}
