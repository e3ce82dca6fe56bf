import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  uniqueEmail,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const TZ = 'Asia/Ho_Chi_Minh';

/** Issue 7 §5 / spec §6: owner, edit and view recipients, strangers and the signed-out. */
describe('sharing a set', () => {
  let h: Harness;
  let owner: Agent;
  let editor: Agent;
  let viewer: Agent;
  let stranger: Agent;
  let editorEmail: string;
  let viewerEmail: string;
  let set: { id: string; version: number; cards: { id: string }[] };
  let editShareId: string;
  let viewShareId: string;

  const email = async (agent: Agent) =>
    (await agent.get('/api/auth/get-session')).body.user.email as string;

  beforeAll(async () => {
    h = await createHarness();
    owner = await signedInAgent(h, 'owner');
    editor = await signedInAgent(h, 'editor');
    viewer = await signedInAgent(h, 'viewer');
    stranger = await signedInAgent(h, 'stranger');
    editorEmail = await email(editor);
    viewerEmail = await email(viewer);
    set = (await owner.post('/api/sets', setBody(3, 'Shared words'))).body.set;
    const e = await owner.post(`/api/sets/${set.id}/shares`, {
      email: `  ${editorEmail.toUpperCase()} `,
      permission: 'edit',
    });
    expect(e.status).toBe(201);
    expect(e.body.share).toMatchObject({
      email: editorEmail,
      permission: 'edit',
      name: 'Học viên',
    });
    editShareId = e.body.share.id;
    const v = await owner.post(`/api/sets/${set.id}/shares`, { email: viewerEmail });
    expect(v.status).toBe(201);
    expect(v.body.share.permission).toBe('view');
    viewShareId = v.body.share.id;
  });
  afterAll(async () => h.close());

  it('lists the set for recipients with their access and the owner name', async () => {
    const forEditor = (await editor.get('/api/sets')).body.sets;
    expect(forEditor).toHaveLength(1);
    expect(forEditor[0]).toMatchObject({ id: set.id, access: 'edit', ownerName: 'Học viên' });
    const forViewer = (await viewer.get('/api/sets')).body.sets;
    expect(forViewer[0]).toMatchObject({ id: set.id, access: 'view', cardCount: 3, newCount: 3 });
    const forOwner = (await owner.get('/api/sets')).body.sets;
    expect(forOwner[0]).toMatchObject({ access: 'owner', ownerName: null });
    expect((await stranger.get('/api/sets')).body.sets).toEqual([]);
  });

  it('sends the recipient an e-mail', async () => {
    const mail = (await h.outbox()).filter((m) => m.to === viewerEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('đã chia sẻ một bộ thẻ với bạn');
    expect(mail[0]!.text).toContain('Shared words');
  });

  it('lets both recipients read and study, with review state of their own', async () => {
    for (const agent of [editor, viewer]) {
      const exported = await agent.get(`/api/sets/${set.id}/export?format=csv`);
      expect(exported.status).toBe(200);
      const got = await agent.get(`/api/sets/${set.id}`);
      expect(got.status).toBe(200);
      expect(got.body.set.access).toBe(agent === editor ? 'edit' : 'view');
      const sessionId = crypto.randomUUID();
      const started = await agent.post(`/api/study/sets/${set.id}/sessions`, {
        sessionId,
        cardOrder: [],
        timeZone: TZ,
      });
      expect(started.status).toBe(201);
      const rated = await agent.post(`/api/study/sessions/${sessionId}/reviews`, {
        eventId: crypto.randomUUID(),
        cardId: set.cards[0]!.id,
        rating: 5,
        elapsedMs: 900,
        reviewedAt: new Date().toISOString(),
        timeZone: TZ,
      });
      expect(rated.status).toBe(200);
      const state = await agent.studyState(set.id, TZ);
      expect(state.body.cards[0].review).toMatchObject({ repetitionCount: 1 });
    }
    const ownerState = await owner.studyState(set.id, TZ);
    expect(ownerState.body.cards[0].review).toBeNull();
  });

  it('lets the edit recipient save the owner set; the owner sees the change', async () => {
    const current = (await editor.get(`/api/sets/${set.id}`)).body.set;
    expect(current.version).toBe(set.version);
    const saved = await editor.put(`/api/sets/${set.id}`, {
      ...current,
      title: 'Edited by a friend',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.set.version).toBe(current.version + 1);
    expect((await owner.get(`/api/sets/${set.id}`)).body.set.title).toBe('Edited by a friend');
    set.version = saved.body.set.version;
  });

  it('adds one card from anywhere for owner and edit recipient (issue 7 §6)', async () => {
    const added = await editor.post(`/api/sets/${set.id}/cards`, {
      front: ' ubiquitous ',
      back: 'phổ biến khắp nơi',
      tags: ['Adjective'],
    });
    expect(added.status).toBe(201);
    expect(added.body.card).toMatchObject({ front: 'ubiquitous', tags: ['Adjective'] });
    expect(added.body.version).toBe(set.version + 1);
    set.version = added.body.version;
    const cards = (await owner.get(`/api/sets/${set.id}`)).body.set.cards;
    expect(cards.at(-1).front).toBe('ubiquitous');
    const study = await owner.get(`/api/study/sets/${set.id}/cards`);
    expect(study.body.cards).toHaveLength(4);
    const denied = await viewer.post(`/api/sets/${set.id}/cards`, { front: 'x', back: 'y' });
    expect(denied.status).toBe(403);
    expect(
      (await stranger.post(`/api/sets/${set.id}/cards`, { front: 'x', back: 'y' })).status,
    ).toBe(404);
    const empty = await owner.post(`/api/sets/${set.id}/cards`, { front: ' ', back: 'y' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Vui lòng nhập mặt trước của thẻ');
  });

  it('refuses a stale save with 409 and keeps the newer text', async () => {
    const stale = await owner.put(`/api/sets/${set.id}`, {
      ...setBody(2, 'Owner edit from an old tab'),
      version: set.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('SET_VERSION_CONFLICT');
    expect((await owner.get(`/api/sets/${set.id}`)).body.set.title).toBe('Edited by a friend');
    const missing = await owner.put(`/api/sets/${set.id}`, setBody(2, 'No version'));
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('version');
  });

  it('refuses writes below the permission with 403 and the spec message', async () => {
    const current = (await viewer.get(`/api/sets/${set.id}`)).body.set;
    const viewSave = await viewer.put(`/api/sets/${set.id}`, { ...current, title: 'No' });
    expect(viewSave.status).toBe(403);
    expect(viewSave.body.error.message).toBe(
      'Bạn chỉ có quyền xem bộ thẻ này. Không thể chỉnh sửa.',
    );
    for (const agent of [editor, viewer]) {
      expect((await agent.delete(`/api/sets/${set.id}`)).status).toBe(403);
      expect((await agent.get(`/api/sets/${set.id}/shares`)).status).toBe(403);
      const reshare = await agent.post(`/api/sets/${set.id}/shares`, { email: uniqueEmail() });
      expect(reshare.status).toBe(403);
      expect(
        (await agent.patch(`/api/sets/${set.id}/shares/${viewShareId}`, { permission: 'edit' }))
          .status,
      ).toBe(403);
      expect((await agent.delete(`/api/sets/${set.id}/shares/${viewShareId}`)).status).toBe(403);
    }
    expect((await owner.get(`/api/sets/${set.id}`)).body.set.title).toBe('Edited by a friend');
  });

  it('answers 404 to strangers and 401 to the signed-out on every set endpoint', async () => {
    const signedOut = h.agent();
    const current = (await owner.get(`/api/sets/${set.id}`)).body.set;
    const calls: [string, (a: Agent) => Promise<{ status: number }>][] = [
      ['GET set', (a) => a.get(`/api/sets/${set.id}`)],
      ['PUT set', (a) => a.put(`/api/sets/${set.id}`, current)],
      ['DELETE set', (a) => a.delete(`/api/sets/${set.id}`)],
      ['copy', (a) => a.post(`/api/sets/${set.id}/copy`)],
      ['GET shares', (a) => a.get(`/api/sets/${set.id}/shares`)],
      ['POST share', (a) => a.post(`/api/sets/${set.id}/shares`, { email: uniqueEmail() })],
      [
        'PATCH share',
        (a) => a.patch(`/api/sets/${set.id}/shares/${viewShareId}`, { permission: 'edit' }),
      ],
      ['DELETE share', (a) => a.delete(`/api/sets/${set.id}/shares/${viewShareId}`)],
      ['export', (a) => a.get(`/api/sets/${set.id}/export?format=csv`)],
      ['add card', (a) => a.post(`/api/sets/${set.id}/cards`, { front: 'x', back: 'y' })],
      ['study cards', (a) => a.get(`/api/study/sets/${set.id}/cards`)],
      ['study progress', (a) => a.get(`/api/study/sets/${set.id}/progress?timeZone=UTC`)],
      [
        'start session',
        (a) =>
          a.post(`/api/study/sets/${set.id}/sessions`, {
            sessionId: crypto.randomUUID(),
            cardOrder: [],
            timeZone: TZ,
          }),
      ],
    ];
    for (const [label, call] of calls) {
      expect([label, (await call(stranger)).status]).toEqual([label, 404]);
      expect([label, (await call(signedOut)).status]).toEqual([label, 401]);
    }
    expect((await owner.get(`/api/sets/${set.id}/shares`)).body.shares).toHaveLength(2);
  });

  it('lets a recipient save an independent copy', async () => {
    const copy = await viewer.post(`/api/sets/${set.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body.set).toMatchObject({ title: 'Edited by a friend (bản sao)', access: 'owner' });
    expect(copy.body.set.cards.map((c: { front: string }) => c.front)).toEqual(
      (await owner.get(`/api/sets/${set.id}`)).body.set.cards.map(
        (c: { front: string }) => c.front,
      ),
    );
    expect((await owner.get('/api/sets')).body.sets).toHaveLength(1);
  });

  it('lets the owner change and revoke a share', async () => {
    const changed = await owner.patch(`/api/sets/${set.id}/shares/${editShareId}`, {
      permission: 'view',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.share.permission).toBe('view');
    const current = (await editor.get(`/api/sets/${set.id}`)).body.set;
    expect((await editor.put(`/api/sets/${set.id}`, current)).status).toBe(403);
    expect((await owner.delete(`/api/sets/${set.id}/shares/${editShareId}`)).status).toBe(204);
    expect((await editor.get(`/api/sets/${set.id}`)).status).toBe(404);
    expect((await editor.get('/api/sets')).body.sets).toEqual([]);
    const again = await owner.delete(`/api/sets/${set.id}/shares/${editShareId}`);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('SHARE_NOT_FOUND');
  });

  it('refuses sharing with oneself and a malformed e-mail', async () => {
    const self = await owner.post(`/api/sets/${set.id}/shares`, { email: await email(owner) });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('Bạn không thể chia sẻ bộ thẻ với chính mình');
    const bad = await owner.post(`/api/sets/${set.id}/shares`, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Email không hợp lệ!');
    const empty = await owner.post(`/api/sets/${set.id}/shares`, { email: '  ' });
    expect(empty.body.error.message).toBe('Vui lòng nhập email người nhận');
  });

  it('answers a recipient sharing with their own address 403, as any recipient’s share (issue 34 §29)', async () => {
    // the set is visible to the viewer but sharing is the owner's: access before the body
    const own = await viewer.post(`/api/sets/${set.id}/shares`, { email: viewerEmail });
    expect(own.status).toBe(403);
    expect(own.body.error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Chỉ chủ sở hữu bộ thẻ mới làm được việc này.',
    });
    // and a stranger's own address: the set does not exist for them
    const theirs = await stranger.post(`/api/sets/${set.id}/shares`, {
      email: await email(stranger),
    });
    expect(theirs.status).toBe(404);
  });

  it('gives a share to an address without an account when it signs up', async () => {
    const address = uniqueEmail('newcomer');
    const shared = await owner.post(`/api/sets/${set.id}/shares`, {
      email: address,
      permission: 'edit',
    });
    expect(shared.status).toBe(201);
    expect(shared.body.share.name).toBeNull();
    const mail = (await h.outbox()).find((m) => m.to === address)!;
    expect(mail.links.some((link) => link.endsWith('/register'))).toBe(true);
    const newcomer = h.agent();
    await newcomer.signUp(address);
    const sets = (await newcomer.get('/api/sets')).body.sets;
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ id: set.id, access: 'edit' });
  });

  it('ends every share with the set when the owner deletes it', async () => {
    expect((await owner.delete(`/api/sets/${set.id}`)).status).toBe(204);
    expect(
      (await viewer.get('/api/sets')).body.sets.map((s: { id: string }) => s.id),
    ).not.toContain(set.id);
  });
});
