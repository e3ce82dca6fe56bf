import { addDayKeys, learnerDayKey, type Rating } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults } from '../src/db/schema/games.ts';
import { testResults } from '../src/db/schema/ielts.ts';
import { cardReviews, cardSuspensions, reviewLogs } from '../src/db/schema/study.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const TZ = 'Asia/Ho_Chi_Minh';
const HOUR = 4; // the default dayStartsAtHour
const emailOf = async (agent: Agent) =>
  (await agent.get('/api/auth/get-session')).body.user.email as string;

/** 10:00 in Vietnam on `day`. */
const at10 = (day: string) => new Date(`${day}T03:00:00Z`);

describe('GET /api/stats (issue 19 §3)', () => {
  let h: Harness;
  let now = at10('2026-08-01');
  let learner: Agent;
  let friend: Agent;
  let stranger: Agent;
  let cards: string[];
  let setId: string;
  let friendSetId: string;
  let friendCards: string[];
  /** The day of the first mature reviews (found while scheduling). */
  let matureDay = '';

  const startSession = async (agent: Agent, set: string) => {
    const sessionId = crypto.randomUUID();
    const res = await agent.post(`/api/study/sets/${set}/sessions`, {
      sessionId,
      cardOrder: [],
      timeZone: TZ,
    });
    expect(res.status).toBe(201);
    return sessionId;
  };
  const rate = async (
    agent: Agent,
    session: string,
    cardId: string,
    rating: Rating,
    elapsedMs = 2500,
  ) => {
    const eventId = crypto.randomUUID();
    const res = await agent.post(`/api/study/sessions/${session}/reviews`, {
      eventId,
      cardId,
      rating,
      elapsedMs,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { eventId, review: res.body.review as { intervalDays: number; nextReviewDate: string } };
  };
  const stats = async (agent = learner) => {
    const res = await agent.get(`/api/stats?timeZone=${encodeURIComponent(TZ)}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  /**
   * The answer's days are the domain's learnerDayKey of every counted log row of the learner
   * (review and practice rows no undo cancelled) in `timeZone` at `hour`.
   */
  const expectDomainDays = async (
    body: { days: { day: string; reviews: number }[] },
    timeZone: string,
    hour: number,
  ) => {
    const learnerId = (await learner.get('/api/auth/get-session')).body.user.id as string;
    const logs = await h.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learnerId));
    const undoneIds = new Set(logs.map((l) => l.undoesLogId).filter((id) => id !== null));
    expect(undoneIds.size).toBe(1);
    const byDay = new Map<string, number>();
    for (const log of logs) {
      if (log.kind === 'undo' || undoneIds.has(log.id)) continue;
      const day = learnerDayKey(log.reviewedAt, timeZone, hour);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    expect(Object.fromEntries(body.days.map((d) => [d.day, d.reviews]))).toEqual(
      Object.fromEntries(byDay),
    );
  };

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'stats');
    friend = await signedInAgent(h, 'stats-friend');
    stranger = await signedInAgent(h, 'stats-stranger');
    const set = (await learner.post('/api/sets', setBody(6, 'Mine'))).body.set;
    setId = set.id;
    cards = set.cards.map((c: { id: string }) => c.id);
    const shared = (await friend.post('/api/sets', setBody(3, 'Shared'))).body.set;
    friendSetId = shared.id;
    friendCards = shared.cards.map((c: { id: string }) => c.id);
    const share = await friend.post(`/api/sets/${friendSetId}/shares`, {
      email: await emailOf(learner),
      permission: 'view',
    });
    expect(share.status).toBe(201);

    // day 1 (2026-08-01): four ratings, one of them undone, one slow (capped at 60 s)
    let session = await startSession(learner, setId);
    const due: Record<string, string> = {};
    due[cards[0]!] = (await rate(learner, session, cards[0]!, 5)).review.nextReviewDate;
    due[cards[1]!] = (await rate(learner, session, cards[1]!, 5)).review.nextReviewDate;
    await rate(learner, session, cards[2]!, 1, 90_000);
    const undone = await rate(learner, session, cards[3]!, 4);
    const undo = await learner.post(`/api/study/sessions/${session}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId: undone.eventId,
    });
    expect(undo.status).toBe(200);
    const friendSession = await startSession(learner, friendSetId);
    await rate(learner, friendSession, friendCards[0]!, 4);
    // the friend's own ratings and the stranger's never count for the learner
    const own = await startSession(friend, friendSetId);
    await rate(friend, own, friendCards[1]!, 5);

    // day 2: the two good cards again; day 3: an IELTS test only
    now = at10('2026-08-02');
    session = await startSession(learner, setId);
    for (const card of [cards[0]!, cards[1]!]) {
      due[card] = (await rate(learner, session, card, 5)).review.nextReviewDate;
    }
    await h.db.insert(testResults).values({
      userId: (await learner.get('/api/auth/get-session')).body.user.id,
      testType: 'reading',
      testNumber: 1,
      score: 30,
      bandScore: 7,
      completedAt: at10('2026-08-03'),
      createdAt: at10('2026-08-03'),
    });

    // cards 0 and 1 rated 5 on each due day until their interval reaches 21 days
    let interval = 0;
    while (interval < 21) {
      now = new Date(new Date(due[cards[0]!]!).getTime() + 6 * 3600_000);
      session = await startSession(learner, setId);
      for (const card of [cards[0]!, cards[1]!]) {
        const { review } = await rate(learner, session, card, 5);
        due[card] = review.nextReviewDate;
        interval = review.intervalDays;
      }
    }
    // the first mature reviews: one failed, one passed
    now = new Date(new Date(due[cards[0]!]!).getTime() + 6 * 3600_000);
    matureDay = learnerDayKey(now, TZ, HOUR);
    session = await startSession(learner, setId);
    await rate(learner, session, cards[0]!, 2);
    await rate(learner, session, cards[1]!, 4);

    // the day after: a game only
    now = at10(learnerDayKey(new Date(now.getTime() + 24 * 3600_000), TZ, HOUR));
    const game = await learner.post('/api/games/results', {
      game: 'quiz',
      setId,
      score: 8,
      accuracyPercent: 80,
      durationSeconds: 60,
    });
    expect(game.status).toBe(201);
    // the games service stamps the database's now(), not the app clock: move it to the test's day
    await h.db
      .update(gameResults)
      .set({ playedAt: now })
      .where(eq(gameResults.id, game.body.result.id));

    // the stranger studies and plays on a set of their own
    const strangerSet = (await stranger.post('/api/sets', setBody(2, 'Other'))).body.set;
    const strangerSession = await startSession(stranger, strangerSet.id);
    await rate(stranger, strangerSession, strangerSet.cards[0].id, 5);
    await stranger.post('/api/games/results', {
      game: 'quiz',
      setId: strangerSet.id,
      score: 1,
      accuracyPercent: 10,
      durationSeconds: 5,
    });

    // card 5 suspended (the card browser's table; no route of this module writes it)
    const learnerId = (await learner.get('/api/auth/get-session')).body.user.id as string;
    await h.db.insert(cardSuspensions).values({ userId: learnerId, flashcardId: cards[5]! });
  }, 60_000);
  afterAll(async () => h.close());

  it('refuses a request without a session and an unknown time zone', async () => {
    expect((await h.agent().get('/api/stats')).status).toBe(401);
    expect((await learner.get('/api/stats?timeZone=Nowhere/City')).status).toBe(400);
  });

  it('counts ratings by learner day, a rating before the rollover hour on the day before', async () => {
    const gameDay = learnerDayKey(now, TZ, HOUR);
    // 03:30 the next calendar morning in Vietnam: still the game's learner day at rollover 4
    now = new Date(`${gameDay}T20:30:00Z`);
    expect(learnerDayKey(now, TZ, HOUR)).toBe(gameDay);
    const session = await startSession(learner, setId);
    await rate(learner, session, cards[4]!, 5);
    // a 'practice' row (a repeat rating the same learner day) counts as a review
    const learnerId = (await learner.get('/api/auth/get-session')).body.user.id as string;
    await h.db.insert(reviewLogs).values({
      clientEventId: crypto.randomUUID(),
      userId: learnerId,
      flashcardId: cards[4]!,
      flashcardSetId: setId,
      kind: 'practice',
      rating: 4,
      reviewedAt: now,
      elapsedMs: 2000,
    });
    const body = await stats();
    expect(body.today).toBe(gameDay);
    expect(body.days[0]).toEqual({ day: '2026-08-01', reviews: 4, seconds: 68 });
    expect(body.days[1]).toEqual({ day: '2026-08-02', reviews: 2, seconds: 5 });
    expect(body.days.find((d: { day: string }) => d.day === '2026-08-03')).toBeUndefined();
    expect(body.days.find((d: { day: string }) => d.day === matureDay)).toEqual({
      day: matureDay,
      reviews: 2,
      seconds: 5,
    });
    expect(body.days.at(-1)).toEqual({ day: gameDay, reviews: 2, seconds: 5 });
    await expectDomainDays(body, TZ, HOUR);
  });

  it('counts cards by state in the sets the learner may study', async () => {
    const body = await stats();
    // own set: 0 failed at maturity and 2 failed (learning), 1 mature, 3 undone (new),
    // 4 rated once (young), 5 suspended; shared set: one young, two new
    expect(body.states).toEqual({ new: 3, learning: 2, young: 2, mature: 1, suspended: 1 });
  });

  it("counts young and mature by FSRS's interval when FSRS schedules", async () => {
    expect((await learner.patch('/api/account/preferences', { scheduler: 'fsrs' })).status).toBe(
      200,
    );
    const learnerId = (await learner.get('/api/auth/get-session')).body.user.id as string;
    // FSRS gives every reviewed card a long interval: the young ones are mature under FSRS
    await h.db
      .update(cardReviews)
      .set({ fsrsIntervalDays: 30 })
      .where(eq(cardReviews.userId, learnerId));
    expect((await stats()).states).toEqual({
      new: 3,
      learning: 2,
      young: 0,
      mature: 3,
      suspended: 1,
    });
    expect((await learner.patch('/api/account/preferences', { scheduler: 'sm2' })).status).toBe(
      200,
    );
    expect((await stats()).states).toMatchObject({ young: 2, mature: 1 });
  });

  it('measures true retention by month on mature cards only', async () => {
    const body = await stats();
    expect(body.retention).toHaveLength(12);
    const month = body.retention.find((m: { month: string }) => m.month === matureDay.slice(0, 7));
    expect(month).toEqual({ month: matureDay.slice(0, 7), reviews: 2, passed: 1, percent: 50 });
    const others = body.retention.filter((m: { month: string }) => m !== month);
    expect(
      others.every(
        (m: { reviews: number; percent: unknown }) => m.reviews === 0 && m.percent === null,
      ),
    ).toBe(true);
  });

  it('forecasts 30 days with overdue cards today, suspended cards left out', async () => {
    const body = await stats();
    expect(body.forecast).toHaveLength(30);
    expect(body.forecast[0].day).toBe(body.today);
    const learnerId = (await learner.get('/api/auth/get-session')).body.user.id as string;
    const reviews = await h.db.select().from(cardReviews).where(eq(cardReviews.userId, learnerId));
    const expected = new Map<string, number>();
    const last = body.forecast[29].day;
    for (const review of reviews) {
      if (review.flashcardId === cards[5]) continue;
      let day = learnerDayKey(review.nextReviewDate, TZ, HOUR);
      if (day < body.today) day = body.today;
      if (day > last) continue;
      expected.set(day, (expected.get(day) ?? 0) + 1);
    }
    expect(expected.get(body.today)).toBeGreaterThan(0); // card 2 failed long ago
    for (const { day, due } of body.forecast) expect(due, day).toBe(expected.get(day) ?? 0);
  });

  it('keeps a streak of ratings, games and tests, ending yesterday until today has activity, one missed day a week frozen', async () => {
    let body = await stats();
    expect(body.streak).toEqual({ current: 2, longest: 3, today: true });
    now = at10(learnerDayKey(new Date(now.getTime() + 24 * 3600_000), TZ, HOUR));
    body = await stats();
    expect(body.streak).toEqual({ current: 2, longest: 3, today: false });
    // a day without activity (Thursday 2026-10-15): the week's freeze keeps the streak
    now = new Date(now.getTime() + 24 * 3600_000);
    body = await stats();
    expect(body.today).toBe('2026-10-16');
    expect(body.streak).toEqual({ current: 2, longest: 3, today: false });
    // a second missed day in a row: lost
    now = new Date(now.getTime() + 24 * 3600_000);
    body = await stats();
    expect(body.streak).toEqual({ current: 0, longest: 3, today: false });
  });

  it("cuts days in the query's zone at the learner's own rollover hour", async () => {
    const inNewYork = await learner.get('/api/stats?timeZone=America/New_York');
    expect(inNewYork.status).toBe(200);
    await expectDomainDays(inNewYork.body, 'America/New_York', HOUR);
    const before = await stats();
    const patched = await learner.patch('/api/account/preferences', { dayStartsAtHour: 0 });
    expect(patched.status).toBe(200);
    const atMidnight = await stats();
    await expectDomainDays(atMidnight, TZ, 0);
    // the two ratings at 03:30 now fall on their calendar day, the day after the game's
    expect(before.days.at(-1).reviews).toBe(2);
    expect(atMidnight.days.at(-1)).toEqual({
      day: addDayKeys(before.days.at(-1).day, 1),
      reviews: 2,
      seconds: 5,
    });
    await learner.patch('/api/account/preferences', { dayStartsAtHour: HOUR });
  });

  it("shows nothing of another learner's", async () => {
    const body = await stats(stranger);
    expect(body.days).toHaveLength(1);
    expect(body.days[0].reviews).toBe(1);
    expect(body.states).toEqual({ new: 1, learning: 0, young: 1, mature: 0, suspended: 0 });
    expect(body.streak.longest).toBe(1);
    const fresh = await stats(await signedInAgent(h, 'stats-fresh'));
    expect(fresh.days).toEqual([]);
    expect(fresh.states).toEqual({ new: 0, learning: 0, young: 0, mature: 0, suspended: 0 });
    expect(fresh.streak).toEqual({ current: 0, longest: 0, today: false });
    expect(fresh.forecast.every((d: { due: number }) => d.due === 0)).toBe(true);
  });
});
