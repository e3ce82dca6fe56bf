import { orderCardsForStudy, type OrderableCard, type Rating } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews, cardStatistics, reviewLogs, studySessions } from '../src/db/schema/study.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const TZ = 'Asia/Ho_Chi_Minh';

describe('studying a set with SM-2', () => {
  let h: Harness;
  let agent: Agent;
  let now = new Date('2026-11-22T03:00:00Z'); // 10:00 in Vietnam
  let setId: string;
  let cardIds: string[];
  let sessionId: string;

  const rate = (
    cardId: string,
    rating: Rating,
    eventId: string = crypto.randomUUID(),
    session = sessionId,
  ) =>
    agent.post(`/api/study/sessions/${session}/reviews`, {
      eventId,
      cardId,
      rating,
      elapsedMs: 2500,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
    });

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    agent = await signedInAgent(h);
    const set = (await agent.post('/api/sets', setBody(5, 'Study me'))).body.set;
    setId = set.id;
    cardIds = set.cards.map((c: { id: string }) => c.id);
  });
  afterAll(async () => h.close());

  it('loads a new set with no review state and no session', async () => {
    const res = await agent.studyState(setId, TZ);
    expect(res.status).toBe(200);
    expect(res.body.set).toMatchObject({ id: setId, title: 'Study me' });
    expect(res.body.cards.map((c: { id: string }) => c.id)).toEqual(cardIds);
    expect(res.body.cards.every((c: { review: unknown }) => c.review === null)).toBe(true);
    expect(res.body.session).toBeNull();
  });

  it('starts a session with the client order, idempotently', async () => {
    sessionId = crypto.randomUUID();
    const body = {
      sessionId,
      cardOrder: [...cardIds].reverse().concat('00000000-0000-4000-8000-000000000000'),
      timeZone: TZ,
    };
    const res = await agent.post(`/api/study/sets/${setId}/sessions`, body);
    expect(res.status).toBe(201);
    expect(res.body.session.cardOrder).toEqual([...cardIds].reverse());
    const again = await agent.post(`/api/study/sets/${setId}/sessions`, body);
    expect(again.body.session.id).toBe(sessionId);
    const rows = await h.db
      .select()
      .from(studySessions)
      .where(eq(studySessions.flashcardSetId, setId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startedAt.toISOString()).toBe(now.toISOString());
  });

  it('applies SM-2 to card_reviews and counts in card_statistics', async () => {
    const res = await rate(cardIds[0]!, 5);
    expect(res.status).toBe(200);
    expect(res.body.review).toEqual({
      easinessFactor: 2.6,
      intervalDays: 1,
      repetitionCount: 1,
      // tomorrow at the learner's rollover hour (04:00 in Vietnam, issue 19), not midnight
      nextReviewDate: '2026-11-22T21:00:00.000Z',
      lastReviewedAt: '2026-11-22T03:00:00.000Z',
      // FSRS's state is kept alongside (issue 19 §2): ts-fsrs's first Easy
      stability: 8.2956,
      difficulty: 1,
    });
    expect(res.body.practice).toBe(false);
    const [review] = await h.db
      .select()
      .from(cardReviews)
      .where(eq(cardReviews.flashcardId, cardIds[0]!));
    expect(review).toMatchObject({
      difficultyRating: 5,
      easinessFactor: 2.6,
      intervalDays: 1,
      repetitionCount: 1,
      studySessionId: sessionId,
      flashcardSetId: setId,
    });
    // tomorrow at 04:00 in Vietnam (the default rollover hour; 21:00Z the day before)
    expect(review!.nextReviewDate.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    const [stats] = await h.db
      .select()
      .from(cardStatistics)
      .where(eq(cardStatistics.flashcardId, cardIds[0]!));
    expect(stats).toMatchObject({ totalReviews: 1, veryEasyCount: 1, easyCount: 0 });
  });

  it('applies a retried rating once', async () => {
    const eventId = crypto.randomUUID();
    const first = await rate(cardIds[1]!, 4, eventId);
    const again = await rate(cardIds[1]!, 4, eventId);
    expect(again.status).toBe(200);
    expect(again.body.review).toEqual(first.body.review);
    const [stats] = await h.db
      .select()
      .from(cardStatistics)
      .where(eq(cardStatistics.flashcardId, cardIds[1]!));
    expect(stats!.totalReviews).toBe(1);
    const logs = await h.db
      .select()
      .from(reviewLogs)
      .where(eq(reviewLogs.flashcardId, cardIds[1]!));
    expect(logs).toHaveLength(1);
  });

  it('"Previous" undoes the last rating and restores the state before it', async () => {
    const reviewEventId = crypto.randomUUID();
    await rate(cardIds[2]!, 1, reviewEventId);
    const undo = await agent.post(`/api/study/sessions/${sessionId}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId,
    });
    expect(undo.status).toBe(200);
    expect(undo.body.undoneCardId).toBe(cardIds[2]);
    expect(
      await h.db.select().from(cardReviews).where(eq(cardReviews.flashcardId, cardIds[2]!)),
    ).toHaveLength(0);
    const [stats] = await h.db
      .select()
      .from(cardStatistics)
      .where(eq(cardStatistics.flashcardId, cardIds[2]!));
    expect(stats).toMatchObject({ totalReviews: 0, veryHardCount: 0 });
    await rate(cardIds[2]!, 3);
    const [review] = await h.db
      .select()
      .from(cardReviews)
      .where(eq(cardReviews.flashcardId, cardIds[2]!));
    expect(review).toMatchObject({ easinessFactor: 2.36, repetitionCount: 1 });
    // the log keeps everything: review, undo, review
    const logs = await h.db
      .select()
      .from(reviewLogs)
      .where(eq(reviewLogs.flashcardId, cardIds[2]!))
      .orderBy(asc(reviewLogs.seq));
    expect(logs.map((l) => [l.kind, l.rating])).toEqual([
      ['review', 1],
      ['undo', null],
      ['review', 3],
    ]);
    expect(logs[1]!.undoesLogId).toBe(logs[0]!.id);
  });

  it('resumes the same day with the ratings so far', async () => {
    now = new Date('2026-11-22T16:59:00Z'); // 23:59 the same day in Vietnam
    const res = await agent.studyState(setId, TZ);
    expect(res.body.session).toMatchObject({
      id: sessionId,
      completedAt: null,
      cardOrder: [...cardIds].reverse(),
    });
    expect(
      res.body.session.ratings.map((r: { cardId: string; rating: number }) => [r.cardId, r.rating]),
    ).toEqual([
      [cardIds[0], 5],
      [cardIds[1], 4],
      [cardIds[2], 3],
    ]);
    const logged = await h.db
      .select({ eventId: reviewLogs.clientEventId })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.studySessionId, sessionId), eq(reviewLogs.kind, 'review')))
      .orderBy(asc(reviewLogs.seq));
    const undone = logged[2]!.eventId; // the rating 1 that "Previous" cancelled
    expect(res.body.session.ratings.map((r: { eventId: string }) => r.eventId)).toEqual(
      logged.map((l) => l.eventId).filter((id) => id !== undone),
    );
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.cards[0]).toEqual({
      id: cardIds[0],
      front: 'word 1',
      back: 'nghĩa 1',
      frontImageUrl: null,
      backImageUrl: null,
      tags: ['Noun'],
      review: {
        easinessFactor: 2.6,
        intervalDays: 1,
        repetitionCount: 1,
        nextReviewDate: '2026-11-22T21:00:00.000Z',
        lastReviewedAt: '2026-11-22T03:00:00.000Z',
        totalReviews: 1,
        stability: 8.2956,
        difficulty: 1,
      },
    });
    expect(res.body.cards[4].review).toBeNull();
  });

  it('completes with cards_correct (≥4), cards_hard (<3) and the duration', async () => {
    await rate(cardIds[3]!, 2);
    await rate(cardIds[4]!, 1);
    const res = await agent.post(`/api/study/sessions/${sessionId}/complete`, {});
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({
      totalCardsStudied: 5,
      cardsCorrect: 2,
      cardsHard: 2,
      sessionDurationSeconds: 13 * 3600 + 59 * 60,
    });
    const again = await agent.post(`/api/study/sessions/${sessionId}/complete`, {});
    expect(again.body.session.completedAt).toBe(res.body.session.completedAt);
    const late = await rate(cardIds[0]!, 5);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SESSION_COMPLETED');
  });

  it('the next day orders cards as spec §4 says: due first, then lower easiness', async () => {
    // 00:30 the next calendar day in Vietnam is still the same learner day (the day begins at
    // 04:00, issue 19): the completed session is not offered, and nothing is due yet
    now = new Date('2026-11-22T17:30:00Z');
    const night = await agent.studyState(setId, TZ);
    expect(night.body.session).toBeNull();
    expect(
      night.body.cards.every(
        (c: any) => new Date(c.review.nextReviewDate).getTime() > now.getTime(),
      ),
    ).toBe(true);
    now = new Date('2026-11-22T21:30:00Z'); // 04:30 the next day in Vietnam: all five are due
    const res = await agent.studyState(setId, TZ);
    expect(res.body.session).toBeNull();
    const ordered = orderCardsForStudy<OrderableCard & { id: string }>(
      res.body.cards.map((c: any): OrderableCard & { id: string } => ({
        id: c.id,
        review: c.review && {
          easinessFactor: c.review.easinessFactor,
          nextReviewDate: new Date(c.review.nextReviewDate),
          lastReviewedAt: new Date(c.review.lastReviewedAt),
        },
      })),
      now,
    );
    // ratings were 5, 4, 3, 2, 1 → easiness 2.6, 2.5, 2.36, 2.18, 1.96
    expect(ordered.map((c) => c.id)).toEqual([...cardIds].reverse());
  });

  it('a second passing review schedules 6 days; a new session the next day does not resume the old', async () => {
    const second = crypto.randomUUID();
    await agent.post(`/api/study/sets/${setId}/sessions`, {
      sessionId: second,
      cardOrder: cardIds,
      timeZone: TZ,
    });
    await rate(cardIds[0]!, 4, undefined, second);
    const [review] = await h.db
      .select()
      .from(cardReviews)
      .where(and(eq(cardReviews.flashcardId, cardIds[0]!)));
    expect(review).toMatchObject({
      intervalDays: 6,
      repetitionCount: 2,
      easinessFactor: 2.6,
      totalReviews: 2,
    });
    // rated on 23 November (learner day): due on 29 November at 04:00 in Vietnam
    expect(review!.nextReviewDate.toISOString()).toBe('2026-11-28T21:00:00.000Z');

    now = new Date('2026-11-24T03:00:00Z');
    const res = await agent.studyState(setId, TZ);
    expect(res.body.session).toBeNull();
  });

  it('keeps the review count on the review state in step with card_statistics, undo included', async () => {
    const third = crypto.randomUUID();
    await agent.post(`/api/study/sets/${setId}/sessions`, {
      sessionId: third,
      cardOrder: cardIds,
      timeZone: TZ,
    });
    const counts = async () => {
      const [review] = await h.db
        .select()
        .from(cardReviews)
        .where(eq(cardReviews.flashcardId, cardIds[1]!));
      const [stats] = await h.db
        .select()
        .from(cardStatistics)
        .where(eq(cardStatistics.flashcardId, cardIds[1]!));
      return [review!.totalReviews, stats!.totalReviews];
    };
    expect(await counts()).toEqual([1, 1]);
    const reviewEventId = crypto.randomUUID();
    await rate(cardIds[1]!, 5, reviewEventId, third);
    expect(await counts()).toEqual([2, 2]);
    const undo = await agent.post(`/api/study/sessions/${third}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId,
    });
    expect(undo.status).toBe(200);
    expect(await counts()).toEqual([1, 1]);
    const state = await agent.studyState(setId, TZ);
    expect(state.body.cards[1].review.totalReviews).toBe(1);
  });

  it('refuses to undo a rating the session never got (a dropped write): 409 NOTHING_TO_UNDO', async () => {
    const third = crypto.randomUUID();
    await agent.post(`/api/study/sets/${setId}/sessions`, {
      sessionId: third,
      cardOrder: [],
      timeZone: TZ,
    });
    const res = await agent.post(`/api/study/sessions/${third}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId: crypto.randomUUID(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NOTHING_TO_UNDO');
  });

  it('validates ratings and time zones', async () => {
    const bad = await agent.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: cardIds[0],
      rating: 6,
      elapsedMs: 1,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('rating');
    const badTz = await agent.get(`/api/study/sets/${setId}/progress?timeZone=Nowhere%2FCity`);
    expect(badTz.status).toBe(400);
    expect(badTz.body.error.field).toBe('timeZone');
  });
});
