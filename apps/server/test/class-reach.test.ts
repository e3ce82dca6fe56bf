import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/**
 * Issue 34 §22: a set reaches a class's learners only while a teacher of that class may still
 * take 'set.assign' on it in their own right (its owner, or a share) — live, from the one
 * access rule. A view recipient who assigned the owner's set to their class loses it for the
 * whole class when the owner withdraws the share (the recipient's second account joining the
 * class included); the owner sees which classes reach the set and may end an assignment.
 */
const TZ = 'Asia/Ho_Chi_Minh';

describe('a shared set assigned to a class', () => {
  let h: Harness;
  let owner: Agent;
  let teacher: Agent;
  let coTeacher: Agent;
  let learner: Agent;
  let set: { id: string; cards: { id: string }[] };
  let classId: string;
  let code: string;
  let teacherShareId: string;

  const session = async (agent: Agent) =>
    (await agent.get('/api/auth/get-session')).body.user as { id: string; email: string };
  const share = async (agent: Agent, permission: 'view' | 'edit' = 'view') => {
    const res = await owner.post(`/api/sets/${set.id}/shares`, {
      email: (await session(agent)).email,
      permission,
    });
    expect(res.status).toBe(201);
    return res.body.share.id as string;
  };

  /** What a class's learner may do with the set, as statuses (200/201 allowed, 404 gone). */
  async function reach(agent: Agent) {
    const list = (await agent.get('/api/sets')).body.sets as { id: string }[];
    const today = (await agent.get(`/api/study/today?timeZone=${encodeURIComponent(TZ)}`)).body
      .cards as { setId: string }[];
    return {
      inList: list.some((s) => s.id === set.id),
      inToday: today.some((c) => c.setId === set.id),
      read: (await agent.get(`/api/sets/${set.id}`)).status,
      export: (await agent.get(`/api/sets/${set.id}/export?format=csv`)).status,
      copy: (await agent.post(`/api/sets/${set.id}/copy`)).status,
      study: (await agent.get(`/api/study/sets/${set.id}/cards`)).status,
      session: (
        await agent.post(`/api/study/sets/${set.id}/sessions`, {
          sessionId: crypto.randomUUID(),
          cardOrder: [],
        })
      ).status,
      learn: (await agent.get(`/api/learn/sets/${set.id}`)).status,
    };
  }
  const allowed = {
    inList: true,
    inToday: true,
    read: 200,
    export: 200,
    copy: 201,
    study: 200,
    session: 201,
    learn: 200,
  };
  const gone = {
    inList: false,
    inToday: false,
    read: 404,
    export: 404,
    copy: 404,
    study: 404,
    session: 404,
    learn: 404,
  };

  beforeAll(async () => {
    h = await createHarness();
    owner = await signedInAgent(h, 'owner');
    teacher = await signedInAgent(h, 'recipient-teacher');
    coTeacher = await signedInAgent(h, 'co-teacher');
    learner = await signedInAgent(h, 'class-learner');
    set = (await owner.post('/api/sets', setBody(2, 'Owner’s words'))).body.set;
    teacherShareId = await share(teacher);
    const created = await teacher.post('/api/classes', { name: 'Lớp của người nhận' });
    classId = created.body.class.id;
    code = created.body.class.joinCode;
    expect(
      (await teacher.post(`/api/classes/${classId}/assignments`, { setId: set.id })).status,
    ).toBe(201);
    expect((await learner.post('/api/classes/join', { code })).status).toBe(200);
  }, 60_000);
  afterAll(async () => h.close());

  it('reaches the class while the assigning recipient may read the set', async () => {
    expect(await reach(learner)).toEqual(allowed);
  });

  it('is gone for the whole class once the owner withdraws the share', async () => {
    expect((await owner.delete(`/api/sets/${set.id}/shares/${teacherShareId}`)).status).toBe(204);
    expect(await reach(learner)).toEqual(gone);
    // the recipient's second account joining the class gains nothing either
    const second = await signedInAgent(h, 'recipient-second');
    expect((await second.post('/api/classes/join', { code })).status).toBe(200);
    expect(await reach(second)).toEqual(gone);
    // nor does the recipient, and the class page no longer names the set
    expect((await teacher.get(`/api/sets/${set.id}`)).status).toBe(404);
    for (const member of [teacher, learner]) {
      const page = (await member.get(`/api/classes/${classId}`)).body.class;
      expect(page.assignments).toEqual([]);
      expect(JSON.stringify(page)).not.toContain('Owner’s words');
    }
    const summary = (await teacher.get('/api/classes')).body.classes.find(
      (c: { id: string }) => c.id === classId,
    );
    expect(summary.assignmentCount).toBe(0);
    // and the teacher cannot assign it again
    const again = await teacher.post(`/api/classes/${classId}/assignments`, { setId: set.id });
    expect(again.status).toBe(404);
  });

  it('shows the owner which classes the set was assigned to, and whether each reaches it', async () => {
    const listed = await owner.get(`/api/sets/${set.id}/classes`);
    expect(listed.status).toBe(200);
    expect(listed.body.classes).toMatchObject([
      {
        classId,
        name: 'Lớp của người nhận',
        teacherName: 'Học viên',
        learnerCount: 2,
        reaches: false,
      },
    ]);
    // recipients and strangers learn nothing about it
    expect((await teacher.get(`/api/sets/${set.id}/classes`)).status).toBe(404);
    expect((await learner.get(`/api/sets/${set.id}/classes`)).status).toBe(404);
  });

  it('follows any teacher of the class who may still assign the set', async () => {
    // shared again: the assignment reaches the class again (the rule is live)
    teacherShareId = await share(teacher);
    expect(await reach(learner)).toEqual(allowed);
    // a co-teacher with a share of their own keeps it alive when the first one loses theirs
    const invited = await teacher.post(`/api/classes/${classId}/members`, {
      email: (await session(coTeacher)).email,
    });
    expect(invited.status).toBe(201);
    expect(
      (await coTeacher.post(`/api/classes/${classId}/invitation/accept`, {})).body.class.role,
    ).toBe('teacher');
    const coShareId = await share(coTeacher);
    await owner.delete(`/api/sets/${set.id}/shares/${teacherShareId}`);
    expect((await learner.get(`/api/sets/${set.id}`)).status).toBe(200);
    expect((await owner.get(`/api/sets/${set.id}/classes`)).body.classes[0].reaches).toBe(true);
    await owner.delete(`/api/sets/${set.id}/shares/${coShareId}`);
    expect((await learner.get(`/api/sets/${set.id}`)).status).toBe(404);
    teacherShareId = await share(teacher);
    expect((await learner.get(`/api/sets/${set.id}`)).status).toBe(200);
  });

  it('a recipient who reads the set only through a class may not assign it elsewhere', async () => {
    const other = (await learner.post('/api/classes', { name: 'Lớp của học viên' })).body.class;
    const refused = await learner.post(`/api/classes/${other.id}/assignments`, { setId: set.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });

  it('lets the owner end an assignment: the class loses the set at once', async () => {
    const ended = await owner.delete(`/api/sets/${set.id}/classes/${classId}`);
    expect(ended.status).toBe(204);
    expect(await reach(learner)).toEqual(gone);
    expect((await owner.get(`/api/sets/${set.id}/classes`)).body.classes).toEqual([]);
    expect((await owner.delete(`/api/sets/${set.id}/classes/${classId}`)).body.error.code).toBe(
      'ASSIGNMENT_NOT_FOUND',
    );
    // only the owner: the teacher (still a recipient) may not end it for them
    expect(
      (await teacher.post(`/api/classes/${classId}/assignments`, { setId: set.id })).status,
    ).toBe(201);
    expect((await teacher.delete(`/api/sets/${set.id}/classes/${classId}`)).status).toBe(403);
    // the learner sees the set again (assigned anew), a stranger does not
    expect((await learner.delete(`/api/sets/${set.id}/classes/${classId}`)).status).toBe(403);
    const stranger = await signedInAgent(h, 'stranger');
    expect((await stranger.get(`/api/sets/${set.id}/classes`)).status).toBe(404);
  });
});
