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
 * Issue 22 §1: the access matrix of every class endpoint (and of an assigned set through the
 * class) × the class's teacher, a learner, another learner of the class, a stranger, a learner
 * the teacher removed, an account invited to the class that has not answered (issue 34 §25:
 * not a member until it accepts) and an anonymous request — with a valid request and, where the
 * route validates a body or query, an invalid one (access is answered before a 400). The first
 * test lists the app's /api/classes routes: one missing from this table fails it.
 */
const ROLES = [
  'teacher',
  'learner',
  'other',
  'stranger',
  'removed',
  'invited',
  'anonymous',
] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;

/** Any member may; nobody else. */
const members = (ok: number): Statuses => ({
  teacher: ok,
  learner: ok,
  other: ok,
  stranger: 404,
  removed: 404,
  invited: 404,
  anonymous: 401,
});
/** Only the addressee of the class's pending invitation. */
const addressee = (ok: number): Statuses => ({
  teacher: 404,
  learner: 404,
  other: 404,
  stranger: 404,
  removed: 404,
  invited: ok,
  anonymous: 401,
});
/** Nobody at all (a set the class reaches no more). */
const nobody: Statuses = { ...addressee(404) };
const teachers = (ok: number): Statuses => ({ ...members(ok), learner: 403, other: 403 });
const learners = (ok: number): Statuses => ({ ...members(ok), teacher: 403 });

interface Fixture {
  classId: string;
  code: string;
  /** Assigned to the class. */
  setId: string;
  cardId: string;
  /** The teacher's set not yet assigned. */
  otherSetId: string;
  /**
   * An outsider's set shared with the teacher, assigned to the class, then the share withdrawn
   * (issue 34 §22: it reaches nobody any more).
   */
  withdrawnSetId: string;
  ids: Record<Role, string>;
}

interface Case {
  route: string;
  label?: string;
  send: (a: Agent, f: Fixture, role: Role, valid: boolean) => Promise<JsonResponse>;
  expect: Statuses;
  validates?: boolean;
  destructive?: boolean;
}

const json = (valid: boolean, body: unknown) => (valid ? body : { nonsense: [1, 2, 3] });

