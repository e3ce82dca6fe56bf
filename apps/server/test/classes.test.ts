import { CLASS_JOIN_RATE_LIMIT, JOIN_CODE_ALPHABET } from '@app/contracts';
import { learnerDayKey } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  uniqueEmail,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/** Issue 22 §1: classes end to end through the API, on a real database. */
let h: Harness;
let teacher: Agent;
let learner: Agent;
let other: Agent;

const session = async (agent: Agent) => (await agent.get('/api/auth/get-session')).body.user;

/** Rates `cardId` of `setId` with `rating` in a new study session of `agent`. */
async function rate(agent: Agent, setId: string, cardId: string, rating: number) {
  const sessionId = crypto.randomUUID();
  const started = await agent.post(`/api/study/sets/${setId}/sessions`, {
    sessionId,
    cardOrder: [],
  });
  expect(started.status).toBe(201);
  const rated = await agent.post(`/api/study/sessions/${sessionId}/reviews`, {
    eventId: crypto.randomUUID(),
    cardId,
    rating,
    elapsedMs: 800,
    reviewedAt: new Date().toISOString(),
    timeZone: 'UTC',
  });
  expect(rated.status).toBe(200);
}

describe('classes', () => {
  let classId: string;
  let code: string;
  let set: { id: string; cards: { id: string }[] };

  beforeAll(async () => {
    h = await createHarness();
    teacher = await signedInAgent(h, 'teacher');
    learner = h.agent();
    // a name that a spreadsheet would run as a formula
    await learner.signUp(uniqueEmail('learner'), 'secret123', '=HYPERLINK("x")');
    other = await signedInAgent(h, 'other');
  }, 60_000);
  afterAll(async () => h.close());

  it('creates a class whose creator is its teacher, with a random 8-character code', async () => {
    const created = await teacher.post('/api/classes', { name: '  IELTS 6.5 tối thứ Ba ' });
    expect(created.status).toBe(201);
    expect(created.body.class).toMatchObject({ name: 'IELTS 6.5 tối thứ Ba', role: 'teacher' });
    classId = created.body.class.id;
    code = created.body.class.joinCode;
    expect(code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`));
    const second = await teacher.post('/api/classes', { name: 'Another' });
    expect(second.body.class.joinCode).not.toBe(code);
    expect((await teacher.post('/api/classes', { name: '   ' })).body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Vui lòng nhập tên lớp',
    });
  });

  it('lets learners join by the code (any case, dashes), IELTS sharing off by default', async () => {
    const joined = await learner.post('/api/classes/join', {
      code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.class).toMatchObject({
      role: 'learner',
      joinCode: null,
      members: null,
      invitations: null,
      me: { shareIelts: false },
    });
    expect(joined.body.class.teachers).toEqual([
      { userId: (await session(teacher)).id, name: 'Học viên' },
    ]);
    expect((await other.post('/api/classes/join', { code, shareIelts: true })).status).toBe(200);
    const wrong = await other.post('/api/classes/join', { code: 'ZZZZZZZZ' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('CLASS_CODE_INVALID');
    const list = (await teacher.get('/api/classes')).body.classes;
    expect(list.find((c: { id: string }) => c.id === classId)).toMatchObject({
      role: 'teacher',
      learnerCount: 2,
      teacherCount: 1,
      assignmentCount: 0,
    });
    const members = (await teacher.get(`/api/classes/${classId}`)).body.class.members;
    expect(members.map((m: { email: string }) => m.email)).toContain((await session(other)).email);
  });

  it('puts the learner’s memberships in their data export', async () => {
    const exported = await other.get('/api/account/export');
    expect(exported.body.classes).toMatchObject([
      { classId, name: 'IELTS 6.5 tối thứ Ba', role: 'learner', shareIelts: true },
    ]);
  });

  it('assigns a set: learners view and study it, labelled with the class', async () => {
    set = (await teacher.post('/api/sets', setBody(3, 'Unit 1 words'))).body.set;
    const assigned = await teacher.post(`/api/classes/${classId}/assignments`, {
      setId: set.id,
      dueDate: '2030-06-30',
      note: 'Học trước thứ Ba',
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.assignment).toMatchObject({
      setId: set.id,
      title: 'Unit 1 words',
      cardCount: 3,
      dueDate: '2030-06-30',
      note: 'Học trước thứ Ba',
    });
    const sets = (await learner.get('/api/sets')).body.sets;
    expect(sets.find((s: { id: string }) => s.id === set.id)).toMatchObject({
      access: 'view',
      classes: [{ id: classId, name: 'IELTS 6.5 tối thứ Ba' }],
    });
    const view = await learner.get(`/api/classes/${classId}`);
    expect(view.body.class.assignments).toHaveLength(1);
    await rate(learner, set.id, set.cards[0]!.id, 4);
    await rate(learner, set.id, set.cards[1]!.id, 1);
    // a learner may not assign, and a teacher may not assign a set they cannot read
    const strangerSet = (await other.post('/api/sets', setBody(1, 'Mine'))).body.set;
    expect(
      (await learner.post(`/api/classes/${classId}/assignments`, { setId: set.id })).status,
    ).toBe(403);
    const refused = await teacher.post(`/api/classes/${classId}/assignments`, {
      setId: strangerSet.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('SET_NOT_FOUND');
  });

  it('shows the teacher each learner’s figures, IELTS bands only when shared', async () => {
    const otherId = (await session(other)).id;
    await h.db.execute(sql`
      insert into test_results (user_id, test_type, test_number, band_score, completed_at, created_at)
      values (${otherId}, 'reading', 1, 6, now() - interval '2 days', now() - interval '2 days'),
             (${otherId}, 'reading', 2, 6.5, now(), now())`);
    const progress = await teacher.get(`/api/classes/${classId}/progress?timeZone=UTC`);
    expect(progress.status).toBe(200);
    // the learner's day: before their rollover hour (4:00 by default) it is still yesterday's
    const { dayStartsAtHour } = (await learner.get('/api/account/preferences')).body;
    const learnerToday = learnerDayKey(new Date(), 'UTC', dayStartsAtHour);
    const byName = Object.fromEntries(
      progress.body.learners.map((l: { name: string }) => [l.name, l]),
    );
    expect(byName['=HYPERLINK("x")']).toMatchObject({
      reviews7d: 2,
      accuracy7d: 50,
      lastStudiedDay: learnerToday,
      streak: 1,
      ielts: null,
    });
    // the stats module's streak: test days count, yesterday's gap is the week's freeze
    expect(byName['Học viên']).toMatchObject({ reviews7d: 0, accuracy7d: null, streak: 2 });
    expect(byName['Học viên'].ielts.reading).toEqual({ latest: 6.5, previous: 6 });
    // each learner sees their own row, exactly as the teacher does, and nobody else's
    const own = await learner.get(`/api/classes/${classId}/progress/me?timeZone=UTC`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ today: progress.body.today, learner: byName['=HYPERLINK("x")'] });
    const theirs = await other.get(`/api/classes/${classId}/progress/me?timeZone=UTC`);
    expect(theirs.body.learner).toEqual(byName['Học viên']);
    expect(JSON.stringify(own.body)).not.toContain('Học viên');
    // the learner withdraws their consent: the bands are gone
    expect(
      (await other.patch(`/api/classes/${classId}/me`, { shareIelts: false })).body.class.me,
    ).toMatchObject({ shareIelts: false });
    const again = await teacher.get(`/api/classes/${classId}/progress?timeZone=UTC`);
    expect(again.body.learners.every((l: { ielts: unknown }) => l.ielts === null)).toBe(true);
    const csv = await teacher.get(`/api/classes/${classId}/progress.csv?timeZone=UTC`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")",0,2,50,`);
    expect((await learner.get(`/api/classes/${classId}/progress?timeZone=UTC`)).status).toBe(403);
  });

  it("writes the CSV's headings in the teacher's language (issue 34 §14)", async () => {
    const url = `/api/classes/${classId}/progress.csv?timeZone=UTC`;
    const headings = async (query: string) => {
      const csv = await teacher.get(`${url}${query}`);
      expect(csv.status).toBe(200);
      return (csv.body as string).replace(/^\uFEFF/, '').split('\r\n')[0];
    };
    const VI =
      'Học viên,Thẻ đến hạn,Lượt ôn 7 ngày,Đạt 7 ngày (%),Ngày học gần nhất,Chuỗi ngày học,IELTS Reading,IELTS Listening,IELTS Writing,IELTS Speaking';
    const EN =
      'Learner,Cards due,Reviews in 7 days,Passed in 7 days (%),Last day studied,Study streak (days),IELTS Reading,IELTS Listening,IELTS Writing,IELTS Speaking';
    expect(await headings('&language=vi')).toBe(VI);
    expect(await headings('&language=en')).toBe(EN);
    // not named in the address: the account's language
    expect(await headings('')).toBe(VI);
    const preferences = await teacher.patch('/api/account/preferences?timeZone=UTC', {
      language: 'en',
    });
    expect(preferences.status).toBe(200);
    expect(await headings('')).toBe(EN);
    expect(await headings('&language=vi')).toBe(VI);
    expect((await teacher.get(`${url}&language=fr`)).status).toBe(400);
    await teacher.patch('/api/account/preferences?timeZone=UTC', { language: 'vi' });
  });

  it('withdraws a set: the learners lose it at once', async () => {
    expect((await teacher.delete(`/api/classes/${classId}/assignments/${set.id}`)).status).toBe(
      204,
    );
    const sets = (await learner.get('/api/sets')).body.sets;
    expect(sets.map((s: { id: string }) => s.id)).not.toContain(set.id);
    expect((await learner.get(`/api/study/sets/${set.id}/cards`)).status).toBe(404);
    expect((await teacher.delete(`/api/classes/${classId}/assignments/${set.id}`)).status).toBe(
      404,
    );
  });

  it('invites by e-mail: pending until the address signs up and accepts, then a learner', async () => {
    const address = uniqueEmail('invited');
    const invited = await teacher.post(`/api/classes/${classId}/invitations`, { email: address });
    expect(invited.body).toEqual({ email: address, role: 'learner', status: 'pending' });
    const mail = (await h.outbox()).find((m) => m.to === address)!;
    expect(mail.subject).toContain('IELTS 6.5 tối thứ Ba');
    expect(mail.links.some((link) => link.endsWith('/register'))).toBe(true);
    expect(mail.links.some((link) => link.endsWith('/dashboard/classes'))).toBe(true);
    expect(
      (await teacher.get(`/api/classes/${classId}`)).body.class.invitations.map(
        (i: { email: string }) => i.email,
      ),
    ).toEqual([address]);
    const newcomer = h.agent();
    await newcomer.signUp(address);
    // issue 34 §25: signing up enrols nobody; the invitation waits for an answer
    expect((await newcomer.get('/api/classes')).body.classes).toEqual([]);
    expect(
      (await newcomer.post(`/api/classes/${classId}/invitation/accept`, {})).body.class,
    ).toMatchObject({ id: classId, role: 'learner' });
    const classes = (await newcomer.get('/api/classes')).body.classes;
    expect(classes).toMatchObject([{ id: classId, role: 'learner' }]);
    expect((await teacher.get(`/api/classes/${classId}`)).body.class.invitations).toEqual([]);
  });

  it('cancels a pending invitation: the address can no longer accept it', async () => {
    const address = uniqueEmail('Cancelled');
    expect(
      (await teacher.post(`/api/classes/${classId}/invitations`, { email: address })).status,
    ).toBe(201);
    // the address as typed, any case: the invitation is stored lower-cased
    const path = `/api/classes/${classId}/invitations/${encodeURIComponent(address.toUpperCase())}`;
    expect((await teacher.delete(path)).status).toBe(204);
    const again = await teacher.delete(path);
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({
      code: 'INVITATION_NOT_FOUND',
      message: 'Không có lời mời nào đang chờ cho địa chỉ này.',
    });
    expect((await teacher.get(`/api/classes/${classId}`)).body.class.invitations).toEqual([]);
    const bad = await teacher.delete(`/api/classes/${classId}/invitations/not-an-address`);
    expect(bad.status).toBe(400);
    const newcomer = h.agent();
    await newcomer.signUp(address);
    expect((await newcomer.get('/api/classes')).body.classes).toEqual([]);
    expect((await newcomer.get('/api/classes/invitations')).body.invitations).toEqual([]);
  });

  it('adds a teacher, keeps one teacher, lets a learner leave and a teacher remove one', async () => {
    const colleague = await signedInAgent(h, 'colleague');
    const added = await teacher.post(`/api/classes/${classId}/members`, {
      email: (await session(colleague)).email,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ role: 'teacher', status: 'pending' });
    const accepted = await colleague.post(`/api/classes/${classId}/invitation/accept`, {});
    expect(accepted.body.class.role).toBe('teacher');
    // an address without an account is invited the same way (issue 34 §25: no "no account")
    const nobody = await teacher.post(`/api/classes/${classId}/members`, {
      email: uniqueEmail('nobody'),
    });
    expect(nobody.status).toBe(201);
    expect(nobody.body).toMatchObject({ role: 'teacher', status: 'pending' });
    const colleagueId = (await session(colleague)).id;
    expect((await colleague.delete(`/api/classes/${classId}/members/${colleagueId}`)).status).toBe(
      204,
    );
    const teacherId = (await session(teacher)).id;
    const last = await teacher.delete(`/api/classes/${classId}/members/${teacherId}`);
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe('CLASS_LAST_TEACHER');
    const learnerId = (await session(learner)).id;
    expect((await learner.delete(`/api/classes/${classId}/members/${learnerId}`)).status).toBe(204);
    expect((await learner.get(`/api/classes/${classId}`)).status).toBe(404);
    const otherId = (await session(other)).id;
    expect((await teacher.delete(`/api/classes/${classId}/members/${otherId}`)).status).toBe(204);
    expect((await other.get(`/api/classes/${classId}`)).body.error.code).toBe('CLASS_NOT_FOUND');
  });

  it('regenerates the code or turns it off', async () => {
    const renewed = await teacher.patch(`/api/classes/${classId}`, { joinCode: 'regenerate' });
    const fresh = renewed.body.class.joinCode as string;
    expect(fresh).not.toBe(code);
    expect((await learner.post('/api/classes/join', { code })).status).toBe(404);
    expect((await learner.post('/api/classes/join', { code: fresh })).status).toBe(200);
    const off = await teacher.patch(`/api/classes/${classId}`, { joinCode: 'off', name: 'B' });
    expect(off.body.class).toMatchObject({ joinCode: null, name: 'B' });
    expect((await other.post('/api/classes/join', { code: fresh })).status).toBe(404);
  });

  it('limits joins by code per user, right or wrong (no guessing codes)', async () => {
    const guesser = await signedInAgent(h, 'guesser');
    for (let i = 0; i < CLASS_JOIN_RATE_LIMIT.max; i += 1) {
      expect((await guesser.post('/api/classes/join', { code: 'ZZZZZZZZ' })).status).toBe(404);
    }
    const refused = await guesser.post('/api/classes/join', { code: 'ZZZZZZZZ' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // another learner is not held up
    expect((await other.post('/api/classes/join', { code: 'ZZZZZZZZ' })).status).toBe(404);
  });

  it('deletes the classes of a deleted account that had no other teacher', async () => {
    const solo = await signedInAgent(h, 'solo');
    const duo = await signedInAgent(h, 'duo');
    const alone = (await solo.post('/api/classes', { name: 'Alone' })).body.class;
    const shared = (await solo.post('/api/classes', { name: 'Shared' })).body.class;
    await solo.post(`/api/classes/${shared.id}/members`, { email: (await session(duo)).email });
    await duo.post(`/api/classes/${shared.id}/invitation/accept`, {});
    await learner.post('/api/classes/join', { code: alone.joinCode });
    expect((await solo.request('DELETE', '/api/account', { password: 'secret123' })).status).toBe(
      204,
    );
    expect((await learner.get(`/api/classes/${alone.id}`)).status).toBe(404);
    const kept = await duo.get(`/api/classes/${shared.id}`);
    expect(kept.body.class.teachers).toHaveLength(1);
  });

  it('deletes a class: its learners lose its sets', async () => {
    const kept = (await teacher.post('/api/sets', setBody(1, 'Kept'))).body.set;
    await teacher.post(`/api/classes/${classId}/assignments`, { setId: kept.id });
    expect((await learner.get(`/api/sets/${kept.id}`)).status).toBe(200);
    expect((await learner.delete(`/api/classes/${classId}`)).status).toBe(403);
    expect((await teacher.delete(`/api/classes/${classId}`)).status).toBe(204);
    expect((await learner.get(`/api/sets/${kept.id}`)).status).toBe(404);
    expect((await teacher.get(`/api/sets/${kept.id}`)).status).toBe(200);
  });
});
