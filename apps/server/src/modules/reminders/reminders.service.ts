/**
 * The daily reminder (issue 21 §4). A tick (every minute, from the job queue: job-queue.ts)
 * looks at the learners who turned the reminder on and, for each whose reminder is due
 * (domain reminderDayDue: their chosen local hour or later in their learner day) and whose
 * day's goal is not met, claims the day in reminder_sends and sends the e-mail, written from the
 * day's figures: the goal's minutes and the streak, said to be kept when today already counts
 * (a learner who studied but not enough still hears about the goal). The claim is
 * one insert … on conflict do nothing, so however many instances tick at once, one of them
 * sends, once per learner and day; a send that fails gives the claim back for the next tick.
 * Unsubscribing (a signed token, no sign-in) turns the preference off.
 *
 * Only to a verified address where verification is possible (issue 34 §23): when mail goes out
 * over SMTP (`mailer.kind` 'smtp') an address can prove it is its owner's, so a reminder goes
 * only to `users.email_verified` accounts; with the outbox nothing leaves the machine, nobody
 * could verify, and every learner who opted in gets their reminder written there.
 */
import { computeStreakWithFreezes, goalProgress, learnerDayKey, reminderDayDue } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { withDefaults } from '../account/preferences.service.ts';
import { secondsToday } from '../plan/plan.service.ts';
import { history } from '../stats/stats.repository.ts';
import { reminderEmail } from './reminder-email.ts';
import { createUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token.ts';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** The app's public URL, for the e-mail's links. */
  appUrl: string;
  /** Signs the unsubscribe tokens (the app's secret). */
  secret: string;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * One reminder tick at `now`: sends every due reminder not sent yet. Answers how many were
 * sent. A learner whose e-mail fails is logged and tried again at the next tick.
 */
export async function runReminderTick(deps: ReminderDeps, now: Date): Promise<{ sent: number }> {
  const { db, logger } = deps;
  const candidates = rowsOf<{
    id: string;
    email: string;
    name: string;
    preferences: Record<string, unknown>;
    lastSentDay: string | null;
  }>(
    // with the day of each learner's last reminder, so a tick after the send reads no more
    await db.execute(sql`
      select u.id, u.email, u.name, u.preferences,
        (select max(rs.day)::text from reminder_sends rs where rs.user_id = u.id) as "lastSentDay"
      from users u
      where u.preferences @> '{"reminderEmail": true}'::jsonb
        and jsonb_typeof(u.preferences -> 'timeZone') = 'string'
        ${deps.mailer.kind === 'smtp' ? sql`and u.email_verified` : sql``}`),
  );
  let sent = 0;
  for (const user of candidates) {
    const preferences = withDefaults(user.preferences);
    const timeZone = preferences.timeZone;
    if (!preferences.reminderEmail || timeZone === null) continue;
    const hour = preferences.dayStartsAtHour;
    const day = reminderDayDue(now, timeZone, hour, preferences.reminderHour);
    if (day === null || user.lastSentDay === day) continue;
    const goal = goalProgress(
      await secondsToday(db, user.id, now, timeZone, hour),
      preferences.dailyGoalMinutes,
    );
    if (goal.met) continue;
    const claimed = rowsOf(
      await db.execute(sql`
        insert into reminder_sends (user_id, day) values (${user.id}, ${day}::date)
        on conflict do nothing returning user_id`),
    );
    if (claimed.length === 0) continue; // another instance sent it
    try {
      const today = learnerDayKey(now, timeZone, hour);
      const { days } = await history(db, user.id, { timeZone, dayStartsAtHour: hour }, today);
      const streak = computeStreakWithFreezes(
        days.map((d) => d.day),
        today,
      );
      const token = createUnsubscribeToken(deps.secret, user.id);
      const query = `token=${encodeURIComponent(token)}`;
      await deps.mailer.send(
        reminderEmail(
          user.email,
          {
            name: user.name,
            minutes: goal.minutes,
            goalMinutes: goal.goalMinutes,
            streak: streak.current,
            studiedToday: streak.today,
          },
          {
            studyLink: `${deps.appUrl}/dashboard/today`,
            unsubscribePage: `${deps.appUrl}/unsubscribe?${query}`,
            unsubscribePost: `${deps.appUrl}/api/reminders/unsubscribe?${query}`,
          },
        ),
      );
      sent += 1;
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'reminder e-mail failed; trying again later');
      await db.execute(
        sql`delete from reminder_sends where user_id = ${user.id} and day = ${day}::date`,
      );
    }
  }
  return { sent };
}

/**
 * Turns the reminder off for the user a token names (POST /api/reminders/unsubscribe).
 * Answers false when the token is not valid or its user is gone.
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<boolean> {
  const userId = readUnsubscribeToken(secret, token);
  if (userId === null) return false;
  const updated = rowsOf(
    await db.execute(sql`
      update users set preferences = preferences || '{"reminderEmail": false}'::jsonb
      where id = ${userId} returning id`),
  );
  return updated.length > 0;
}
