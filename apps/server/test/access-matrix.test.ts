import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  uniqueEmail,
  type Agent,
  type Harness,
  type JsonResponse,
} from './helpers/harness.ts';

/**
 * Issue 17 §5: every endpoint that takes an id, for every kind of caller — the set's owner, a
 * recipient with 'edit', one with 'view', a stranger, a recipient whose share was withdrawn, a
 * learner of a class that recipient had assigned the set to (issue 34 §22: the class loses it
 * with the share) and an anonymous request — with a valid request and, where the route
 * validates a body or query, an invalid one (access is answered before a 400). The first test
 * lists the app's routes: an endpoint with an id that is not in this table fails it, so classes
 * of ids added later must join the matrix.
 */
const ROLES = ['owner', 'edit', 'view', 'stranger', 'revoked', 'classmate', 'anonymous'] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;

/** Statuses by the rule's three shapes (auth/access-rules.ts) for a successful `ok`. */
const readers = (ok: number): Statuses => ({
  owner: ok,
  edit: ok,
  view: ok,
  stranger: 404,
  revoked: 404,
  classmate: 404,
  anonymous: 401,
});
const editors = (ok: number): Statuses => ({ ...readers(ok), view: 403 });
const ownerOnly = (ok: number): Statuses => ({ ...readers(ok), edit: 403, view: 403 });
const personal = (ok: number): Statuses => ({
  owner: ok,
  edit: 404,
  view: 404,
  stranger: 404,
  revoked: 404,
  classmate: 404,
  anonymous: 401,
});
const anyone = (ok: number): Statuses => ({
  owner: ok,
  edit: ok,
  view: ok,
  stranger: ok,
  revoked: ok,
  classmate: ok,
  anonymous: 401,
});

/**
 * One set of the owner's, shared to edit and to view, and withdrawn from a third learner after
 * they had assigned it to a class of theirs (the classmate is its learner).
 */
interface Fixture {
  setId: string;
  /** The withdrawn recipient's class the set was assigned to. */
  classId: string;
  cardId: string;
  imageUrl: string;
  viewShareId: string;
  /** Each role's own open study session on the set (stranger and anonymous: the owner's). */
  session: Record<Role, string>;
  /**
   * Each signed-in role's own open today session (issue 19: no set; each rated card's set
   * decides), the stranger's included; anonymous: the owner's.
   */
  today: Record<Role, string>;
  resultId: string;
  /** Another signed-in session of the owner (a device to sign out). */
  ownerDeviceId: string;
}

interface Case {
  /** `METHOD /path` as the app routes it. */
  route: string;
  /** The test's name when a route has more than one case (default: the route). */
  label?: string;
  /** Sends the request; `valid` false sends an invalid body or query where the route has one. */
  send: (a: Agent, f: Fixture, role: Role, valid: boolean) => Promise<JsonResponse>;
  expect: Statuses;
  /** The route validates a body or query: the invalid request is tried too. */
  validates?: boolean;
  /** It changes what other cases need: a fresh fixture for each role. */
  destructive?: boolean;
}

const TZ = 'Asia/Ho_Chi_Minh';
const json = (valid: boolean, body: unknown) => (valid ? body : { nonsense: [1, 2, 3] });

