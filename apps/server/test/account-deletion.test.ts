/**
 * The settings page's danger zone (issue 7 §1): "Export my data" answers the learner's data and
 * nobody else's; deleting the account (password re-entered) leaves no row of the learner in any
 * table, found by scanning every table of the schema, and their cookie is refused at once.
 */
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/auth.ts';
import { flashcardSetShares } from '../src/db/schema/flashcards.ts';
import { testResults } from '../src/db/schema/ielts.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  uniqueEmail,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const TZ = 'Asia/Ho_Chi_Minh';

/** A set of `n` cards with one study session and a rating of each card; answers its ids. */
async function studiedSet(agent: Agent, title: string, n = 3) {
  const set = (await agent.post('/api/sets', setBody(n, title))).body.set;
  const cardIds: string[] = set.cards.map((c: { id: string }) => c.id);
  const sessionId = crypto.randomUUID();
  await agent.post(`/api/study/sets/${set.id}/sessions`, { sessionId, cardOrder: cardIds });
  for (const cardId of cardIds) {
    const res = await agent.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId,
      rating: 4,
      elapsedMs: 1200,
      reviewedAt: new Date().toISOString(),
      timeZone: TZ,
    });
    expect(res.status).toBe(200);
  }
  await agent.post(`/api/study/sessions/${sessionId}/complete`, {});
  return { setId: set.id as string, cardIds, sessionId };
}

/** Every row of every table in the schema whose text holds one of `needles`, by table. */
async function rowsHolding(h: Harness, needles: string[]): Promise<Record<string, number>> {
  const tables = await h.db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const found: Record<string, number> = {};
  for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] })
    .rows) {
    for (const needle of needles) {
      const result = await h.db.execute(sql`
        select count(*)::int as n from ${sql.identifier(table)} t
        where position(${needle} in t::text) > 0`);
      const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      if (n > 0) found[table] = (found[table] ?? 0) + n;
    }
  }
  return found;
}

/** A small real PNG. */
async function png(): Promise<Uint8Array> {
  const create = { width: 8, height: 8, channels: 3 as const, background: '#10b981' };
  return new Uint8Array(await sharp({ create }).png().toBuffer());
}

describe('the export file is named by the learner day (issue 34 §14)', () => {
  let h: Harness;
  // 20:30 UTC on 27 November: already 28 November in Ho Chi Minh City
  const now = new Date('2026-11-27T20:30:00Z');
  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
  });
  afterAll(async () => h.close());

  it('uses the date on the learner clock, not the server one', async () => {
    const learner = await signedInAgent(h, 'export-day');
    const fileName = async (query: string) => {
      const res = await learner.get(`/api/account/export${query}`);
      expect(res.status).toBe(200);
      return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    };
    expect(await fileName('?timeZone=Asia%2FHo_Chi_Minh')).toBe('ielts-study-2026-11-28.json');
    expect(await fileName('?timeZone=America%2FLos_Angeles')).toBe('ielts-study-2026-11-27.json');
    // without a zone: the app's default learner zone, as every learner-day route
    expect(await fileName('')).toBe('ielts-study-2026-11-28.json');
    expect((await learner.get('/api/account/export?timeZone=Mars%2FOlympus')).status).toBe(400);
  });
});

