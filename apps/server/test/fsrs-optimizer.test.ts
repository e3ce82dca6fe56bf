/**
 * FSRS's optimiser (issue 19 §2 "Tối ưu tham số") through the API: refused under 400 reviews,
 * fitted in a worker on the learner's own log, kept only when its log loss is lower, the memory
 * states replayed with the new parameters, a second run that finds nothing better keeps them, a
 * rating with the learner's parameters uses them, and a reset goes back to FSRS-6's.
 */
import { FSRS_DEFAULT_PARAMETERS, nextFsrsMemory, replayFsrs, type Rating } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews } from '../src/db/schema/study.ts';
import { FsrsOptimizer } from '../src/modules/study/fsrs-optimizer.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const TZ = 'Asia/Ho_Chi_Minh';
const DAY = 86_400_000;
const CARDS = 45;
const DAYS = 9;

/** A card's rating on a day: the hard cards (every third) are often forgotten, the rest not. */
function ratingOf(card: number, day: number): Rating {
  if (day === 0) return card % 3 === 0 ? 1 : 4;
  if (card % 3 === 0) return (card + day) % 2 === 0 ? 1 : 3;
  return (card * 7 + day) % 11 === 0 ? 2 : card % 5 === 0 ? 5 : 4;
}

describe('FSRS optimiser', () => {
  let h: Harness;
  let agent: Agent;
  let now = new Date('2026-11-01T03:00:00Z'); // 10:00 in Vietnam
  let setId: string;
  let cardIds: string[];
  let userId: string;
  const histories = new Map<string, { rating: Rating; elapsedDays: number }[]>();

  const rateDay = async (day: number, parameters: number[] | null = null) => {
    const sessionId = crypto.randomUUID();
    const started = await agent.post(`/api/study/sets/${setId}/sessions`, {
      sessionId,
      cardOrder: [],
    });
    expect(started.status).toBe(201);
    for (const [index, cardId] of cardIds.entries()) {
      const rating = ratingOf(index, day);
      const answer = await agent.post(`/api/study/sessions/${sessionId}/reviews`, {
        eventId: crypto.randomUUID(),
        cardId,
        rating,
        elapsedMs: 1500,
        reviewedAt: now.toISOString(),
        timeZone: TZ,
        fsrsParameters: parameters,
      });
      expect(answer.status).toBe(200);
      const history = histories.get(cardId) ?? [];
      history.push({ rating, elapsedDays: history.length === 0 ? 0 : 1 });
      histories.set(cardId, history);
    }
  };
  const stateOf = async (cardId: string) =>
    (
      await h.db
        .select()
        .from(cardReviews)
        .where(and(eq(cardReviews.userId, userId), eq(cardReviews.flashcardId, cardId)))
    )[0]!;
  const optimise = () => agent.post(`/api/study/fsrs/optimization?timeZone=${TZ}`, {});

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    agent = await signedInAgent(h);
    userId = (await agent.get('/api/auth/get-session')).body.user.id;
    const set = (await agent.post('/api/sets', setBody(CARDS, 'Optimiser'))).body.set;
    setId = set.id;
    cardIds = set.cards.map((c: { id: string }) => c.id);
  });
  afterAll(async () => h.close());

  it('is refused, with the count, under 400 reviews', async () => {
    await rateDay(0);
    const status = await agent.get('/api/study/fsrs/optimization');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      reviewCount: CARDS,
      requiredReviews: 400,
      custom: false,
      last: null,
    });
    const refused = await optimise();
    expect(refused.status).toBe(400);
    expect(refused.body.error.reason).toBe('fsrsTooFewReviews');
    expect(refused.body.error.params).toEqual({ count: CARDS });
    expect(refused.body.error.message).toContain('400');
  });

  it('fits parameters on the log, keeps them when better and replays the memory states', async () => {
    for (let day = 1; day < DAYS; day++) {
      now = new Date(now.getTime() + DAY);
      await rateDay(day);
    }
    // a repeat on the same day is practice, and an undone rating is not in the log either
    expect((await agent.get('/api/study/fsrs/optimization')).body.reviewCount).toBe(CARDS * DAYS);

    const result = await optimise();
    expect(result.status).toBe(200);
    expect(result.body.reviewCount).toBe(CARDS * DAYS);
    expect(result.body.logLossAfter).toBeLessThan(result.body.logLossBefore);
    expect(result.body.applied).toBe(true);
    expect(result.body.rescheduled).toBe(CARDS);

    const preferences = (await agent.get('/api/account/preferences')).body;
    const fitted: number[] = preferences.fsrsParameters;
    expect(fitted).toHaveLength(21);
    expect(fitted).not.toEqual([...FSRS_DEFAULT_PARAMETERS]);
    expect(preferences.fsrsOptimization).toMatchObject({
      applied: true,
      reviewCount: CARDS * DAYS,
    });
    // every card's memory state is its log replayed with the fitted parameters
    for (const cardId of [cardIds[0]!, cardIds[1]!, cardIds[5]!]) {
      const memory = replayFsrs(histories.get(cardId)!, fitted)!;
      const state = await stateOf(cardId);
      expect(state.stability).toBeCloseTo(memory.stability, 9);
      expect(state.difficulty).toBeCloseTo(memory.difficulty, 9);
    }
    const status = (await agent.get('/api/study/fsrs/optimization')).body;
    expect(status.custom).toBe(true);
    expect(status.last.logLossAfter).toBe(result.body.logLossAfter);
  });

  it('keeps the parameters in use when a new fit is not better', async () => {
    const previous = (await agent.get('/api/account/preferences')).body;
    const before = previous.fsrsParameters;
    const fittedAt = previous.fsrsOptimization.at;
    const again = await optimise();
    expect(again.status).toBe(200);
    expect(again.body.applied).toBe(false);
    expect(again.body.logLossAfter).toBeGreaterThanOrEqual(again.body.logLossBefore);
    expect(again.body.rescheduled).toBe(0);
    const after = (await agent.get('/api/account/preferences')).body;
    expect(after.fsrsParameters).toEqual(before);
    expect(after.fsrsOptimization.applied).toBe(false);
    // the parameters in use still come from the first run
    expect(after.fsrsOptimization.fitted).toEqual({ at: fittedAt, reviewCount: CARDS * DAYS });
  });

  it("schedules a rating with the learner's parameters", async () => {
    const fitted: number[] = (await agent.get('/api/account/preferences')).body.fsrsParameters;
    now = new Date(now.getTime() + 2 * DAY);
    const before = await stateOf(cardIds[1]!);
    await rateDay(DAYS, fitted);
    const after = await stateOf(cardIds[1]!);
    const memory = nextFsrsMemory(
      { stability: before.stability!, difficulty: before.difficulty! },
      2,
      ratingOf(1, DAYS),
      fitted,
    );
    expect(after.stability).toBeCloseTo(memory.stability, 9);
  });

  it('resets to FSRS-6 defaults through preferences, and sets no parameters any other way', async () => {
    const refused = await agent.patch(`/api/account/preferences?timeZone=${TZ}`, {
      fsrsParameters: [...FSRS_DEFAULT_PARAMETERS],
    });
    expect(refused.status).toBe(400);
    const reset = await agent.patch(`/api/account/preferences?timeZone=${TZ}`, {
      fsrsParameters: null,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.fsrsParameters).toBeNull();
    const card = cardIds[1]!;
    const history = [...histories.get(card)!];
    history[history.length - 1] = { ...history.at(-1)!, elapsedDays: 2 };
    expect((await stateOf(card)).stability).toBeCloseTo(replayFsrs(history)!.stability, 9);
  });

  it("answers only the signed-in learner's own log, and nobody signed out", async () => {
    const other = await signedInAgent(h);
    const status = await other.get('/api/study/fsrs/optimization');
    expect(status.body).toMatchObject({ reviewCount: 0, custom: false, last: null });
    expect((await other.post(`/api/study/fsrs/optimization?timeZone=${TZ}`, {})).status).toBe(400);
    const anonymous = h.agent();
    expect((await anonymous.get('/api/study/fsrs/optimization')).status).toBe(401);
    expect((await anonymous.post('/api/study/fsrs/optimization', {})).status).toBe(401);
  });
});

describe('FSRS optimiser limits', () => {
  it('stops a run past its time limit and says the old parameters are kept', async () => {
    const optimizer = new FsrsOptimizer({ timeLimitMs: 1 });
    await expect(
      optimizer.fit({
        histories: [
          [
            { rating: 4, elapsedDays: 0 },
            { rating: 4, elapsedDays: 3 },
          ],
        ],
        parameters: [...FSRS_DEFAULT_PARAMETERS],
      }),
    ).rejects.toMatchObject({ status: 500, reason: 'fsrsOptimizerTimedOut' });
    await optimizer.idle();
  });
});