const CASES: Case[] = [
  {
    route: 'GET /api/sets/:setId',
    send: (a, f) => a.get(`/api/sets/${f.setId}`),
    expect: readers(200),
  },
  {
    route: 'PUT /api/sets/:setId',
    validates: true,
    expect: editors(200),
    send: async (a, f, _role, valid) => {
      const version = (await current.owner.get(`/api/sets/${f.setId}`)).body.set.version;
      const cards = [{ id: f.cardId, front: 'word 1', back: 'nghĩa 1', frontImageUrl: f.imageUrl }];
      return a.put(`/api/sets/${f.setId}`, json(valid, { title: 'Set', version, cards }));
    },
  },
  {
    route: 'DELETE /api/sets/:setId',
    destructive: true,
    expect: ownerOnly(204),
    send: (a, f) => a.delete(`/api/sets/${f.setId}`),
  },
  {
    route: 'POST /api/sets/:setId/cards',
    validates: true,
    expect: editors(201),
    send: (a, f, _r, valid) =>
      a.post(`/api/sets/${f.setId}/cards`, json(valid, { front: 'added', back: 'thêm' })),
  },
  {
    route: 'POST /api/sets/:setId/copy',
    expect: readers(201),
    send: (a, f) => a.post(`/api/sets/${f.setId}/copy`, {}),
  },
  {
    route: 'GET /api/sets/:setId/shares',
    expect: ownerOnly(200),
    send: (a, f) => a.get(`/api/sets/${f.setId}/shares`),
  },
  {
    route: 'POST /api/sets/:setId/shares',
    validates: true,
    expect: ownerOnly(201),
    send: (a, f, _r, valid) =>
      a.post(`/api/sets/${f.setId}/shares`, json(valid, { email: uniqueEmail('invitee') })),
  },
  {
    route: 'PATCH /api/sets/:setId/shares/:shareId',
    validates: true,
    expect: ownerOnly(200),
    send: (a, f, _r, valid) =>
      a.patch(`/api/sets/${f.setId}/shares/${f.viewShareId}`, json(valid, { permission: 'view' })),
  },
  {
    route: 'DELETE /api/sets/:setId/shares/:shareId',
    destructive: true,
    expect: ownerOnly(204),
    send: (a, f) => a.delete(`/api/sets/${f.setId}/shares/${f.viewShareId}`),
  },
  {
    route: 'GET /api/sets/:setId/classes',
    expect: ownerOnly(200),
    send: async (a, f, role) => {
      const res = await a.get(`/api/sets/${f.setId}/classes`);
      if (res.status === 200) {
        // the withdrawn recipient's class, which the set reaches no more
        expect(res.body.classes, role).toMatchObject([{ classId: f.classId, reaches: false }]);
      }
      return res;
    },
  },
  {
    route: 'DELETE /api/sets/:setId/classes/:classId',
    destructive: true,
    expect: ownerOnly(204),
    send: (a, f) => a.delete(`/api/sets/${f.setId}/classes/${f.classId}`),
  },
  {
    route: 'GET /api/sets/:setId/export',
    expect: readers(200),
    send: (a, f) => a.get(`/api/sets/${f.setId}/export?format=csv`),
  },
  {
    route: 'GET /api/files/*',
    expect: readers(200),
    send: (a, f) => a.get(f.imageUrl),
  },
  {
    route: 'GET /api/study/sets/:setId/cards',
    expect: readers(200),
    send: (a, f) => a.get(`/api/study/sets/${f.setId}/cards`),
  },
  {
    route: 'GET /api/study/sets/:setId/progress',
    validates: true,
    expect: readers(200),
    send: (a, f, _r, valid) =>
      a.get(`/api/study/sets/${f.setId}/progress?timeZone=${valid ? 'UTC' : 'Not/AZone'}`),
  },
  {
    route: 'POST /api/study/sets/:setId/sessions',
    validates: true,
    expect: readers(201),
    send: (a, f, _r, valid) =>
      a.post(
        `/api/study/sets/${f.setId}/sessions`,
        json(valid, { sessionId: crypto.randomUUID(), cardOrder: [] }),
      ),
  },
  {
    route: 'POST /api/study/sessions/:sessionId/reviews',
    validates: true,
    expect: readers(200),
    send: (a, f, role, valid) =>
      a.post(
        `/api/study/sessions/${f.session[role]}/reviews`,
        json(valid, {
          eventId: crypto.randomUUID(),
          cardId: f.cardId,
          rating: 3,
          elapsedMs: 500,
          reviewedAt: new Date().toISOString(),
          timeZone: TZ,
        }),
      ),
  },
  {
    route: 'POST /api/study/sessions/:sessionId/undo',
    validates: true,
    // nothing of this id to undo: 409 for those who may write in the session
    expect: readers(409),
    send: (a, f, role, valid) =>
      a.post(
        `/api/study/sessions/${f.session[role]}/undo`,
        json(valid, { eventId: crypto.randomUUID(), reviewEventId: crypto.randomUUID() }),
      ),
  },
  {
    route: 'POST /api/study/sessions/:sessionId/complete',
    validates: true,
    destructive: true,
    expect: readers(200),
    send: (a, f, role, valid) =>
      a.request('POST', `/api/study/sessions/${f.session[role]}/complete`, valid ? {} : [1]),
  },
  {
    // Issue 19: a today session has no set, so the rated card's set is checked: the stranger
    // and the learner whose share was withdrawn rate in their own today session and get 404.
    // (Invalid bodies are the row above's: here a refused caller's session is their own.)
    route: 'POST /api/study/sessions/:sessionId/reviews',
    label: 'POST /api/study/sessions/:sessionId/reviews (a today session of their own)',
    expect: readers(200),
    send: (a, f, role) =>
      a.post(`/api/study/sessions/${f.today[role]}/reviews`, {
        eventId: crypto.randomUUID(),
        cardId: f.cardId,
        rating: 3,
        elapsedMs: 500,
        reviewedAt: new Date().toISOString(),
        timeZone: TZ,
      }),
  },
  {
    // no id: every learner has a queue of their own; a set they may not study is not in it
    route: 'GET /api/study/today',
    validates: true,
    expect: anyone(200),
    send: async (a, f, role, valid) => {
      const res = await a.get(`/api/study/today?timeZone=${valid ? 'UTC' : 'Not/AZone'}`);
      if (res.status === 200 && ['stranger', 'revoked', 'classmate'].includes(role)) {
        const sets = res.body.cards.map((c: { setId: string }) => c.setId);
        expect(sets, `${role}'s queue`).not.toContain(f.setId);
      }
      return res;
    },
  },
  {
    route: 'POST /api/study/today/sessions',
    validates: true,
    expect: anyone(201),
    send: (a, f, _r, valid) =>
      a.post(
        '/api/study/today/sessions',
        json(valid, { sessionId: crypto.randomUUID(), cardOrder: [f.cardId] }),
      ),
  },
  {
    route: 'GET /api/cards/search',
    // the set filter names a set: only its readers may search in it
    expect: readers(200),
    send: (a, f) => a.get(`/api/cards/search?setId=${f.setId}&timeZone=${TZ}`),
  },
  {
    route: 'PUT /api/cards/:cardId/suspension',
    expect: readers(200),
    send: (a, f) => a.put(`/api/cards/${f.cardId}/suspension`, {}),
  },
  {
    route: 'DELETE /api/cards/:cardId/suspension',
    expect: readers(200),
    send: (a, f) => a.delete(`/api/cards/${f.cardId}/suspension`),
  },
  {
    route: 'POST /api/cards/:cardId/reset',
    expect: readers(200),
    send: (a, f) => a.post(`/api/cards/${f.cardId}/reset`),
  },
  {
    route: 'DELETE /api/review-list/:cardId',
    // only ever the caller's own list: nothing to find or to refuse
    expect: anyone(204),
    send: (a, f) => a.delete(`/api/review-list/${f.cardId}`),
  },
  {
    route: 'GET /api/review-list',
    expect: anyone(200),
    send: (a, f) => a.get(`/api/review-list?setId=${f.setId}`),
  },
  {
    route: 'GET /api/learn/sets/:setId',
    expect: readers(200),
    send: (a, f) => a.get(`/api/learn/sets/${f.setId}`),
  },
  {
    route: 'PUT /api/learn/sets/:setId',
    validates: true,
    expect: readers(204),
    send: (a, f, _role, valid) =>
      a.put(
        `/api/learn/sets/${f.setId}`,
        json(valid, {
          cards: [
            {
              cardId: f.cardId,
              step: 'written',
              streak: 0,
              misses: 0,
              answers: 1,
              mastered: false,
            },
          ],
          round: null,
        }),
      ),
  },
  {
    route: 'GET /api/stats',
    // no id: only ever the caller's own figures
    validates: true,
    expect: anyone(200),
    send: (a, _f, _role, valid) =>
      a.get(`/api/stats?timeZone=${valid ? encodeURIComponent(TZ) : 'Nowhere/City'}`),
  },
  {
    route: 'GET /api/plan',
    // no id: only ever the caller's own plan
    validates: true,
    expect: anyone(200),
    send: (a, _f, _role, valid) =>
      a.get(`/api/plan?timeZone=${valid ? encodeURIComponent(TZ) : 'Nowhere/City'}`),
  },
  {
    route: 'POST /api/review-list',
    expect: readers(201),
    send: (a, f) =>
      a.post('/api/review-list', { game: 'quiz', setId: f.setId, cardIds: [f.cardId] }),
  },
  {
    route: 'POST /api/games/results',
    expect: readers(201),
    send: (a, f) =>
      a.post('/api/games/results', {
        game: 'quiz',
        setId: f.setId,
        score: 10,
        accuracyPercent: 50,
        durationSeconds: 30,
      }),
  },
  {
    route: 'GET /api/ielts/results/:id',
    expect: personal(200),
    send: (a, f) => a.get(`/api/ielts/results/${f.resultId}`),
  },
  {
    route: 'DELETE /api/account/sessions/:sessionId',
    destructive: true,
    expect: personal(204),
    send: (a, f) => a.delete(`/api/account/sessions/${f.ownerDeviceId}`),
  },
];

