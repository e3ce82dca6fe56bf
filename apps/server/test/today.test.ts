import {
  applySm2,
  learnerDaysBetween,
  previewRatings,
  takeTurnsBySet,
  type CurrentSchedule,
  type Rating,
  type SchedulerChoice,
} from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcardSets } from '../src/db/schema/flashcards.ts';
import {
  cardReviews,
  cardStatistics,
  cardSuspensions,
  reviewLogs,
  studySessions,
} from '../src/db/schema/study.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/**
 * Issue 19 §1: today's queue over every set the learner may study (GET /api/study/today), today
 * sessions (POST /api/study/today/sessions) rated through the session endpoints, the daily
 * limits, the rollover hour and the practice rule (a card's second rating in a learner day is
 * logged as practice and changes nothing else).
 */

const TZ = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving time
const TODAY = `/api/study/today?timeZone=${encodeURIComponent(TZ)}`;

/** An instant given as a wall-clock time in Vietnam ('2026-11-22T10:00'). */
const vn = (local: string) => new Date(`${local}:00+07:00`);

interface SetShape {
  id: string;
  version: number;
  title: string;
  cards: { id: string; front: string; back: string; tags: string[] }[];
}

const userIdOf = async (agent: Agent) =>
  (await agent.get('/api/auth/get-session')).body.user.id as string;
const emailOf = async (agent: Agent) =>
  (await agent.get('/api/auth/get-session')).body.user.email as string;

/** The study rows of one card of one learner: review state, statistics, log in order. */
async function rowsOf(h: Harness, userId: string, cardId: string) {
  const [review] = await h.db
    .select()
    .from(cardReviews)
    .where(and(eq(cardReviews.userId, userId), eq(cardReviews.flashcardId, cardId)));
  const [stats] = await h.db
    .select()
    .from(cardStatistics)
    .where(and(eq(cardStatistics.userId, userId), eq(cardStatistics.flashcardId, cardId)));
  const logs = await h.db
    .select()
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.flashcardId, cardId)))
    .orderBy(asc(reviewLogs.seq));
  return { review, stats, logs };
}

/** A rating as the study screen sends it, at the harness clock. */
function rater(clock: () => Date) {
  return (
    agent: Agent,
    sessionId: string,
    cardId: string,
    rating: Rating,
    options: { eventId?: string; hour?: number; expected?: unknown } = {},
  ) =>
    agent.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: options.eventId ?? crypto.randomUUID(),
      cardId,
      rating,
      elapsedMs: 1500,
      reviewedAt: clock().toISOString(),
      timeZone: TZ,
      ...(options.hour === undefined ? {} : { dayStartsAtHour: options.hour }),
      ...(options.expected === undefined ? {} : { expected: options.expected }),
    });
}

const ids = (body: { cards: { setId: string; card: { id: string } }[] }) =>
  body.cards.map((c) => c.card.id);

