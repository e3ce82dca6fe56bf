import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  signedInAgent,
  type Agent,
  type Harness,
  type JsonResponse,
} from './helpers/harness.ts';

/**
 * Issue 19 §3, the card browser: search every card the learner may read by front, back or tag
 * (case and Vietnamese accents folded), the five filters, a set filter, and suspend, unsuspend
 * and reset — each only for the learner, and only on sets they may study.
 */
describe('card browser', () => {
  let h: Harness;
  let learner: Agent;
  let friend: Agent;
  let stranger: Agent;
  let now = new Date('2026-11-20T03:00:00Z'); // 10:00 in Vietnam
  const TZ = 'Asia/Ho_Chi_Minh';
  let animals: { id: string; cards: { id: string; front: string }[] };
  let travel: { id: string; cards: { id: string; front: string }[] };
  let friendSet: { id: string; cards: { id: string; front: string }[] };
  let strangerSet: { id: string; cards: { id: string; front: string }[] };

  const search = (agent: Agent, query: string) =>
    agent.get(`/api/cards/search?timeZone=${encodeURIComponent(TZ)}&${query}`);
  const fronts = (res: JsonResponse) =>
    res.body.cards.map((c: { card: { front: string } }) => c.card.front);
  const cardOf = (set: typeof animals, front: string) =>
    set.cards.find((c) => c.front === front)!.id;

  const makeSet = async (
    agent: Agent,
    title: string,
    color: string,
    cards: [string, string, string[]][],
  ) => {
    const res = await agent.post('/api/sets', {
      title,
      description: '',
      color,
      cards: cards.map(([front, back, tags]) => ({ front, back, tags })),
    });
    expect(res.status).toBe(201);
    return res.body.set;
  };

  const rate = async (setId: string, cardId: string, rating: number) => {
    const sessionId = crypto.randomUUID();
    await learner.post(`/api/study/sets/${setId}/sessions`, {
      sessionId,
      cardOrder: [cardId],
      timeZone: TZ,
    });
    const res = await learner.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId,
      rating,
      elapsedMs: 1500,
      reviewedAt: now.toISOString(),
      timeZone: TZ,
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'browser');
    friend = await signedInAgent(h, 'friend');
    stranger = await signedInAgent(h, 'stranger');
    animals = await makeSet(learner, 'Animals', '#10B981', [
      ['elephant', 'con voi', ['Noun']],
      ['Tiger', 'con hổ', ['Noun', 'wild']],
      ['to hunt', 'săn bắt', ['Verb']],
      ['50% off_sale', 'giảm giá', []],
    ]);
    travel = await makeSet(learner, 'Travel', '#3B82F6', [
      ['register', 'Đăng ký', ['Verb']],
      ['itinerary', 'lịch trình', ['Noun']],
    ]);
    friendSet = await makeSet(friend, 'Friend words', '#F59E0B', [
      ['elephant seal', 'hải tượng', ['Noun']],
    ]);
    strangerSet = await makeSet(stranger, 'Secret', '#EF4444', [['elephant', 'voi bí mật', []]]);
    const learnerEmail = (await learner.get('/api/auth/get-session')).body.user.email;
    const share = await friend.post(`/api/sets/${friendSet.id}/shares`, {
      email: learnerEmail,
      permission: 'view',
    });
    expect(share.status).toBe(201);
    // elephant: rated 'very hard' (easiness 1.96: difficult), due tomorrow; Tiger: 'easy' (2.5)
    await rate(animals.id, cardOf(animals, 'elephant'), 1);
    await rate(animals.id, cardOf(animals, 'Tiger'), 4);
  });
  afterAll(async () => h.close());

  it('finds cards by front, back and tag, ignoring case and Vietnamese accents', async () => {
    expect(fronts(await search(learner, 'q=TIGER'))).toEqual(['Tiger']);
    expect(fronts(await search(learner, 'q=con%20h%E1%BB%95'))).toEqual(['Tiger']); // "con hổ"
    expect(fronts(await search(learner, 'q=dang%20ky'))).toEqual(['register']);
    expect(fronts(await search(learner, 'q=%C4%90%C4%82NG'))).toEqual(['register']); // ĐĂNG
    expect(fronts(await search(learner, 'q=verb'))).toEqual(['to hunt', 'register']);
    // short text (no trigram) and LIKE's wildcards taken literally
    expect(fronts(await search(learner, 'q=ti'))).toEqual(['Tiger', 'itinerary']);
    expect(fronts(await search(learner, 'q=50%25'))).toEqual(['50% off_sale']);
    expect(fronts(await search(learner, 'q=f_s'))).toEqual(['50% off_sale']);
    expect((await search(learner, 'q=%25%25%25')).body).toEqual({ total: 0, cards: [] });
  });

  it('shows shared sets, never other learners’ sets, and puts the best match first', async () => {
    const res = await search(learner, 'q=elephant');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(
      res.body.cards.map((c: { card: { front: string }; setTitle: string; canEdit: boolean }) => [
        c.card.front,
        c.setTitle,
        c.canEdit,
      ]),
    ).toEqual([
      ['elephant', 'Animals', true],
      ['elephant seal', 'Friend words', false],
    ]);
    expect(res.body.cards[0]).toMatchObject({ setId: animals.id, setColor: '#10B981' });
    expect(res.body.cards[1].review).toBeNull();
    expect(fronts(await search(stranger, 'q=elephant'))).toEqual(['elephant']);
    expect((await search(stranger, 'q=elephant')).body.cards[0].setId).toBe(strangerSet.id);
  });

  it('lists every readable card in set order without q, and pages', async () => {
    const all = await search(learner, '');
    expect(all.body.total).toBe(7);
    expect(all.body.cards.map((c: { setTitle: string }) => c.setTitle)).toEqual([
      'Animals',
      'Animals',
      'Animals',
      'Animals',
      'Friend words',
      'Travel',
      'Travel',
    ]);
    const page = await search(learner, 'offset=5&limit=5');
    expect(page.body.total).toBe(7);
    expect(fronts(page)).toEqual(['register', 'itinerary']);
    expect((await search(learner, 'offset=50')).body).toEqual({ total: 7, cards: [] });
    expect(fronts(await search(learner, `setId=${travel.id}`))).toEqual(['register', 'itinerary']);
  });

  it('refuses a set filter on a set the learner may not read, and a bad query', async () => {
    const res = await search(learner, `setId=${strangerSet.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('SET_NOT_FOUND');
    expect((await search(learner, 'filter=everything')).status).toBe(400);
    expect((await search(learner, `q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await search(learner, 'limit=0')).status).toBe(400);
  });

  it('filters new, difficult and due (the learner day and its rollover hour)', async () => {
    expect(fronts(await search(learner, `filter=new&setId=${animals.id}`))).toEqual([
      'to hunt',
      '50% off_sale',
    ]);
    const difficult = await search(learner, 'filter=difficult');
    expect(fronts(difficult)).toEqual(['elephant']);
    expect(difficult.body.cards[0].review.easinessFactor).toBeCloseTo(1.96);
    // due dates set here, apart from the scheduler: elephant at the start of the 21st's learner
    // day with the rollover at 4 (04:00 in Vietnam = 21:00Z on the 20th), Tiger in a week
    await h.db.execute(sql`update card_reviews set next_review_date = case flashcard_id
        when ${cardOf(animals, 'elephant')}::uuid then '2026-11-20T21:00:00Z'::timestamptz
        else '2026-11-27T21:00:00Z'::timestamptz end`);
    expect(fronts(await search(learner, 'filter=due'))).toEqual([]);
    now = new Date('2026-11-20T17:30:00Z'); // 00:30 on the 21st: still the 20th's day until 04:00
    expect(fronts(await search(learner, 'filter=due'))).toEqual([]);
    now = new Date('2026-11-20T21:30:00Z'); // 04:30 on the 21st: the learner's 21st
    expect(fronts(await search(learner, 'filter=due'))).toEqual(['elephant']);
    // with the day starting at midnight, 00:30 on the 21st is already the 21st
    await learner.patch('/api/account/preferences', { dayStartsAtHour: 0 });
    now = new Date('2026-11-20T17:30:00Z');
    expect(fronts(await search(learner, 'filter=due'))).toEqual(['elephant']);
    now = new Date('2026-11-20T16:30:00Z'); // 23:30 on the 20th
    expect(fronts(await search(learner, 'filter=due'))).toEqual([]);
    await learner.patch('/api/account/preferences', { dayStartsAtHour: 4 });
    now = new Date('2026-11-20T21:30:00Z');
  });

  it('suspends and unsuspends idempotently, for the learner only', async () => {
    const elephant = cardOf(animals, 'elephant');
    for (let i = 0; i < 2; i += 1) {
      const res = await learner.put(`/api/cards/${elephant}/suspension`, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cardId: elephant, suspended: true });
    }
    const suspended = await search(learner, 'filter=suspended');
    expect(fronts(suspended)).toEqual(['elephant']);
    expect(suspended.body.cards[0].suspended).toBe(true);
    // a suspended card is not due; its review state is kept
    expect(fronts(await search(learner, 'filter=due'))).toEqual([]);
    expect(suspended.body.cards[0].review).not.toBeNull();
    // suspended cards never enter a queue: per-set study leaves it out, and so does today's
    const progress = await learner.get(
      `/api/study/sets/${animals.id}/progress?timeZone=Asia/Ho_Chi_Minh`,
    );
    expect(progress.body.suspended).toEqual([elephant]);
    const today = await learner.get('/api/study/today?timeZone=Asia/Ho_Chi_Minh');
    expect(today.body.cards.map((c: { card: { id: string } }) => c.card.id)).not.toContain(
      elephant,
    );
    // a card of a set shared to view can be suspended by its reader, and nobody else sees it
    const seal = friendSet.cards[0]!.id;
    expect((await learner.put(`/api/cards/${seal}/suspension`, {})).status).toBe(200);
    expect(fronts(await search(friend, 'filter=suspended'))).toEqual([]);
    expect((await search(friend, 'q=seal')).body.cards[0].suspended).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      const res = await learner.delete(`/api/cards/${seal}/suspension`);
      expect(res.body).toEqual({ cardId: seal, suspended: false });
    }
    expect(fronts(await search(learner, 'filter=suspended'))).toEqual(['elephant']);
    expect((await learner.delete(`/api/cards/${elephant}/suspension`)).status).toBe(200);
    expect(fronts(await search(learner, 'filter=suspended'))).toEqual([]);
  });

  it('resets a card: new again, its review log kept', async () => {
    const tiger = cardOf(animals, 'Tiger');
    const logs = async () =>
      (
        (await h.db.execute(
          sql`select count(*)::int as n from review_logs where flashcard_id = ${tiger}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const stats = async () =>
      (
        (await h.db.execute(
          sql`select count(*)::int as n from card_statistics where flashcard_id = ${tiger}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await stats()).toBe(1);
    const res = await learner.post(`/api/cards/${tiger}/reset`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cardId: tiger, reset: true });
    const found = await search(learner, 'q=tiger');
    expect(found.body.cards[0].review).toBeNull();
    expect(fronts(await search(learner, `filter=new&setId=${animals.id}`))).toContain('Tiger');
    expect(await stats()).toBe(0);
    expect(await logs()).toBe(1);
    // again: nothing left to reset, still fine
    expect((await learner.post(`/api/cards/${tiger}/reset`)).status).toBe(200);
  });

  it('answers 404 CARD_NOT_FOUND to a stranger and changes nothing', async () => {
    const elephant = cardOf(animals, 'elephant');
    const before = (await search(learner, 'q=elephant')).body;
    for (const send of [
      () => stranger.put(`/api/cards/${elephant}/suspension`, {}),
      () => stranger.delete(`/api/cards/${elephant}/suspension`),
      () => stranger.post(`/api/cards/${elephant}/reset`),
      () => learner.post(`/api/cards/${strangerSet.cards[0]!.id}/reset`),
      () => learner.put(`/api/cards/${crypto.randomUUID()}/suspension`, {}),
    ]) {
      const res = await send();
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('CARD_NOT_FOUND');
    }
    expect((await stranger.put('/api/cards/not-a-uuid/suspension', {})).status).toBe(400);
    expect((await search(learner, 'q=elephant')).body).toEqual(before);
    const rows = (await h.db.execute(
      sql`select count(*)::int as n from card_suspensions`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
    expect((await h.agent().get('/api/cards/search')).status).toBe(401);
  });

  it('stops showing a shared set once its share is withdrawn', async () => {
    const shares = (await friend.get(`/api/sets/${friendSet.id}/shares`)).body.shares;
    await friend.delete(`/api/sets/${friendSet.id}/shares/${shares[0].id}`);
    expect(fronts(await search(learner, 'q=elephant'))).toEqual(['elephant']);
    const res = await learner.put(`/api/cards/${friendSet.cards[0]!.id}/suspension`, {});
    expect(res.status).toBe(404);
  });
});
