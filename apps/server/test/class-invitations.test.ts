import { INVITATION_RATE_LIMITS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  uniqueEmail,
  type Agent,
  type Harness,
} from './helpers/harness.ts';
import { users } from '../src/db/schema/auth.ts';
import type { Mailer } from '../src/providers/mail/mailer.ts';

/**
 * Issue 34 §25: a class invitation waits for its addressee to accept it (or decline it), also
 * when the address already has an account, and the teacher's answer is the same whether it has
 * one or not. Issue 34 §23: a pending invitation is mailed once however often it is sent again;
 * invitations and shares are limited per sender (429 with Retry-After, counted in the database
 * so every instance shares the count).
 */
describe('class invitations', () => {
  let h: Harness;
  let teacher: Agent;
  let learner: Agent;
  let learnerEmail: string;
  let classId: string;

  const session = async (agent: Agent) =>
    (await agent.get('/api/auth/get-session')).body.user as { id: string; email: string };
  const mailsTo = async (address: string) => (await h.outbox()).filter((m) => m.to === address);
  const page = async (agent: Agent = teacher) =>
    (await agent.get(`/api/classes/${classId}`)).body.class;

  beforeAll(async () => {
    h = await createHarness();
    teacher = h.agent();
    await teacher.signUp(uniqueEmail('teacher'), 'secret123', 'Cô Lan');
    learner = await signedInAgent(h, 'invited-learner');
    learnerEmail = (await session(learner)).email;
    classId = (await teacher.post('/api/classes', { name: 'IELTS tối thứ Ba' })).body.class.id;
  }, 60_000);
  afterAll(async () => h.close());

  it('keeps the invitation of an existing account pending: it does not enrol them', async () => {
    const invited = await teacher.post(`/api/classes/${classId}/invitations`, {
      email: learnerEmail,
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({ email: learnerEmail, role: 'learner', status: 'pending' });
    const seen = await page();
    expect(seen.members.map((m: { email: string }) => m.email)).not.toContain(learnerEmail);
    expect(seen.invitations).toMatchObject([{ email: learnerEmail, role: 'learner' }]);
    expect((await learner.get('/api/classes')).body.classes).toEqual([]);
    expect((await learner.get(`/api/classes/${classId}`)).status).toBe(404);
  });

  it('answers the same whether the address has an account or not', async () => {
    const nobody = uniqueEmail('no-account');
    const other = await signedInAgent(h, 'has-account');
    const somebody = (await session(other)).email;
    const answers = [];
    for (const email of [nobody, somebody]) {
      const res = await teacher.post(`/api/classes/${classId}/invitations`, { email });
      answers.push({ status: res.status, body: { ...res.body, email: null } });
    }
    expect(answers[0]).toEqual(answers[1]);
    const waiting = (await page()).invitations as { email: string }[];
    const shape = (email: string) => Object.keys(waiting.find((i) => i.email === email)!).sort();
    expect(shape(nobody)).toEqual(shape(somebody));
    // a co-teacher is invited the same way: no "no account" answer, no enrolment
    const colleague = (await session(await signedInAgent(h, 'colleague-account'))).email;
    const answersTeacher = [];
    for (const email of [uniqueEmail('no-account-teacher'), colleague]) {
      const res = await teacher.post(`/api/classes/${classId}/members`, { email });
      answersTeacher.push({ status: res.status, body: { ...res.body, email: null } });
    }
    expect(answersTeacher).toEqual([
      { status: 201, body: { email: null, role: 'teacher', status: 'pending' } },
      { status: 201, body: { email: null, role: 'teacher', status: 'pending' } },
    ]);
    expect((await other.get('/api/classes')).body.classes).toEqual([]);
  });

  it('shows the addressee their invitations, and only them', async () => {
    const mine = await learner.get('/api/classes/invitations');
    expect(mine.status).toBe(200);
    expect(mine.body.invitations).toMatchObject([
      { classId, className: 'IELTS tối thứ Ba', role: 'learner', teachers: ['Cô Lan'] },
    ]);
    const stranger = await signedInAgent(h, 'stranger');
    expect((await stranger.get('/api/classes/invitations')).body.invitations).toEqual([]);
    const refused = await stranger.post(`/api/classes/${classId}/invitation/accept`, {});
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('INVITATION_NOT_FOUND');
    expect((await stranger.delete(`/api/classes/${classId}/invitation`)).status).toBe(404);
  });

  it('joins the class when the addressee accepts, with the consent they give', async () => {
    const accepted = await learner.post(`/api/classes/${classId}/invitation/accept`, {
      shareIelts: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.class).toMatchObject({
      id: classId,
      role: 'learner',
      me: { shareIelts: true },
    });
    expect((await learner.get('/api/classes/invitations')).body.invitations).toEqual([]);
    const seen = await page();
    expect(seen.members.map((m: { email: string }) => m.email)).toContain(learnerEmail);
    expect(seen.invitations.map((i: { email: string }) => i.email)).not.toContain(learnerEmail);
    // answered once: a second accept finds nothing
    const again = await learner.post(`/api/classes/${classId}/invitation/accept`, {});
    expect(again.body.error.code).toBe('INVITATION_NOT_FOUND');
    // inviting a member records nothing and sends nothing
    const mails = (await mailsTo(learnerEmail)).length;
    const member = await teacher.post(`/api/classes/${classId}/invitations`, {
      email: learnerEmail,
    });
    expect(member.status).toBe(200);
    expect(member.body).toEqual({ email: learnerEmail, role: 'learner', status: 'member' });
    expect((await mailsTo(learnerEmail)).length).toBe(mails);
  });

  it('forgets the invitation when the addressee declines it', async () => {
    const decliner = await signedInAgent(h, 'decliner');
    const email = (await session(decliner)).email;
    await teacher.post(`/api/classes/${classId}/invitations`, { email });
    expect((await decliner.delete(`/api/classes/${classId}/invitation`)).status).toBe(204);
    expect((await decliner.get('/api/classes')).body.classes).toEqual([]);
    expect((await decliner.get('/api/classes/invitations')).body.invitations).toEqual([]);
    expect((await page()).invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect((await decliner.delete(`/api/classes/${classId}/invitation`)).status).toBe(404);
  });

  it('lets a newcomer who signs up with the address accept (no enrolment at sign-up)', async () => {
    const address = uniqueEmail('newcomer');
    await teacher.post(`/api/classes/${classId}/invitations`, { email: address });
    const mail = (await mailsTo(address))[0]!;
    expect(mail.links.some((link) => link.endsWith('/register'))).toBe(true);
    const newcomer = h.agent();
    await newcomer.signUp(address);
    expect((await newcomer.get('/api/classes')).body.classes).toEqual([]);
    expect((await newcomer.get('/api/classes/invitations')).body.invitations).toHaveLength(1);
    const accepted = await newcomer.post(`/api/classes/${classId}/invitation/accept`, {});
    expect(accepted.body.class).toMatchObject({ role: 'learner', me: { shareIelts: false } });
  });

  it('makes an invited co-teacher a teacher when they accept', async () => {
    const colleague = await signedInAgent(h, 'colleague');
    await teacher.post(`/api/classes/${classId}/members`, {
      email: (await session(colleague)).email,
    });
    const mine = (await colleague.get('/api/classes/invitations')).body.invitations;
    expect(mine).toMatchObject([{ classId, role: 'teacher' }]);
    const accepted = await colleague.post(`/api/classes/${classId}/invitation/accept`, {});
    expect(accepted.body.class.role).toBe('teacher');
    expect(accepted.body.class.members).not.toBeNull();
  });

  it('mails a pending invitation once however often it is sent (issue 34 §23)', async () => {
    const address = uniqueEmail('twenty-times');
    const existing = await signedInAgent(h, 'twenty-times-account');
    const account = (await session(existing)).email;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await teacher.post(`/api/classes/${classId}/invitations`, { email: address });
      statuses.push(res.status);
      await teacher.post(`/api/classes/${classId}/invitations`, { email: account });
    }
    expect((await mailsTo(address)).length).toBe(1);
    expect((await mailsTo(account)).length).toBe(1);
    // the first records it (201), the others find it pending (200)
    expect(statuses).toEqual([201, ...Array<number>(19).fill(200)]);
    // a share to one address, sent again, is mailed once too (its permission changes)
    const set = (await teacher.post('/api/sets', setBody(1, 'Mailed once'))).body.set;
    const recipient = uniqueEmail('share-twice');
    for (const permission of ['view', 'edit', 'view'] as const) {
      await teacher.post(`/api/sets/${set.id}/shares`, { email: recipient, permission });
    }
    expect((await mailsTo(recipient)).length).toBe(1);
    expect(
      (await page()).invitations.filter((i: { email: string }) => i.email === address),
    ).toHaveLength(1);
  });
});

describe('the per-sender limit on invitations and shares (issue 34 §23)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
  }, 60_000);
  afterAll(async () => h.close());

  it('answers 429 with Retry-After once a sender has sent the hour’s invitations and shares', async () => {
    const [hourly] = INVITATION_RATE_LIMITS;
    const sender = await signedInAgent(h, 'sender');
    const classId = (await sender.post('/api/classes', { name: 'Lớp' })).body.class.id;
    const set = (await sender.post('/api/sets', setBody(1))).body.set;
    // class invitations, co-teacher invitations and shares count together
    for (let i = 0; i < hourly!.max; i += 1) {
      const res =
        i % 3 === 0
          ? await sender.post(`/api/classes/${classId}/invitations`, { email: uniqueEmail('a') })
          : i % 3 === 1
            ? await sender.post(`/api/sets/${set.id}/shares`, { email: uniqueEmail('b') })
            : await sender.post(`/api/classes/${classId}/members`, { email: uniqueEmail('c') });
      expect(res.status, `request ${i + 1}`).toBe(201);
    }
    const sent = (await h.outbox()).length;
    for (const refused of [
      await sender.post(`/api/classes/${classId}/invitations`, { email: uniqueEmail('d') }),
      await sender.post(`/api/sets/${set.id}/shares`, { email: uniqueEmail('e') }),
      await sender.post(`/api/classes/${classId}/members`, { email: uniqueEmail('f') }),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(hourly!.windowSeconds);
    }
    expect((await h.outbox()).length).toBe(sent);
    // counted in the database: another instance refuses the sender too
    const other = await h.instance({ listen: false });
    const elsewhere = await sender
      .on(other.app)
      .post(`/api/classes/${classId}/invitations`, { email: uniqueEmail('g') });
    expect(elsewhere.status).toBe(429);
    // another sender is not held up
    const colleague = await signedInAgent(h, 'colleague');
    const theirs = (await colleague.post('/api/sets', setBody(1))).body.set;
    expect(
      (await colleague.post(`/api/sets/${theirs.id}/shares`, { email: uniqueEmail('h') })).status,
    ).toBe(201);
  });
});

describe('class invitations where addresses can be verified (SMTP)', () => {
  let h: Harness;
  const smtp: Mailer = { kind: 'smtp', send: async () => undefined };

  beforeAll(async () => {
    h = await createHarness({ mailer: smtp });
  });
  afterAll(async () => h.close());

  it('reach an account only once its address is verified', async () => {
    const teacher = await signedInAgent(h, 'smtp-teacher');
    const classId = (await teacher.post('/api/classes', { name: 'IELTS sáng Chủ nhật' })).body.class
      .id;
    const address = uniqueEmail('co-teacher');
    const invited = await teacher.post(`/api/classes/${classId}/members`, { email: address });
    expect(invited.status).toBe(201);
    // someone signs up with the address without proving it is theirs
    const claimant = h.agent();
    expect((await claimant.signUp(address, 'secret123', 'Người lạ')).status).toBe(200);
    expect((await claimant.get('/api/classes/invitations')).body.invitations).toEqual([]);
    const refused = await claimant.post(`/api/classes/${classId}/invitation/accept`, {});
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('INVITATION_NOT_FOUND');
    expect((await claimant.delete(`/api/classes/${classId}/invitation`)).status).toBe(404);
    // the address verified: the invitation is theirs to accept
    await h.db.update(users).set({ emailVerified: true }).where(eq(users.email, address));
    h.sessions.clear();
    const mine = (await claimant.get('/api/classes/invitations')).body.invitations;
    expect(mine).toMatchObject([{ classId, role: 'teacher' }]);
    const accepted = await claimant.post(`/api/classes/${classId}/invitation/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.class.role).toBe('teacher');
  });
});
