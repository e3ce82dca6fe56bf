/**
 * FSRS beside SM-2 (issue 19 §2) through the API: a first review under FSRS gives ts-fsrs's
 * initial memory state exactly, every review keeps both schedulers' state, switching to FSRS
 * replays the log and moves due dates, switching back restores SM-2's, and a switch is
 * idempotent.
 */
import { addLearnerDays, nextFsrsMemory, fsrsIntervalDays, type Rating } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews, reviewLogs } from '../src/db/schema/study.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';
import { createLogger } from '../src/lib/logger.ts';

const TZ = 'Asia/Ho_Chi_Minh';
const DAY = 86_400_000;

describe('FSRS as a choice beside SM-2', () => {
  let h: Harness;
  let agent: Agent;
  let now = new Date('2026-11-22T03:00:00Z'); // 10:00 in Vietnam
  let setId: string;
  let cardIds: string[];
  let userId: string;

  const session = async () => {
    const sessionId = crypto.randomUUID();
    const started = await agent.post(`/api/study/sets/${setId}/sessions`, {
      sessionId,
      cardOrder: [],
    });
    expect(started.status).toBe(201);
    return sessionId;
  };
  const rate = (sessionId: string, cardId: string, rating: Rating, scheduler = 'sm2') =>
    agent.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId,
      rating,
      elapsedMs: 2000,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
      scheduler,
      desiredRetention: 0.9,
    });
  const stateOf = async (cardId: string) =>
    (
      await h.db
        .select()
        .from(cardReviews)
        .where(and(eq(cardReviews.userId, userId), eq(cardReviews.flashcardId, cardId)))
    )[0]!;

  beforeAll(async () => {
    h = await createHarness({ clock: () => now, logger: createLogger('error') });
    agent = await signedInAgent(h);
    userId = (await agent.get('/api/auth/get-session')).body.user.id;
    const set = (await agent.post('/api/sets', setBody(4, 'FSRS'))).body.set;
    setId = set.id;
    cardIds = set.cards.map((c: { id: string }) => c.id);
  });
  afterAll(async () => h.close());

  it("gives a first review under FSRS exactly ts-fsrs's initial stability and difficulty", async () => {
    const s = await session();
    for (const [i, rating] of ([1, 3, 4, 5] as const).entries()) {
      const answer = await rate(s, cardIds[i]!, rating, 'fsrs');
      expect(answer.status).toBe(200);
      const memory = nextFsrsMemory(null, 0, rating);
      expect(answer.body.review.stability).toBe(memory.stability);
      expect(answer.body.review.difficulty).toBe(memory.difficulty);
      // the due date is FSRS's interval on, at the start of the learner's day (04:00 local)
      const days = rating === 1 ? 1 : fsrsIntervalDays(memory, 0.9);
      expect(answer.body.review.nextReviewDate).toBe(
        addLearnerDays(now, days, TZ, 4).toISOString(),
      );
      // SM-2's state was updated alongside
      expect(answer.body.review.intervalDays).toBe(1);
    }
    const logged = await h.db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId));
    expect(logged.every((row) => row.stabilityAfter !== null && row.elapsedDays === null)).toBe(
      true,
    );
  });

  it('keeps both states on a review under SM-2, with the learner days elapsed', async () => {
    now = new Date(now.getTime() + 3 * DAY);
    const s = await session();
    const before = await stateOf(cardIds[2]!);
    const answer = await rate(s, cardIds[2]!, 4);
    expect(answer.status).toBe(200);
    // SM-2 sets the due date: repetition 1 → 6 days
    expect(answer.body.review.intervalDays).toBe(6);
    expect(answer.body.review.nextReviewDate).toBe(addLearnerDays(now, 6, TZ, 4).toISOString());
    const memory = nextFsrsMemory(
      { stability: before.stability!, difficulty: before.difficulty! },
      3,
      4,
    );
    expect(answer.body.review.stability).toBe(memory.stability);
    const [log] = await h.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.flashcardId, cardIds[2]!)))
      .orderBy(reviewLogs.seq);
    expect(log).toBeDefined();
    const last = (
      await h.db
        .select()
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.flashcardId, cardIds[2]!)))
    ).at(-1)!;
    expect(last.elapsedDays).toBe(3);
    expect(last.stabilityBefore).toBe(before.stability);
  });

  it('switching to FSRS replays the log and reschedules; back to SM-2 restores its dates', async () => {
    // forget the memory state as a card reviewed before FSRS existed would have none
    await h.db
      .update(cardReviews)
      .set({ stability: null, difficulty: null })
      .where(eq(cardReviews.userId, userId));
    const sm2Due = (await stateOf(cardIds[2]!)).nextReviewDate.toISOString();
    const toFsrs = await agent.patch(`/api/account/preferences?timeZone=${TZ}`, {
      scheduler: 'fsrs',
    });
    expect(toFsrs.status).toBe(200);
    expect(toFsrs.body.scheduler).toBe('fsrs');
    const replayed = await stateOf(cardIds[2]!);
    const memory = nextFsrsMemory(nextFsrsMemory(null, 0, 4), 3, 4);
    expect(replayed.stability).toBe(memory.stability);
    expect(replayed.difficulty).toBe(memory.difficulty);
    const fsrsDue = addLearnerDays(replayed.lastReviewedAt, fsrsIntervalDays(memory, 0.9), TZ, 4);
    expect(replayed.nextReviewDate.toISOString()).toBe(fsrsDue.toISOString());
    expect(replayed.intervalDays).toBe(6); // SM-2's, kept

    // idempotent: the same choice again changes nothing
    await agent.patch(`/api/account/preferences?timeZone=${TZ}`, { scheduler: 'fsrs' });
    expect((await stateOf(cardIds[2]!)).nextReviewDate.toISOString()).toBe(fsrsDue.toISOString());
    // a lower retention under FSRS moves the dates out
    await agent.patch(`/api/account/preferences?timeZone=${TZ}`, { desiredRetention: 0.8 });
    expect((await stateOf(cardIds[2]!)).nextReviewDate.getTime()).toBeGreaterThan(
      fsrsDue.getTime(),
    );

    const back = await agent.patch(`/api/account/preferences?timeZone=${TZ}`, {
      scheduler: 'sm2',
    });
    expect(back.body.scheduler).toBe('sm2');
    expect((await stateOf(cardIds[2]!)).nextReviewDate.toISOString()).toBe(sm2Due);
  });

  it('refuses a retention out of range and an unknown scheduler', async () => {
    for (const bad of [
      { desiredRetention: 0.69 },
      { desiredRetention: 0.98 },
      { scheduler: 'x' },
    ]) {
      expect((await agent.patch('/api/account/preferences', bad)).status).toBe(400);
    }
    const review = await agent.post(`/api/study/sessions/${await session()}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: cardIds[0],
      rating: 4,
      elapsedMs: 1,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
      desiredRetention: 0.5,
    });
    expect(review.status).toBe(400);
  });
});