describe("today's queue over every set the learner may study", () => {
  let h: Harness;
  let now = vn('2026-11-22T10:00');
  const rate = rater(() => now);
  let learner: Agent;
  let owner: Agent;
  let stranger: Agent;
  let learnerId: string;
  let own: SetShape; // the learner's: cards reordered to a3, a1, a2
  let shared: SetShape; // the owner's, shared with the learner to view
  let theirs: SetShape; // the stranger's, never in the learner's queue
  let shareId: string;
  let a: string[];
  let s: string[];
  let session: string;
  let firstOfS1: { review: unknown };
  const s2Event = crypto.randomUUID();

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'today');
    owner = await signedInAgent(h, 'today-owner');
    stranger = await signedInAgent(h, 'today-stranger');
    learnerId = await userIdOf(learner);
    theirs = (await stranger.post('/api/sets', setBody(2, 'Theirs'))).body.set;
    own = (await learner.post('/api/sets', setBody(3, 'Mine'))).body.set;
    shared = (await owner.post('/api/sets', { ...setBody(3, 'Shared'), color: '#F59E0B' })).body
      .set;
    const share = await owner.post(`/api/sets/${shared.id}/shares`, {
      email: await emailOf(learner),
    });
    expect(share.status).toBe(201);
    shareId = share.body.share.id;
    // made in this order: the stranger's, the shared, the learner's own (new cards take turns by
    // the sets' creation, so the shared set's come first although the learner made theirs first)
    const made = async (id: string, at: string) =>
      h.db
        .update(flashcardSets)
        .set({ createdAt: new Date(at) })
        .where(eq(flashcardSets.id, id));
    await made(theirs.id, '2026-10-01T00:00:00Z');
    await made(shared.id, '2026-11-01T00:00:00Z');
    await made(own.id, '2026-11-02T00:00:00Z');
    // the editor's order: word 3 first (positions, not creation, order a set's new cards)
    const [c1, c2, c3] = own.cards;
    const saved = await learner.put(`/api/sets/${own.id}`, {
      title: own.title,
      color: '#10B981',
      version: own.version,
      cards: [c3, c1, c2],
    });
    expect(saved.status).toBe(200);
    a = [c1!.id, c2!.id, c3!.id];
    s = shared.cards.map((c) => c.id);
  });
  afterAll(async () => h.close());

  it('answers 401 without a session and 400 for a bad time zone', async () => {
    const anonymous = h.agent();
    expect((await anonymous.get(TODAY)).status).toBe(401);
    const start = await anonymous.post('/api/study/today/sessions', {
      sessionId: crypto.randomUUID(),
      cardOrder: [],
    });
    expect(start.status).toBe(401);
    const bad = await learner.get('/api/study/today?timeZone=Nowhere%2FCity');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('timeZone');
    // no time zone: the product's default, Vietnam's (timeZoneSchema)
    expect((await learner.get('/api/study/today')).status).toBe(200);
  });

  it('lists new cards taking turns set by set (by creation, then position), own and shared, never another learner’s', async () => {
    const res = await learner.get(TODAY);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body).toMatchObject({
      newLimit: 20,
      reviewLimit: 200,
      dayStartsAtHour: 4,
      dueCount: 0,
      newCount: 6,
      dueTotal: 0,
      newDone: 0,
      reviewsDone: 0,
      session: null,
    });
    // issue 34 §6: the first new card of each set, then the second of each, …
    expect(ids(res.body)).toEqual([s[0], a[2], s[1], a[0], s[2], a[1]]);
    expect(ids(res.body)).toEqual(takeTurnsBySet([s, [a[2], a[0], a[1]]], 20));
    expect(res.body.cards[0]).toEqual({
      setId: shared.id,
      setTitle: 'Shared',
      setColor: '#F59E0B',
      card: {
        id: s[0],
        front: 'word 1',
        back: 'nghĩa 1',
        frontImageUrl: null,
        backImageUrl: null,
        tags: ['Noun'],
      },
      review: null,
      relearning: false,
    });
    expect(res.body.cards[1]).toMatchObject({
      setId: own.id,
      setTitle: 'Mine',
      setColor: '#10B981',
    });
    const theirIds = new Set(theirs.cards.map((c) => c.id));
    expect(ids(res.body).some((id) => theirIds.has(id))).toBe(false);
    // the stranger's queue has their own cards only
    expect(ids((await stranger.get(TODAY)).body)).toEqual(theirs.cards.map((c) => c.id));
  });

  it('takes at most newCardsPerDay new cards (the preference)', async () => {
    const patched = await learner.patch('/api/account/preferences', { newCardsPerDay: 4 });
    expect(patched.status).toBe(200);
    const res = await learner.get(TODAY);
    expect(res.body).toMatchObject({ newLimit: 4, newCount: 4, dueCount: 0 });
    // the limit falls part-way through a turn
    expect(ids(res.body)).toEqual([s[0], a[2], s[1], a[0]]);
  });

  it('first ratings of the day count down the new limit; a failed card comes back first', async () => {
    session = crypto.randomUUID();
    const started = await learner.post('/api/study/today/sessions', {
      sessionId: session,
      cardOrder: ids((await learner.get(TODAY)).body),
    });
    expect(started.status).toBe(201);
    const first = await rate(learner, session, s[0]!, 5);
    expect(first.status).toBe(200);
    expect(first.body.practice).toBe(false);
    firstOfS1 = first.body;
    expect((await rate(learner, session, s[1]!, 2)).body.practice).toBe(false); // Khó
    expect((await rate(learner, session, a[2]!, 4)).body.practice).toBe(false);
    const res = await learner.get(TODAY);
    // three new cards done of four: one new card left, the first of the turns taken again over
    // the cards still new (s3, then a1); s2 failed and comes back first
    expect(res.body).toMatchObject({ newDone: 3, reviewsDone: 0, newCount: 1, dueCount: 0 });
    expect(ids(res.body)).toEqual([s[1], s[2]]);
    expect(res.body.cards[0]).toMatchObject({
      setId: shared.id,
      relearning: true,
      review: { ...applySm2(null, 2), totalReviews: 1 },
    });
    expect(res.body.cards[1]).toMatchObject({ relearning: false, review: null });
  });

  it('a second rating the same learner day is practice: logged, the schedule and statistics unchanged', async () => {
    now = vn('2026-11-22T11:00'); // an hour after the first rating
    const before = await rowsOf(h, learnerId, s[0]!);
    const eventId = crypto.randomUUID();
    const again = await rate(learner, session, s[0]!, 3, { eventId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...firstOfS1, practice: true });
    const after = await rowsOf(h, learnerId, s[0]!);
    expect(after.review).toEqual(before.review);
    expect(after.stats).toEqual(before.stats);
    expect(after.logs).toHaveLength(2);
    const practice = after.logs[1]!;
    expect(practice).toMatchObject({
      kind: 'practice',
      rating: 3,
      clientEventId: eventId,
      studySessionId: session,
      flashcardSetId: shared.id,
      previousLogId: before.logs[0]!.id,
      easinessFactorBefore: before.review!.easinessFactor,
      easinessFactorAfter: before.review!.easinessFactor,
      intervalDaysAfter: before.review!.intervalDays,
      repetitionCountAfter: before.review!.repetitionCount,
    });
    expect(practice.nextReviewDateAfter!.toISOString()).toBe(
      before.review!.nextReviewDate.toISOString(),
    );
    // the one-round-trip path (an expectation that matches) is practice too
    const expected = {
      easinessFactor: before.review!.easinessFactor,
      intervalDays: before.review!.intervalDays,
      repetitionCount: before.review!.repetitionCount,
    };
    const withExpectation = await rate(learner, session, s[0]!, 5, { expected });
    expect(withExpectation.body).toEqual({ ...firstOfS1, practice: true });
    expect((await rowsOf(h, learnerId, s[0]!)).review).toEqual(before.review);
    // a retried practice answers what the first request answered, and is logged once
    const retried = await rate(learner, session, s[0]!, 3, { eventId });
    expect(retried.body).toEqual(again.body);
    expect((await rowsOf(h, learnerId, s[0]!)).logs).toHaveLength(3);
    // practice does not count against the day's limits
    expect((await learner.get(TODAY)).body).toMatchObject({ newDone: 3, reviewsDone: 0 });
  });

  it('a card rated Khó stays in the queue as relearning until rated Trung bình or better', async () => {
    expect((await rate(learner, session, s[1]!, 1)).body.practice).toBe(true);
    const still = await learner.get(TODAY);
    expect(still.body.cards[0]).toMatchObject({ relearning: true, card: { id: s[1] } });
    expect((await rate(learner, session, s[1]!, 3)).body.practice).toBe(true);
    const passed = await learner.get(TODAY);
    expect(ids(passed.body)).toEqual([s[2]]);
    // the schedule is the first rating's (Khó): one day, repetitions reset
    const rows = await rowsOf(h, learnerId, s[1]!);
    expect(rows.review).toMatchObject({ ...applySm2(null, 2), totalReviews: 1 });
    expect(rows.stats).toMatchObject({ totalReviews: 1, hardCount: 1, veryHardCount: 0 });
    expect(rows.logs.map((l) => [l.kind, l.rating])).toEqual([
      ['review', 2],
      ['practice', 1],
      ['practice', 3],
    ]);
  });

  it('the next learner day: due cards by due date then lower easiness, up to reviewsPerDay', async () => {
    now = vn('2026-11-23T10:00');
    // s1 overdue since the day before (its due date moved back), s2 (easiness 2.18) and a3
    // (2.5) due today at 04:00
    await h.db
      .update(cardReviews)
      .set({ nextReviewDate: vn('2026-11-22T04:00') })
      .where(and(eq(cardReviews.userId, learnerId), eq(cardReviews.flashcardId, s[0]!)));
    const res = await learner.get(TODAY);
    expect(res.body).toMatchObject({
      dueCount: 3,
      dueTotal: 3,
      newCount: 3,
      newDone: 0,
      reviewsDone: 0,
      session: null, // yesterday's today session is not offered
    });
    expect(ids(res.body)).toEqual([s[0], s[1], a[2], s[2], a[0], a[1]]);
    expect(res.body.cards.slice(0, 3).map((c: { relearning: boolean }) => c.relearning)).toEqual([
      false,
      false,
      false,
    ]);

    expect((await learner.patch('/api/account/preferences', { reviewsPerDay: 2 })).status).toBe(
      200,
    );
    const limited = await learner.get(TODAY);
    expect(limited.body).toMatchObject({ reviewLimit: 2, dueCount: 2, dueTotal: 3 });
    expect(ids(limited.body).slice(0, 2)).toEqual([s[0], s[1]]);

    session = crypto.randomUUID();
    await learner.post('/api/study/today/sessions', {
      sessionId: session,
      cardOrder: ids(limited.body),
    });
    // a new learner day: the rating of yesterday's relearning card is a real review again
    const review = await rate(learner, session, s[1]!, 4, { eventId: s2Event });
    expect(review.body.practice).toBe(false);
    expect(review.body.review).toMatchObject(applySm2(applySm2(null, 2), 4));
    const after = await learner.get(TODAY);
    expect(after.body).toMatchObject({ reviewsDone: 1, dueCount: 1, dueTotal: 2, newDone: 0 });
    expect(ids(after.body)[0]).toBe(s[0]);
    const rows = await rowsOf(h, learnerId, s[1]!);
    expect(rows.stats).toMatchObject({ totalReviews: 2, hardCount: 1, easyCount: 1 });
  });

  it('leaves suspended cards out, due or new', async () => {
    await h.db.insert(cardSuspensions).values([
      { userId: learnerId, flashcardId: s[0]! },
      { userId: learnerId, flashcardId: a[0]! },
    ]);
    // another learner's suspension is theirs alone
    await h.db.insert(cardSuspensions).values({
      userId: await userIdOf(owner),
      flashcardId: a[2]!,
    });
    const res = await learner.get(TODAY);
    expect(ids(res.body)).toEqual([a[2], s[2], a[1]]);
    expect(res.body).toMatchObject({ dueCount: 1, dueTotal: 1, newCount: 2 });
    await h.db.delete(cardSuspensions).where(eq(cardSuspensions.userId, learnerId));
    // one review left of the day's two: the earliest due
    expect(ids((await learner.get(TODAY)).body)).toEqual([s[0], s[2], a[0], a[1]]);
  });

  it('a withdrawn share takes its cards out of the queue, and their ratings answer 404', async () => {
    expect((await owner.delete(`/api/sets/${shared.id}/shares/${shareId}`)).status).toBe(204);
    const res = await learner.get(TODAY);
    expect(ids(res.body)).toEqual([a[2], a[0], a[1]]);
    expect(res.body).toMatchObject({ dueTotal: 1, dueCount: 1, newCount: 2 });
    const before = await rowsOf(h, learnerId, s[2]!);
    for (const [card, expected] of [
      [s[2]!, undefined],
      [s[2]!, null],
      [s[0]!, undefined],
    ] as const) {
      const refused = await rate(learner, session, card, 4, { expected });
      expect(refused.status).toBe(404);
      expect(['SET_NOT_FOUND', 'CARD_NOT_FOUND']).toContain(refused.body.error.code);
    }
    expect(await rowsOf(h, learnerId, s[2]!)).toEqual(before);
    // the learner's own cards are still rated in the same session
    expect((await rate(learner, session, a[0]!, 4)).status).toBe(200);
    // "Previous" of the withdrawn set's rating is refused like its ratings, and changes nothing
    const s2Before = await rowsOf(h, learnerId, s[1]!);
    const undo = await learner.post(`/api/study/sessions/${session}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId: s2Event,
    });
    expect(undo.status).toBe(404);
    expect(undo.body.error.code).toBe('SET_NOT_FOUND');
    expect(await rowsOf(h, learnerId, s[1]!)).toEqual(s2Before);
    // the session (no set of its own) still completes, with the ratings it got
    const done = await learner.post(`/api/study/sessions/${session}/complete`, {});
    expect(done.status).toBe(200);
    expect(done.body.session).toMatchObject({
      totalCardsStudied: 2,
      cardsCorrect: 2,
      cardsHard: 0,
    });
  });
});

describe('today sessions', () => {
  let h: Harness;
  let now = vn('2026-11-22T10:00');
  const rate = rater(() => now);
  let learner: Agent;
  let stranger: Agent;
  let learnerId: string;
  let own: SetShape;
  let shared: SetShape;
  let theirs: SetShape;
  let session: string;
  let mySetSession: string;
  let order: string[];
  const events: Record<string, string> = {};

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'today-session');
    const owner = await signedInAgent(h, 'today-session-owner');
    stranger = await signedInAgent(h, 'today-session-stranger');
    learnerId = await userIdOf(learner);
    own = (await learner.post('/api/sets', setBody(2, 'Mine'))).body.set;
    shared = (await owner.post('/api/sets', setBody(2, 'Shared'))).body.set;
    theirs = (await stranger.post('/api/sets', setBody(1, 'Theirs'))).body.set;
    await owner.post(`/api/sets/${shared.id}/shares`, {
      email: await emailOf(learner),
      permission: 'edit',
    });
  });
  afterAll(async () => h.close());

  it('starts idempotently, keeping of the order only the cards the learner may study', async () => {
    session = crypto.randomUUID();
    order = [own.cards[0]!.id, shared.cards[0]!.id, own.cards[1]!.id, shared.cards[1]!.id];
    const body = {
      sessionId: session,
      // another learner's card, an unknown id and a repeat are dropped
      cardOrder: [
        order[0],
        order[1],
        theirs.cards[0]!.id,
        crypto.randomUUID(),
        order[2],
        order[0],
        order[3],
      ],
    };
    const res = await learner.post('/api/study/today/sessions', body);
    expect(res.status).toBe(201);
    expect(res.body.session).toEqual({
      id: session,
      startedAt: now.toISOString(),
      completedAt: null,
      cardOrder: order,
      ratings: [],
    });
    const again = await learner.post('/api/study/today/sessions', { ...body, cardOrder: [] });
    expect(again.status).toBe(201);
    expect(again.body.session).toEqual(res.body.session);
    const rows = await h.db.select().from(studySessions).where(eq(studySessions.id, session));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: learnerId, flashcardSetId: null });
    expect((await learner.get(TODAY)).body.session).toMatchObject({ id: session, ratings: [] });
  });

  it('answers 404 SESSION_NOT_FOUND when the id is taken by another session', async () => {
    const theirSession = crypto.randomUUID();
    expect(
      (
        await stranger.post(`/api/study/sets/${theirs.id}/sessions`, {
          sessionId: theirSession,
          cardOrder: [],
        })
      ).status,
    ).toBe(201);
    const theirToday = crypto.randomUUID();
    expect(
      (await stranger.post('/api/study/today/sessions', { sessionId: theirToday, cardOrder: [] }))
        .status,
    ).toBe(201);
    mySetSession = crypto.randomUUID();
    await learner.post(`/api/study/sets/${own.id}/sessions`, {
      sessionId: mySetSession,
      cardOrder: [],
    });
    for (const taken of [theirSession, theirToday, mySetSession]) {
      const res = await learner.post('/api/study/today/sessions', {
        sessionId: taken,
        cardOrder: order,
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('SESSION_NOT_FOUND');
    }
    // the stranger's today session is theirs: not rated into by the learner, nor the reverse
    const intoTheirs = await rate(learner, theirToday, own.cards[0]!.id, 4);
    expect(intoTheirs.status).toBe(404);
    expect(intoTheirs.body.error.code).toBe('SESSION_NOT_FOUND');
    const intoMine = await rate(stranger, session, theirs.cards[0]!.id, 4);
    expect(intoMine.status).toBe(404);
    expect(intoMine.body.error.code).toBe('SESSION_NOT_FOUND');
    // nor a card the stranger may not study into their own today session
    const foreignCard = await rate(stranger, theirToday, own.cards[0]!.id, 4);
    expect(foreignCard.status).toBe(404);
    expect(['SET_NOT_FOUND', 'CARD_NOT_FOUND']).toContain(foreignCard.body.error.code);
    expect(
      await h.db.select().from(reviewLogs).where(eq(reviewLogs.flashcardId, own.cards[0]!.id)),
    ).toEqual([]);
  });

  it('rates cards of two sets in one session, each under its own set', async () => {
    for (const [key, card, rating] of [
      ['own0', own.cards[0]!.id, 4],
      ['shared0', shared.cards[0]!.id, 1],
    ] as const) {
      events[key] = crypto.randomUUID();
      const res = await rate(learner, session, card, rating, { eventId: events[key] });
      expect(res.status).toBe(200);
      expect(res.body.practice).toBe(false);
    }
    const mine = await rowsOf(h, learnerId, own.cards[0]!.id);
    const theirsRows = await rowsOf(h, learnerId, shared.cards[0]!.id);
    expect(mine.review).toMatchObject({ flashcardSetId: own.id, studySessionId: session });
    expect(theirsRows.review).toMatchObject({ flashcardSetId: shared.id, studySessionId: session });
    expect(mine.stats).toMatchObject({ flashcardSetId: own.id, totalReviews: 1, easyCount: 1 });
    expect(theirsRows.stats).toMatchObject({ flashcardSetId: shared.id, veryHardCount: 1 });
    expect(theirsRows.logs[0]).toMatchObject({ kind: 'review', flashcardSetId: shared.id });
    // a card of a set the learner may not study
    const foreign = await rate(learner, session, theirs.cards[0]!.id, 4);
    expect(foreign.status).toBe(404);
    expect(['SET_NOT_FOUND', 'CARD_NOT_FOUND']).toContain(foreign.body.error.code);
    const foreignExpected = await rate(learner, session, theirs.cards[0]!.id, 4, {
      expected: null,
    });
    expect(foreignExpected.status).toBe(404);
    // a today session is not a set's session: the set's progress offers the set's own open
    // session, without the today session's ratings
    const progress = await learner.get(
      `/api/study/sets/${own.id}/progress?timeZone=${encodeURIComponent(TZ)}`,
    );
    expect(progress.body.session).toMatchObject({ id: mySetSession, ratings: [] });
  });

  it('"Previous" of a practice appends an undo row only; of a first rating restores the card', async () => {
    const card = shared.cards[0]!.id;
    events.practice = crypto.randomUUID();
    const practice = await rate(learner, session, card, 2, { eventId: events.practice });
    expect(practice.body.practice).toBe(true);
    const before = await rowsOf(h, learnerId, card);
    const undo = await learner.post(`/api/study/sessions/${session}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId: events.practice,
    });
    expect(undo.status).toBe(200);
    expect(undo.body.undoneCardId).toBe(card);
    const after = await rowsOf(h, learnerId, card);
    expect(after.review).toEqual(before.review);
    expect(after.stats).toEqual(before.stats);
    expect(after.logs).toHaveLength(before.logs.length + 1);
    expect(after.logs.at(-1)).toMatchObject({
      kind: 'undo',
      rating: null,
      undoesLogId: before.logs.at(-1)!.id,
      studySessionId: session,
    });
    // the day's first rating of the learner's own card, undone: new again, counted no more
    const undoFirst = await learner.post(`/api/study/sessions/${session}/undo`, {
      eventId: crypto.randomUUID(),
      reviewEventId: events.own0,
    });
    expect(undoFirst.status).toBe(200);
    const own0 = await rowsOf(h, learnerId, own.cards[0]!.id);
    expect(own0.review).toBeUndefined();
    expect(own0.stats).toMatchObject({ totalReviews: 0, easyCount: 0 });
    const today = await learner.get(TODAY);
    expect(today.body).toMatchObject({ newDone: 1, reviewsDone: 0 });
    expect(today.body.cards.find((c: any) => c.card.id === own.cards[0]!.id)).toMatchObject({
      review: null,
      relearning: false,
    });
    // the shared card's latest effective rating is Rất khó again: it is relearning
    expect(today.body.cards[0]).toMatchObject({ card: { id: card }, relearning: true });
  });

  it('GET /api/study/today offers the open session with its ratings, practice included', async () => {
    events.practice2 = crypto.randomUUID();
    const card = shared.cards[0]!.id;
    expect(
      (await rate(learner, session, card, 5, { eventId: events.practice2 })).body.practice,
    ).toBe(true);
    events.own1 = crypto.randomUUID();
    expect(
      (await rate(learner, session, own.cards[1]!.id, 5, { eventId: events.own1 })).body.practice,
    ).toBe(false);
    // per-set study follows the same rule: the card was rated today (in the today session)
    const setSession = crypto.randomUUID();
    await learner.post(`/api/study/sets/${own.id}/sessions`, {
      sessionId: setSession,
      cardOrder: [],
    });
    const inSet = await rate(learner, setSession, own.cards[1]!.id, 2);
    expect(inSet.body.practice).toBe(true);
    expect((await rowsOf(h, learnerId, own.cards[1]!.id)).stats).toMatchObject({
      totalReviews: 1,
      veryEasyCount: 1,
      hardCount: 0,
    });

    now = vn('2026-11-22T23:00');
    const res = await learner.get(TODAY);
    expect(res.body.session).toEqual({
      id: session,
      startedAt: vn('2026-11-22T10:00').toISOString(),
      completedAt: null,
      cardOrder: order,
      ratings: [
        { eventId: events.shared0, cardId: card, rating: 1 },
        { eventId: events.practice2, cardId: card, rating: 5 },
        { eventId: events.own1, cardId: own.cards[1]!.id, rating: 5 },
      ],
    });
    // the set session's practice is its own, not the today session's
    expect(res.body.newDone).toBe(2);
  });

  it('the next learner day offers no session; completing counts every effective rating', async () => {
    now = vn('2026-11-23T03:30'); // before the rollover: still the same learner day
    expect((await learner.get(TODAY)).body.session).toMatchObject({ id: session });
    now = vn('2026-11-23T04:30');
    expect((await learner.get(TODAY)).body.session).toBeNull();
    const done = await learner.post(`/api/study/sessions/${session}/complete`, {});
    expect(done.status).toBe(200);
    // ratings 1, 5 (practice), 5: two correct (≥ 4), one hard (< 3)
    expect(done.body.session).toMatchObject({
      totalCardsStudied: 3,
      cardsCorrect: 2,
      cardsHard: 1,
      sessionDurationSeconds: 18 * 3600 + 30 * 60,
    });
    const [row] = await h.db.select().from(studySessions).where(eq(studySessions.id, session));
    expect(row).toMatchObject({ totalCardsStudied: 3, cardsCorrect: 2, cardsHard: 1 });
    const late = await rate(learner, session, own.cards[0]!.id, 4);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SESSION_COMPLETED');
  });
});