describe('export and account deletion', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  it('exports the learner’s own data and nobody else’s', async () => {
    const email = uniqueEmail('export');
    const learner = h.agent();
    await learner.signUp(email, 'secret123', 'Ngọc Anh');
    const mine = await studiedSet(learner, 'Bộ của tôi');
    const other = await signedInAgent(h, 'other');
    const theirs = await studiedSet(other, 'Bộ của người khác');
    for (const [agent, set] of [
      [learner, mine],
      [other, theirs],
    ] as const) {
      const game = { game: 'quiz', setId: set.setId, accuracyPercent: 50, durationSeconds: 9 };
      await agent.post('/api/games/results', { ...game, score: 77 });
      await agent.post('/api/review-list', {
        game: 'quiz',
        setId: set.setId,
        cardIds: [set.cardIds[0]],
      });
      expect((await agent.put(`/api/cards/${set.cardIds[1]}/suspension`, {})).status).toBe(200);
      const learn = {
        cards: [
          {
            cardId: set.cardIds[0],
            step: 'written',
            streak: 0,
            misses: 1,
            answers: 2,
            mastered: false,
          },
        ],
        round: null,
      };
      expect((await agent.put(`/api/learn/sets/${set.setId}`, learn)).status).toBe(204);
    }
    await learner.patch('/api/account/preferences', { scheduler: 'fsrs' });

    const res = await learner.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ielts-study-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.body.profile).toMatchObject({ email, name: 'Ngọc Anh', twoFactorEnabled: false });
    expect(res.body.sets.map((s: { title: string }) => s.title)).toEqual(['Bộ của tôi']);
    expect(res.body.sets[0].cards).toHaveLength(3);
    expect(res.body.reviewStates).toHaveLength(3);
    expect(res.body.cardStatistics).toHaveLength(3);
    expect(res.body.reviewLogs).toHaveLength(3);
    // FSRS's state beside SM-2's, the suspensions and the preferences are kept too
    expect(res.body.reviewStates[0].stability).toBeGreaterThan(0);
    expect(res.body.reviewLogs[0].stabilityAfter).toBeGreaterThan(0);
    expect(res.body.suspendedCards).toMatchObject([{ flashcardId: mine.cardIds[1] }]);
    expect(res.body.profile.preferences).toMatchObject({ scheduler: 'fsrs' });
    expect(res.body.studySessions.map((s: { id: string }) => s.id)).toEqual([mine.sessionId]);
    expect(res.body.gameResults).toMatchObject([{ game: 'quiz', score: 77, setId: mine.setId }]);
    expect(res.body.reviewList).toMatchObject([{ cardId: mine.cardIds[0], setId: mine.setId }]);
    expect(res.body.learnStates).toMatchObject([
      { setId: mine.setId, state: { cards: [{ cardId: mine.cardIds[0], misses: 1 }] } },
    ]);
    const text = JSON.stringify(res.body);
    for (const id of [theirs.setId, theirs.sessionId, ...theirs.cardIds]) {
      expect(text).not.toContain(id);
    }
    expect(text).not.toContain('Bộ của người khác');
    expect(text).not.toMatch(/password|secret|token/i);
    expect((await h.agent().get('/api/account/export')).status).toBe(401);
  });

  it('deletes every row of the learner after the password, and only theirs', async () => {
    const email = uniqueEmail('leaving');
    const learner = h.agent();
    await learner.signUp(email);
    const userId = (await learner.get('/api/auth/get-session')).body.user.id as string;
    const studied = await studiedSet(learner, 'Sắp xóa');
    // two-factor on, a second device, a pending reset link, an IELTS result
    const enabled = await learner.post('/api/auth/two-factor/enable', { password: 'secret123' });
    const secret = new URL(enabled.body.totpURI).searchParams.get('secret')!;
    await learner.post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) });
    const device = h.agent();
    await device.signIn(email);
    await device.post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) });
    expect((await device.get('/api/sets')).status).toBe(200);
    await h
      .agent()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    await h.db
      .insert(testResults)
      .values({ userId, testType: 'reading', testNumber: 1, score: 30 });
    // another learner's set, shared with this address before it had an account, and one shared
    // with the account itself: both go; the other learner's set stays
    const owner = await signedInAgent(h, 'owner');
    const kept = (await owner.post('/api/sets', setBody(2, 'Giữ lại'))).body.set;
    await h.db.insert(flashcardSetShares).values([
      { setId: kept.id, sharedWithEmail: email.toUpperCase(), permission: 'view' },
      { setId: studied.setId, sharedWithEmail: 'friend@example.com', permission: 'edit' },
    ]);
    // files: an avatar and a card image of theirs; the owner's image on the shared set stays
    const avatar = (await learner.upload('/api/account/avatar', await png())).body.image as string;
    const cardImage = (await learner.upload('/api/images', await png())).body.url as string;
    const ownersImage = (await owner.upload('/api/images', await png())).body.url as string;
    const fileKey = (url: string) => url.replace('/api/files/', '');
    const needles = [userId, email, studied.setId, studied.sessionId, ...studied.cardIds];
    expect(Object.keys(await rowsHolding(h, needles)).length).toBeGreaterThan(8);

    const noPassword = await learner.request('DELETE', '/api/account', {});
    expect(noPassword.status).toBe(400);
    const wrong = await learner.request('DELETE', '/api/account', { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'INVALID_PASSWORD', message: 'Mật khẩu không đúng.' });

    const deleted = await learner.request('DELETE', '/api/account', { password: 'secret123' });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=;/);
    expect(learner.hasSession()).toBe(false);
    expect(await rowsHolding(h, [...needles, email.toUpperCase()])).toEqual({});
    expect(await h.storage.get(fileKey(avatar))).toBeNull();
    expect(await h.storage.get(fileKey(cardImage))).toBeNull();
    expect(await h.storage.get(fileKey(ownersImage))).not.toBeNull();

    // the other device's cookie is refused at once, and the address can sign up again
    expect((await device.get('/api/sets')).status).toBe(401);
    expect((await device.get('/api/auth/get-session')).body).toBeNull();
    expect((await h.agent().signIn(email)).status).toBe(401);
    expect((await owner.get(`/api/sets/${kept.id}`)).status).toBe(200);
    expect((await h.db.select().from(users)).some((u) => u.id === userId)).toBe(false);
    expect((await h.agent().signUp(email)).status).toBe(200);
  });

  it('asks for a session', async () => {
    const res = await h.agent().request('DELETE', '/api/account', { password: 'secret123' });
    expect(res.status).toBe(401);
  });
});
