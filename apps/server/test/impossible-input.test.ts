import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewLogs, studySessions } from '../src/db/schema/study.ts';
import { createLogger } from '../src/lib/logger.ts';
import { runReminderTick } from '../src/modules/reminders/reminders.service.ts';
import { createMailer } from '../src/providers/mail/mailer.ts';
import {
  APP_URL,
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/**
 * Issue 34 item 26: three inputs that answered 500. A day that is not on the calendar (an
 * assignment due on 2026-02-29 or 2026-04-31), a time zone that Node accepts and the database
 * does not (US/Pacific-New, dropped from the tz database in 2020), and a rating whose client
 * clock says year 1 sent with the state it expects (the one-round-trip path did not clamp it).
 * Each is now a 400 naming its field, or clamped; a zone saved before the check reads as the
 * default zone.
 */
describe('impossible dates, unknown time zones, a clock in year 1', () => {
  let h: Harness;
  let teacher: Agent;
  let learner: Agent;
  let classId: string;
  let setId: string;
  let cardIds: string[];

  const userIdOf = async (agent: Agent) =>
    (await agent.get('/api/auth/get-session')).body.user.id as string;

  beforeAll(async () => {
    h = await createHarness();
    teacher = await signedInAgent(h, 'calendar');
    learner = await signedInAgent(h, 'zones');
    classId = (await teacher.post('/api/classes', { name: 'Lớp lịch' })).body.class.id;
    const set = (await learner.post('/api/sets', setBody(4, 'Clock'))).body.set;
    setId = set.id;
    cardIds = set.cards.map((c: { id: string }) => c.id);
  }, 60_000);
  afterAll(async () => h.close());

  it('refuses an assignment due on a day that is not on the calendar, keeps 29 February of a leap year', async () => {
    for (const dueDate of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01']) {
      const set = (await teacher.post('/api/sets', setBody(1, `Due ${dueDate}`))).body.set;
      const res = await teacher.post(`/api/classes/${classId}/assignments`, {
        setId: set.id,
        dueDate,
      });
      expect(res.status, dueDate).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'dueDate',
        message: 'Hạn hoàn thành không hợp lệ',
      });
    }
    const set = (await teacher.post('/api/sets', setBody(1, 'Leap'))).body.set;
    const leap = await teacher.post(`/api/classes/${classId}/assignments`, {
      setId: set.id,
      dueDate: '2028-02-29',
    });
    expect(leap.status).toBe(201);
    expect(leap.body.assignment.dueDate).toBe('2028-02-29');
  });

  it('refuses an exam date that is not on the calendar', async () => {
    for (const examDate of ['2026-02-29', '2026-04-31', '0000-01-01']) {
      const res = await learner.patch('/api/account/preferences', { examDate });
      expect(res.status, examDate).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'examDate' });
    }
    expect(
      (await learner.patch('/api/account/preferences', { examDate: '2028-02-29' })).status,
    ).toBe(200);
  });

  it('accepts a time zone only when the database knows it', async () => {
    const refused = await learner.patch('/api/account/preferences', {
      reminderEmail: true,
      timeZone: 'US/Pacific-New',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'timeZone' });
    for (const path of ['/api/stats', '/api/plan', '/api/study/today', '/api/cards/search']) {
      const res = await learner.get(`${path}?timeZone=US%2FPacific-New`);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toMatchObject({ code: 'VALIDATION_ERROR', field: 'timeZone' });
    }
    for (const timeZone of ['Asia/Ho_Chi_Minh', 'UTC', 'Etc/GMT+7']) {
      const saved = await learner.patch('/api/account/preferences', { timeZone });
      expect(saved.status, timeZone).toBe(200);
      expect(saved.body.timeZone).toBe(timeZone);
      for (const path of ['/api/stats', '/api/plan']) {
        const res = await learner.get(`${path}?timeZone=${encodeURIComponent(timeZone)}`);
        expect(res.status, `${path} ${timeZone}`).toBe(200);
      }
    }
    // a rating in an unknown zone is refused before anything is written
    const sessionId = crypto.randomUUID();
    await learner.post(`/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: cardIds });
    const rating = await learner.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: cardIds[3],
      rating: 4,
      elapsedMs: 1000,
      reviewedAt: new Date().toISOString(),
      timeZone: 'US/Pacific-New',
    });
    expect(rating.status).toBe(400);
    expect(rating.body.error.field).toBe('timeZone');
  });

  it('reads a zone saved before the check as the default zone, and reminds on it', async () => {
    const stale = await signedInAgent(h, 'stale-zone');
    const userId = await userIdOf(stale);
    await h.db.execute(sql`
      update users set preferences = ${JSON.stringify({
        reminderEmail: true,
        reminderHour: 19,
        timeZone: 'US/Pacific-New',
      })}::jsonb where id = ${userId}`);
    const read = await stale.get('/api/account/preferences');
    expect(read.status).toBe(200);
    expect(read.body.timeZone).toBe('Asia/Ho_Chi_Minh');
    // a change of another preference keeps working
    const patched = await stale.patch('/api/account/preferences', { dailyGoalMinutes: 20 });
    expect(patched.status).toBe(200);
    expect(patched.body.timeZone).toBe('Asia/Ho_Chi_Minh');
    // the reminder tick neither fails nor skips the learner: 19:30 in Ho Chi Minh City
    const logger = createLogger('silent');
    const mailer = createMailer({
      smtpUrl: null,
      from: 'T <t@localhost>',
      dataDir: h.dataDir,
      logger,
    });
    const tick = await runReminderTick(
      { db: h.db, mailer, logger, appUrl: APP_URL, secret: 'x'.repeat(40) },
      new Date(Date.UTC(2030, 0, 15, 12, 30)),
    );
    expect(tick.sent).toBe(1);
  });

  it('clamps a rating from year 1 to the session start, with or without an expected state', async () => {
    const sessionId = crypto.randomUUID();
    expect(
      (await learner.post(`/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: cardIds }))
        .status,
    ).toBe(201);
    const [session] = await h.db
      .select({ startedAt: studySessions.startedAt })
      .from(studySessions)
      .where(sql`${studySessions.id} = ${sessionId}`);
    const rate = (cardId: string, expected: object | null | undefined) =>
      learner.post(`/api/study/sessions/${sessionId}/reviews`, {
        eventId: crypto.randomUUID(),
        cardId,
        rating: 4,
        elapsedMs: 1000,
        reviewedAt: '0001-01-01T00:00:00Z',
        timeZone: 'Asia/Ho_Chi_Minh',
        ...(expected === undefined ? {} : { expected }),
      });
    const withExpected = await rate(cardIds[0]!, null);
    expect(withExpected.status).toBe(200);
    const without = await rate(cardIds[1]!, undefined);
    expect(without.status).toBe(200);
    const expectedYear1 = await rate(cardIds[2]!, {
      easinessFactor: 2.5,
      intervalDays: 1,
      repetitionCount: 1,
      lastReviewedAt: '0001-01-01T00:00:00.000Z',
    });
    expect(expectedYear1.status).toBe(200);
    // an expected state last rated in year 1 (no card has it): the read path writes the rating
    const lastRatedYear1 = await learner.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: cardIds[3],
      rating: 4,
      elapsedMs: 1000,
      reviewedAt: new Date().toISOString(),
      timeZone: 'Asia/Ho_Chi_Minh',
      expected: {
        easinessFactor: 2.5,
        intervalDays: 1,
        repetitionCount: 1,
        lastReviewedAt: '0001-01-01T00:00:00.000Z',
      },
    });
    expect(lastRatedYear1.status).toBe(200);
    expect(lastRatedYear1.body.review.repetitionCount).toBe(1);
    for (const answer of [withExpected, without]) {
      expect(answer.body.review.lastReviewedAt).toBe(session!.startedAt.toISOString());
    }
    const logs = await h.db
      .select({ reviewedAt: reviewLogs.reviewedAt })
      .from(reviewLogs)
      .where(sql`${reviewLogs.studySessionId} = ${sessionId}`)
      .orderBy(reviewLogs.seq);
    expect(logs).toHaveLength(4);
    for (const log of logs.slice(0, 3)) {
      expect(log.reviewedAt.getTime()).toBe(session!.startedAt.getTime());
    }
  });

  it('refuses an imported history whose instants the database cannot store', async () => {
    const review = {
      reviewedAt: '2026-01-10T03:00:00.000Z',
      rating: 4,
      elapsedMs: 4000,
      intervalDays: 3,
      easinessFactor: 2.5,
    };
    const schedule = {
      state: 'review',
      dueAt: '2026-01-13T03:00:00.000Z',
      intervalDays: 3,
      easinessFactor: 2.5,
      repetitionCount: 1,
      lapses: 0,
    };
    const withCard = (card: object) => ({
      ...setBody(0, 'History'),
      cards: [{ front: 'word', back: 'nghĩa', tags: [], ...card }],
    });
    for (const card of [
      { schedule, reviews: [{ ...review, reviewedAt: '0000-06-01T00:00:00.000Z' }] },
      { schedule: { ...schedule, dueAt: '0000-01-13T03:00:00.000Z' }, reviews: [review] },
    ]) {
      const res = await learner.post('/api/sets', withCard(card));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await learner.post('/api/sets', withCard({ schedule, reviews: [review] }))).status,
    ).toBe(201);
  });
});