describe("the learner's day begins at the rollover hour", () => {
  let h: Harness;
  let now = vn('2026-11-22T10:00');
  const rate = rater(() => now);
  let learner: Agent;
  let cards: string[];
  let session: string;

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'today-rollover');
    const set = (await learner.post('/api/sets', setBody(2, 'Rollover'))).body.set;
    cards = set.cards.map((c: { id: string }) => c.id);
    session = crypto.randomUUID();
    await learner.post('/api/study/today/sessions', { sessionId: session, cardOrder: cards });
  });
  afterAll(async () => h.close());

  it('at 04:00 by default: a rating at 03:30 belongs to the day before', async () => {
    const first = await rate(learner, session, cards[0]!, 4);
    expect(first.body.review).toMatchObject({
      intervalDays: 1,
      nextReviewDate: vn('2026-11-23T04:00').toISOString(),
    });
    now = vn('2026-11-23T03:30');
    const night = await learner.get(TODAY);
    expect(night.body).toMatchObject({ newDone: 1, dueTotal: 0, dayStartsAtHour: 4 });
    expect(night.body.session).toMatchObject({ id: session });
    const practice = await rate(learner, session, cards[0]!, 5);
    expect(practice.body).toEqual({ review: first.body.review, practice: true });

    now = vn('2026-11-23T04:30');
    const morning = await learner.get(TODAY);
    expect(morning.body).toMatchObject({ newDone: 0, dueTotal: 1, dueCount: 1, session: null });
    expect(ids(morning.body)).toEqual([cards[0], cards[1]]);
    // the session is still open: a rating in it the next day is a real review
    const review = await rate(learner, session, cards[0]!, 5);
    expect(review.body.practice).toBe(false);
    expect(review.body.review).toMatchObject({
      intervalDays: 6,
      repetitionCount: 2,
      nextReviewDate: vn('2026-11-29T04:00').toISOString(),
      lastReviewedAt: now.toISOString(),
    });
  });

  it('at another hour from the preference (midnight)', async () => {
    expect((await learner.patch('/api/account/preferences', { dayStartsAtHour: 0 })).status).toBe(
      200,
    );
    now = vn('2026-11-23T23:30');
    const late = await learner.get(TODAY);
    // the day began at 00:00: the 04:30 rating is today's, the 03:30 practice too
    expect(late.body).toMatchObject({ dayStartsAtHour: 0, reviewsDone: 1, newDone: 0 });
    const first = await rate(learner, session, cards[1]!, 4, { hour: 0 });
    expect(first.body).toMatchObject({
      practice: false,
      review: { nextReviewDate: vn('2026-11-24T00:00').toISOString() },
    });
    now = vn('2026-11-24T00:30');
    const next = await learner.get(TODAY);
    expect(next.body).toMatchObject({ reviewsDone: 0, newDone: 0, dueTotal: 1, dueCount: 1 });
    expect(ids(next.body)).toEqual([cards[1]]);
    // a new day at midnight: no longer practice (with the default 04:00 it would be)
    const again = await rate(learner, session, cards[1]!, 4, { hour: 0 });
    expect(again.body.practice).toBe(false);
    expect(again.body.review).toMatchObject({ repetitionCount: 2, intervalDays: 6 });
  });

  it('and at 06:00: 05:30 is still the day before', async () => {
    expect((await learner.patch('/api/account/preferences', { dayStartsAtHour: 6 })).status).toBe(
      200,
    );
    now = vn('2026-11-25T05:30');
    const res = await learner.get(TODAY);
    // the day began on the 24th at 06:00: the 00:30 rating was on the 23rd's learner day
    expect(res.body).toMatchObject({ dayStartsAtHour: 6, reviewsDone: 0, newDone: 0 });
    const rating = await rate(learner, session, cards[1]!, 3, { hour: 6 });
    expect(rating.body.practice).toBe(false);
    now = vn('2026-11-25T05:59');
    expect((await rate(learner, session, cards[1]!, 3, { hour: 6 })).body.practice).toBe(true);
    expect((await learner.get(TODAY)).body).toMatchObject({ reviewsDone: 1 });
    now = vn('2026-11-25T06:00');
    expect((await learner.get(TODAY)).body).toMatchObject({ reviewsDone: 0 });
  });
});

