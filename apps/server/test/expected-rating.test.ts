import { applySm2, type Rating } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews, cardStatistics, reviewLogs } from '../src/db/schema/study.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const TZ = 'Asia/Ho_Chi_Minh';
type Expected = { easinessFactor: number; intervalDays: number; repetitionCount: number } | null;

/**
 * A rating sent with the SM-2 state the client expects (one round trip when the card has it):
 * the same result as the two-round-trip path whatever the expectation says.
 */
describe('ratings with an expected state', () => {
  let h: Harness;
  let agent: Agent;
  let now = new Date('2026-11-22T03:00:00Z');
  let setId: string;
  let cardIds: string[];
  let sessionId: string;

  const rate = (
    cardId: string,
    rating: Rating,
    expected: Expected | undefined,
    eventId: string = crypto.randomUUID(),
    session = sessionId,
    who = agent,
  ) =>
    who.post(`/api/study/sessions/${session}/reviews`, {
      eventId,
      cardId,
      rating,
      elapsedMs: 1200,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
      ...(expected === undefined ? {} : { expected }),
    });

  /** The next learner day (its rollover is 04:00 in Vietnam): a card's schedule changes again. */
  const nextDay = () => {
    now = new Date(now.getTime() + 86_400_000);
  };

  const stored = async (cardId: string) => {
    const [review] = await h.db
      .select()
      .from(cardReviews)
      .where(eq(cardReviews.flashcardId, cardId));
    const [stats] = await h.db
      .select()
      .from(cardStatistics)
      .where(eq(cardStatistics.flashcardId, cardId));
    const logs = await h.db
      .select()
      .from(reviewLogs)
      .where(eq(reviewLogs.flashcardId, cardId))
      .orderBy(asc(reviewLogs.seq));
    return { review, stats, logs };
  };

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    agent = await signedInAgent(h, 'expected');
    const set = (await agent.post('/api/sets', setBody(6, 'Expected'))).body.set;
    setId = set.id;
    cardIds = set.cards.map((c: { id: string }) => c.id);
    sessionId = crypto.randomUUID();
    await agent.post(`/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: cardIds });
  });
  afterAll(async () => h.close());

  it('writes a first review and the next one from the states the client expects', async () => {
    const first = await rate(cardIds[0]!, 4, null);
    expect(first.status).toBe(200);
    expect(first.body.review).toMatchObject({
      easinessFactor: 2.5,
      intervalDays: 1,
      repetitionCount: 1,
    });
    now = new Date('2026-11-23T03:00:00Z');
    const expected = { easinessFactor: 2.5, intervalDays: 1, repetitionCount: 1 };
    const secondEvent = crypto.randomUUID();
    const second = await rate(cardIds[0]!, 5, expected, secondEvent);
    expect(second.status).toBe(200);
    const sm2 = applySm2(expected, 5);
    expect(second.body.review).toMatchObject(sm2);
    const { review, stats, logs } = await stored(cardIds[0]!);
    expect(review).toMatchObject({
      ...sm2,
      difficultyRating: 5,
      totalReviews: 2,
      lastLogId: logs[1]!.id,
    });
    expect(stats).toMatchObject({ totalReviews: 2, easyCount: 1, veryEasyCount: 1 });
    expect(logs.map((l) => [l.kind, l.rating, l.ratingBefore, l.easinessFactorBefore])).toEqual([
      ['review', 4, null, null],
      ['review', 5, 4, 2.5],
    ]);
    expect(logs[1]!.previousLogId).toBe(logs[0]!.id);
    expect(logs[1]!.clientEventId).toBe(secondEvent);
  });

  it('a wrong or forged expectation changes nothing: the stored state decides', async () => {
    await rate(cardIds[1]!, 3, null);
    const truth = (await stored(cardIds[1]!)).review!;
    // each rating on a learner day of its own: a second rating the same day is practice
    // (issue 19), which would change no state whatever the expectation
    nextDay();
    const forged = await rate(cardIds[1]!, 5, {
      easinessFactor: 9,
      intervalDays: 300,
      repetitionCount: 40,
    });
    expect(forged.status).toBe(200);
    const sm2 = applySm2(truth, 5);
    expect(forged.body.review).toMatchObject(sm2);
    // "never reviewed" for a card that was: the same
    nextDay();
    const again = await rate(cardIds[1]!, 2, null);
    expect(again.body.review).toMatchObject(applySm2(sm2, 2));
    const { stats, logs } = await stored(cardIds[1]!);
    expect(stats!.totalReviews).toBe(3);
    expect(logs).toHaveLength(3);
  });

  it('a right expectation of a card rated already today is practice: logged, nothing else', async () => {
    const card = cardIds[1]!;
    const before = await stored(card);
    const expected = {
      easinessFactor: before.review!.easinessFactor,
      intervalDays: before.review!.intervalDays,
      repetitionCount: before.review!.repetitionCount,
    };
    const res = await rate(card, 5, expected);
    expect(res.status).toBe(200);
    expect(res.body.practice).toBe(true);
    expect(res.body.review).toEqual({
      ...expected,
      nextReviewDate: before.review!.nextReviewDate.toISOString(),
      lastReviewedAt: before.review!.lastReviewedAt.toISOString(),
      stability: before.review!.stability,
      difficulty: before.review!.difficulty,
    });
    const after = await stored(card);
    expect(after.review).toEqual(before.review);
    expect(after.stats).toEqual(before.stats);
    expect(after.logs.map((l) => [l.kind, l.rating])).toEqual([
      ...before.logs.map((l) => [l.kind, l.rating]),
      ['practice', 5],
    ]);
    expect(after.logs.at(-1)!.previousLogId).toBe(before.review!.lastLogId);
  });

  it('applies a retried rating once', async () => {
    const eventId = crypto.randomUUID();
    const first = await rate(cardIds[2]!, 4, null, eventId);
    const again = await rate(cardIds[2]!, 4, null, eventId);
    expect(again.status).toBe(200);
    expect(again.body.review).toEqual(first.body.review);
    const { stats, logs } = await stored(cardIds[2]!);
    expect(stats!.totalReviews).toBe(1);
    expect(logs).toHaveLength(1);
  });

  it('a rating time before the session started is clamped to the start, as without one', async () => {
    const early = new Date(now.getTime() - 3 * 86_400_000);
    const res = await agent.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: cardIds[3]!,
      rating: 4,
      elapsedMs: 1200,
      reviewedAt: early.toISOString(),
      timeZone: TZ,
      expected: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.review.lastReviewedAt).toBe('2026-11-22T03:00:00.000Z');
  });

  it("answers 404 for another learner's session or a card of another set, 409 once completed", async () => {
    const stranger = await signedInAgent(h, 'stranger-expected');
    const theirs = await rate(cardIds[4]!, 4, null, crypto.randomUUID(), sessionId, stranger);
    expect(theirs.status).toBe(404);
    const otherSet = (await agent.post('/api/sets', setBody(1, 'Other'))).body.set;
    const foreign = await rate(otherSet.cards[0].id, 4, null);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('CARD_NOT_FOUND');
    expect((await stored(cardIds[4]!)).logs).toHaveLength(0);
    await agent.post(`/api/study/sessions/${sessionId}/complete`, {});
    const late = await rate(cardIds[5]!, 4, null);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SESSION_COMPLETED');
    expect((await stored(cardIds[5]!)).logs).toHaveLength(0);
  });

  // Issue 19: only the first rating of a learner day schedules; racing ratings of one card on
  // one day are one review and practice for the rest (before, each was a review of its own,
  // chained). What is tested is unchanged: no two ratings are applied to the same state.
  it('ratings of one card racing with the same expectation: one review, the rest practice, all logged', async () => {
    const session = crypto.randomUUID();
    await agent.post(`/api/study/sets/${setId}/sessions`, { sessionId: session, cardOrder: [] });
    const card = cardIds[4]!;
    // A racer loses at most once to each other racer, and the two-round-trip path retries 8
    // times: 8 racers always finish. On PGlite (one statement at a time) ten racing ratings of
    // one card already exhausted those retries before this path existed, so 4 there.
    const RACERS = process.env.TEST_DB === 'postgres' ? 8 : 4;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => rate(card, 4, null, crypto.randomUUID(), session)),
    );
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual(
      Array(RACERS).fill([200, undefined]),
    );
    expect(answers.filter((a) => a.body.practice === false)).toHaveLength(1);
    const { review, stats, logs } = await stored(card);
    expect(stats!.totalReviews).toBe(1);
    expect(review!.totalReviews).toBe(1);
    expect(review!.repetitionCount).toBe(1);
    expect(logs).toHaveLength(RACERS);
    const [first, ...rest] = logs;
    expect(first).toMatchObject({ kind: 'review', previousLogId: null });
    // every practice row names the day's review as the state it met
    expect(rest.map((l) => [l.kind, l.previousLogId])).toEqual(
      Array(RACERS - 1).fill(['practice', first!.id]),
    );
    expect(review!.lastLogId).toBe(first!.id);
    for (const a of answers) expect(a.body.review).toEqual(answers[0]!.body.review);
  });

  it('refuses an expectation out of range', async () => {
    const res = await rate(cardIds[5]!, 4, {
      easinessFactor: 1,
      intervalDays: 1,
      repetitionCount: 1,
    });
    expect(res.status).toBe(400);
  });
});