/** Routes with an id that are not about anyone's data (with the reason). */
const NOT_USER_DATA = new Set([
  'POST /api/ielts/reading/:testNumber/attempts', // a test of the shared catalogue
  'POST /api/ielts/writing/:testNumber/attempts',
  'POST /api/ielts/listening/:testNumber/attempts',
  'POST /api/ielts/speaking/:testNumber/attempts',
  'GET /api/dictionary/:word', // a word, not a record
  'GET /api/dictionary/suggestions/:word', // headwords close to a word, not a record
]);

let h: Harness;
const current = {} as Record<Role, Agent>;

async function png(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8b5cf6' } })
      .png()
      .toBuffer(),
  );
}

const emailOf = async (agent: Agent) =>
  (await agent.get('/api/auth/get-session')).body.user.email as string;

/** A fresh set of the owner's with its shares, sessions, image, result and device. */
async function makeFixture(): Promise<Fixture> {
  const { owner, edit, view, revoked, classmate } = current;
  // each fixture shares three times: the matrix is not about the per-sender limit (issue 34
  // §23, class-invitations.test.ts), so its counters start afresh
  await h.db.execute(sql`delete from rate_limits where key like 'app:invitations-%'`);
  const imageUrl = (await owner.upload('/api/images', await png())).body.url as string;
  const body = setBody(2, 'Matrix');
  const set = (
    await owner.post('/api/sets', {
      ...body,
      cards: [{ ...body.cards[0], frontImageUrl: imageUrl }, body.cards[1]],
    })
  ).body.set;
  const share = async (agent: Agent, permission: 'edit' | 'view') =>
    (
      await owner.post(`/api/sets/${set.id}/shares`, {
        email: await emailOf(agent),
        permission,
      })
    ).body.share.id as string;
  await share(edit, 'edit');
  const viewShareId = await share(view, 'view');
  const revokedShareId = await share(revoked, 'view');
  // the recipient hands the set to a class of theirs, which the classmate joins
  const created = (await revoked.post('/api/classes', { name: 'Lớp của người nhận' })).body.class;
  expect(
    (await revoked.post(`/api/classes/${created.id}/assignments`, { setId: set.id })).status,
  ).toBe(201);
  expect((await classmate.post('/api/classes/join', { code: created.joinCode })).status).toBe(200);
  const session = {} as Record<Role, string>;
  for (const role of ['owner', 'edit', 'view', 'revoked', 'classmate'] as const) {
    session[role] = crypto.randomUUID();
    const started = await current[role].post(`/api/study/sets/${set.id}/sessions`, {
      sessionId: session[role],
      cardOrder: [],
    });
    expect(started.status, `session of ${role}`).toBe(201);
  }
  session.stranger = session.owner;
  session.anonymous = session.owner;
  const today = {} as Record<Role, string>;
  for (const role of ['owner', 'edit', 'view', 'stranger', 'revoked', 'classmate'] as const) {
    today[role] = crypto.randomUUID();
    const started = await current[role].post('/api/study/today/sessions', {
      sessionId: today[role],
      cardOrder: [set.cards[0].id],
    });
    expect(started.status, `today session of ${role}`).toBe(201);
  }
  today.anonymous = today.owner;
  await owner.delete(`/api/sets/${set.id}/shares/${revokedShareId}`);
  const result = await owner.post('/api/ielts/writing/1/attempts', {
    text: 'A short essay.',
    timeTakenSeconds: 60,
  });
  const device = h.agent();
  await device.signIn(await emailOf(owner));
  const devices = (await owner.get('/api/account/sessions')).body.sessions as {
    id: string;
    current: boolean;
  }[];
  const ownerDeviceId = devices.find((d) => !d.current)!.id;
  return {
    setId: set.id,
    classId: created.id,
    cardId: set.cards[0].id,
    imageUrl,
    viewShareId,
    session,
    today,
    resultId: result.body.result.id,
    ownerDeviceId,
  };
}