const CASES: Case[] = [
  {
    route: 'GET /api/classes/:classId',
    expect: members(200),
    send: async (a, f, role) => {
      const res = await a.get(`/api/classes/${f.classId}`);
      if (res.status === 200 && role !== 'teacher') {
        // a learner never sees the other members, their e-mails or the code
        expect(res.body.class.members).toBeNull();
        expect(res.body.class.joinCode).toBeNull();
        expect(JSON.stringify(res.body)).not.toContain('@example.com');
      }
      return res;
    },
  },
  {
    route: 'PATCH /api/classes/:classId',
    validates: true,
    expect: teachers(200),
    send: (a, f, _r, valid) => a.patch(`/api/classes/${f.classId}`, json(valid, { name: 'Lớp B' })),
  },
  {
    route: 'DELETE /api/classes/:classId',
    destructive: true,
    expect: teachers(204),
    send: (a, f) => a.delete(`/api/classes/${f.classId}`),
  },
  {
    route: 'PATCH /api/classes/:classId/me',
    validates: true,
    expect: learners(200),
    send: (a, f, _r, valid) =>
      a.patch(`/api/classes/${f.classId}/me`, json(valid, { shareIelts: true })),
  },
  {
    route: 'POST /api/classes/:classId/members',
    validates: true,
    expect: teachers(201),
    send: async (a, f, _r, valid) => {
      const colleague = await signedInAgent(h, 'colleague');
      const email = (await colleague.get('/api/auth/get-session')).body.user.email as string;
      return a.post(`/api/classes/${f.classId}/members`, json(valid, { email }));
    },
  },
  {
    // removing the learner: the teacher may, the learner themself leaves, nobody else
    route: 'DELETE /api/classes/:classId/members/:userId',
    destructive: true,
    expect: { ...teachers(204), learner: 204 },
    send: (a, f) => a.delete(`/api/classes/${f.classId}/members/${f.ids.learner}`),
  },
  {
    route: 'DELETE /api/classes/:classId/members/:userId',
    label: 'DELETE /api/classes/:classId/members/:userId (each caller leaves)',
    destructive: true,
    // the only teacher cannot leave
    expect: { ...members(204), teacher: 409 },
    send: (a, f, role) => a.delete(`/api/classes/${f.classId}/members/${f.ids[role]}`),
  },
  {
    route: 'POST /api/classes/:classId/invitations',
    validates: true,
    expect: teachers(201),
    send: (a, f, _r, valid) =>
      a.post(`/api/classes/${f.classId}/invitations`, json(valid, { email: uniqueEmail('inv') })),
  },
  {
    // a pending invitation (made by the teacher first): only a teacher cancels it
    route: 'DELETE /api/classes/:classId/invitations/:email',
    expect: teachers(204),
    send: async (a, f) => {
      const email = uniqueEmail('pending');
      const invited = await current.teacher.post(`/api/classes/${f.classId}/invitations`, {
        email,
      });
      expect(invited.status).toBe(201);
      return a.delete(`/api/classes/${f.classId}/invitations/${encodeURIComponent(email)}`);
    },
  },
  {
    route: 'POST /api/classes/:classId/assignments',
    validates: true,
    destructive: true,
    expect: teachers(201),
    send: (a, f, _r, valid) =>
      a.post(
        `/api/classes/${f.classId}/assignments`,
        json(valid, { setId: f.otherSetId, dueDate: '2030-01-31', note: 'Unit 1' }),
      ),
  },
  {
    route: 'DELETE /api/classes/:classId/assignments/:setId',
    destructive: true,
    expect: teachers(204),
    send: (a, f) => a.delete(`/api/classes/${f.classId}/assignments/${f.setId}`),
  },
  {
    route: 'GET /api/classes/:classId/progress',
    validates: true,
    expect: teachers(200),
    send: (a, f, _r, valid) =>
      a.get(`/api/classes/${f.classId}/progress?timeZone=${valid ? 'UTC' : 'Not/AZone'}`),
  },
  {
    // a learner's own row; a teacher has none
    route: 'GET /api/classes/:classId/progress/me',
    validates: true,
    expect: learners(200),
    send: (a, f, _r, valid) =>
      a.get(`/api/classes/${f.classId}/progress/me?timeZone=${valid ? 'UTC' : 'Not/AZone'}`),
  },
  {
    route: 'GET /api/classes/:classId/progress.csv',
    validates: true,
    expect: teachers(200),
    send: (a, f, _r, valid) =>
      a.get(`/api/classes/${f.classId}/progress.csv?timeZone=${valid ? 'UTC' : 'Not/AZone'}`),
  },
  {
    // no id: anyone signed in may join with the code (a removed learner may come back)
    route: 'POST /api/classes/join',
    validates: true,
    destructive: true,
    expect: { ...members(200), stranger: 200, removed: 200, invited: 200 },
    send: (a, f, _r, valid) => a.post('/api/classes/join', json(valid, { code: f.code })),
  },
  {
    // no id: each caller's own invitations; only the invited account finds the class there
    route: 'GET /api/classes/invitations',
    expect: { ...members(200), stranger: 200, removed: 200, invited: 200 },
    send: async (a, f, role) => {
      const res = await a.get('/api/classes/invitations');
      if (res.status === 200) {
        const ids = res.body.invitations.map((i: { classId: string }) => i.classId);
        expect(ids.includes(f.classId), role).toBe(role === 'invited');
      }
      return res;
    },
  },
  {
    // issue 34 §25: only the addressee accepts; members and strangers find no invitation
    route: 'POST /api/classes/:classId/invitation/accept',
    validates: true,
    destructive: true,
    expect: addressee(200),
    send: (a, f, _r, valid) =>
      a.post(
        `/api/classes/${f.classId}/invitation/accept`,
        valid ? { shareIelts: true } : { shareIelts: 'yes' },
      ),
  },
  {
    route: 'DELETE /api/classes/:classId/invitation',
    destructive: true,
    expect: addressee(204),
    send: (a, f) => a.delete(`/api/classes/${f.classId}/invitation`),
  },
  // the assigned set, through the class: learners view it, nobody else gains anything
  {
    route: 'GET /api/sets/:setId',
    label: 'GET /api/sets/:setId (assigned to the class)',
    expect: { ...members(200), teacher: 200 },
    send: (a, f) => a.get(`/api/sets/${f.setId}`),
  },
  {
    route: 'PUT /api/sets/:setId',
    label: 'PUT /api/sets/:setId (assigned: learners may not edit)',
    expect: teachers(200),
    send: async (a, f) => {
      const version = (await current.teacher.get(`/api/sets/${f.setId}`)).body.set.version;
      const cards = [{ id: f.cardId, front: 'word 1', back: 'nghĩa 1' }];
      return a.put(`/api/sets/${f.setId}`, { title: 'Set', version, cards });
    },
  },
  {
    route: 'GET /api/study/sets/:setId/cards',
    label: 'GET /api/study/sets/:setId/cards (assigned)',
    expect: members(200),
    send: (a, f) => a.get(`/api/study/sets/${f.setId}/cards`),
  },
  {
    route: 'GET /api/sets/:setId/export',
    label: 'GET /api/sets/:setId/export (assigned)',
    expect: members(200),
    send: (a, f) => a.get(`/api/sets/${f.setId}/export?format=csv`),
  },
  {
    route: 'GET /api/sets/:setId',
    label: 'GET /api/sets/:setId (assigned by a recipient whose share was withdrawn)',
    expect: nobody,
    send: (a, f) => a.get(`/api/sets/${f.withdrawnSetId}`),
  },
  {
    route: 'GET /api/study/sets/:setId/cards',
    label: 'GET /api/study/sets/:setId/cards (assigned by a recipient whose share was withdrawn)',
    expect: nobody,
    send: (a, f) => a.get(`/api/study/sets/${f.withdrawnSetId}/cards`),
  },
  {
    route: 'DELETE /api/sets/:setId',
    label: 'DELETE /api/sets/:setId (assigned: only its owner)',
    destructive: true,
    expect: teachers(204),
    send: (a, f) => a.delete(`/api/sets/${f.setId}`),
  },
];