/**
 * Issue 34 §3: what each rating button says (the domain's previewRatings, which the web shows)
 * is what the server then does with that rating: the due day of a first rating under SM-2 and
 * under FSRS, the due day a practice rating keeps, and a failing rating's next day, with the
 * learner at UTC+7 close to their 04:00 rollover.
 */
describe('what the rating buttons say is what the server does', () => {
  let h: Harness;
  let now = vn('2026-11-22T03:45'); // still the 21st's learner day
  let learner: Agent;
  let cards: string[];
  let session: string;
  const choice = (scheduler: 'sm2' | 'fsrs'): SchedulerChoice => ({
    scheduler,
    desiredRetention: 0.9,
    dayStartsAtHour: 4,
    timeZone: TZ,
  });
  /** Rates as the study screen does (the scheduler sent with the rating); the answer's review. */
  const rateWith = async (cardId: string, rating: Rating, scheduler: 'sm2' | 'fsrs') => {
    const res = await learner.post(`/api/study/sessions/${session}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId,
      rating,
      elapsedMs: 2000,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
      dayStartsAtHour: 4,
      scheduler,
      desiredRetention: 0.9,
    });
    expect(res.status).toBe(200);
    return res.body as {
      practice: boolean;
      review: {
        easinessFactor: number;
        intervalDays: number;
        repetitionCount: number;
        nextReviewDate: string;
        lastReviewedAt: string;
        stability: number | null;
        difficulty: number | null;
      };
    };
  };
  const stateOf = (review: Awaited<ReturnType<typeof rateWith>>['review']): CurrentSchedule => ({
    ...review,
    lastReviewedAt: new Date(review.lastReviewedAt),
    nextReviewDate: new Date(review.nextReviewDate),
  });
  /** Whole learner days from now to the day the server made the card due. */
  const dueIn = (review: { nextReviewDate: string }) =>
    learnerDaysBetween(now, new Date(review.nextReviewDate), TZ, 4);

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'today-previews');
    const set = (await learner.post('/api/sets', setBody(4, 'Previews'))).body.set;
    cards = set.cards.map((c: { id: string }) => c.id);
    session = crypto.randomUUID();
    await learner.post('/api/study/today/sessions', { sessionId: session, cardOrder: cards });
  });
  afterAll(async () => h.close());

  it('SM-2: a first rating, then practice keeps the due day the button says', async () => {
    const before = previewRatings(null, now, choice('sm2'));
    const first = await rateWith(cards[0]!, 4, 'sm2');
    expect(first.practice).toBe(false);
    expect(dueIn(first.review)).toBe(before[4].days);
    // 04:30: a new learner day, the card is due and its first rating of the day is scheduled
    now = vn('2026-11-22T04:30');
    const due = previewRatings(stateOf(first.review), now, choice('sm2'));
    expect(due[5].practice).toBe(false);
    const second = await rateWith(cards[0]!, 5, 'sm2');
    expect(second.practice).toBe(false);
    expect(dueIn(second.review)).toBe(due[5].days);
    expect(due[5].days).toBe(6);
    // rated again the same day: practice, the card stays due in 6 days (and back in this
    // sitting when failed)
    now = vn('2026-11-22T04:40');
    const practice = previewRatings(stateOf(second.review), now, choice('sm2'));
    expect([practice[1], practice[3]]).toEqual([
      { again: true, days: 6, practice: true },
      { again: false, days: 6, practice: true },
    ]);
    const repeat = await rateWith(cards[0]!, 3, 'sm2');
    expect(repeat.practice).toBe(true);
    expect(dueIn(repeat.review)).toBe(practice[3].days);
  });

  it('FSRS: each button of a new card, and a failed card due the next day', async () => {
    const preview = previewRatings(null, now, choice('fsrs'));
    for (const [card, rating] of [
      [cards[1]!, 5],
      [cards[2]!, 4],
      [cards[3]!, 1],
    ] as const) {
      const answer = await rateWith(card, rating, 'fsrs');
      expect(answer.practice).toBe(false);
      expect(dueIn(answer.review), `rating ${rating}`).toBe(preview[rating].days);
    }
    expect([preview[1].days, preview[1].again, preview[4].days, preview[5].days]).toEqual([
      1,
      true,
      2,
      8,
    ]);
  });
});