describe('the access matrix', () => {
  let shared: Fixture;

  beforeAll(async () => {
    h = await createHarness();
    for (const role of ROLES) {
      current[role] = role === 'anonymous' ? h.agent() : await signedInAgent(h, `m-${role}`);
    }
    shared = await makeFixture();
  }, 120_000);
  afterAll(async () => h.close());

  it('covers every endpoint that takes an id', () => {
    const withIds = new Set(
      h.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .filter((r) => !r.path.startsWith('/api/auth/'))
        // classes have a matrix of their own (classes-matrix.test.ts), with its own coverage test
        .filter((r) => !r.path.startsWith('/api/classes'))
        .map((r) => `${r.method} ${r.path}`)
        .filter((route) => /[:*]/.test(route)),
    );
    const covered = new Set(CASES.map((c) => c.route));
    const missing = [...withIds].filter((r) => !covered.has(r) && !NOT_USER_DATA.has(r));
    expect(missing, 'endpoints with an id missing from the matrix').toEqual([]);
    const gone = [...covered].filter(
      (r) => !h.app.routes.some((route) => `${route.method} ${route.path}` === r),
    );
    expect(gone, 'matrix rows naming no route').toEqual([]);
  });

  for (const c of CASES) {
    it(c.label ?? c.route, async () => {
      const seen: Partial<Record<Role, number>> = {};
      const seenInvalid: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const fixture = c.destructive ? await makeFixture() : shared;
        const response = await c.send(current[role], fixture, role, true);
        seen[role] = response.status;
        expect(response.status, `${role}: ${JSON.stringify(response.body)}`).not.toBe(500);
        if (c.validates) {
          const invalid = await c.send(current[role], fixture, role, false);
          seenInvalid[role] = invalid.status;
        }
      }
      expect(seen).toEqual(c.expect);
      if (c.validates) {
        // access first: a caller refused with the valid request is refused the same way
        const expected = Object.fromEntries(
          ROLES.map((role) => [
            role,
            c.expect[role] < 300 || c.expect[role] === 409 ? 400 : c.expect[role],
          ]),
        );
        expect(seenInvalid).toEqual(expected);
      }
    });
  }
});