let h: Harness;
const current = {} as Record<Role, Agent>;
/** Owns the set the teacher received and lost (withdrawnSetId). */
let outsider: Agent;
const idOf = async (agent: Agent) =>
  (await agent.get('/api/auth/get-session')).body.user.id as string;
const emailOf = async (agent: Agent) =>
  (await agent.get('/api/auth/get-session')).body.user.email as string;

/** A fresh class of the teacher's with two learners, a removed one and an assigned set. */
async function makeFixture(): Promise<Fixture> {
  const { teacher } = current;
  const created = await teacher.post('/api/classes', { name: 'Lớp A' });
  expect(created.status).toBe(201);
  const classId = created.body.class.id as string;
  const code = created.body.class.joinCode as string;
  for (const role of ['learner', 'other', 'removed'] as const) {
    expect((await current[role].post('/api/classes/join', { code })).status).toBe(200);
  }
  const removedId = await idOf(current.removed);
  expect((await teacher.delete(`/api/classes/${classId}/members/${removedId}`)).status).toBe(204);
  const set = (await teacher.post('/api/sets', setBody(2, 'Assigned'))).body.set;
  const other = (await teacher.post('/api/sets', setBody(1, 'Not yet'))).body.set;
  const assigned = await teacher.post(`/api/classes/${classId}/assignments`, { setId: set.id });
  expect(assigned.status).toBe(201);
  const withdrawn = (await outsider.post('/api/sets', setBody(1, 'Withdrawn'))).body.set;
  const shared = await outsider.post(`/api/sets/${withdrawn.id}/shares`, {
    email: await emailOf(teacher),
  });
  expect(
    (await teacher.post(`/api/classes/${classId}/assignments`, { setId: withdrawn.id })).status,
  ).toBe(201);
  expect(
    (await outsider.delete(`/api/sets/${withdrawn.id}/shares/${shared.body.share.id}`)).status,
  ).toBe(204);
  const invited = await teacher.post(`/api/classes/${classId}/invitations`, {
    email: await emailOf(current.invited),
  });
  expect(invited.body.status).toBe('pending');
  const ids = {} as Record<Role, string>;
  for (const role of ROLES) ids[role] = role === 'anonymous' ? 'nobody' : await idOf(current[role]);
  return {
    classId,
    code,
    setId: set.id,
    cardId: set.cards[0].id,
    otherSetId: other.id,
    withdrawnSetId: withdrawn.id,
    ids,
  };
}

describe('the class access matrix', () => {
  let shared: Fixture;

  beforeAll(async () => {
    h = await createHarness();
    for (const role of ROLES) {
      current[role] = role === 'anonymous' ? h.agent() : await signedInAgent(h, `c-${role}`);
    }
    outsider = await signedInAgent(h, 'c-outsider');
    shared = await makeFixture();
  }, 120_000);
  afterAll(async () => h.close());

  it('covers every class endpoint', () => {
    const routes = new Set(
      h.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/classes'))
        .map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set(CASES.map((c) => c.route));
    // the list and the creation take no id: every caller sees only their own classes
    const missing = [...routes].filter(
      (r) => !covered.has(r) && r !== 'GET /api/classes' && r !== 'POST /api/classes',
    );
    expect(missing, 'class endpoints missing from the matrix').toEqual([]);
  });

  it('lists only the caller’s own classes', async () => {
    for (const role of ROLES) {
      const res = await current[role].get('/api/classes');
      if (role === 'anonymous') {
        expect(res.status).toBe(401);
        continue;
      }
      const ids = res.body.classes.map((c: { id: string }) => c.id);
      expect(ids.includes(shared.classId), role).toBe(
        ['teacher', 'learner', 'other'].includes(role),
      );
    }
  });

  for (const c of CASES) {
    it(c.label ?? c.route, async () => {
      const seen: Partial<Record<Role, number>> = {};
      const seenInvalid: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const fixture = c.destructive ? await makeFixture() : shared;
        // the invalid request first: it changes nothing, and a destructive valid one (an
        // accepted invitation) would leave nothing to refuse
        if (c.validates) {
          const invalid = await c.send(current[role], fixture, role, false);
          seenInvalid[role] = invalid.status;
        }
        const response = await c.send(current[role], fixture, role, true);
        seen[role] = response.status;
        expect(response.status, `${role}: ${JSON.stringify(response.body)}`).not.toBe(500);
      }
      expect(seen).toEqual(c.expect);
      if (c.validates) {
        const expected = Object.fromEntries(
          ROLES.map((role) => [role, c.expect[role] < 300 ? 400 : c.expect[role]]),
        );
        expect(seenInvalid).toEqual(expected);
      }
    });
  }
});
