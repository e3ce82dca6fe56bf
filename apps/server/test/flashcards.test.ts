import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcards } from '../src/db/schema/flashcards.ts';
import { updateSet } from '../src/modules/flashcards/flashcards.service.ts';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

describe('flashcard sets', () => {
  let h: Harness;
  let agent: Agent;
  beforeAll(async () => {
    h = await createHarness();
    agent = await signedInAgent(h);
  });
  afterAll(async () => h.close());

  it('needs a session', async () => {
    const res = await h.agent().get('/api/sets');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it('creates, reads, lists newest first, updates and deletes', async () => {
    const a = await agent.post('/api/sets', setBody(2, 'First'));
    expect(a.status).toBe(201);
    expect(a.body.set).toMatchObject({ title: 'First', description: 'Mô tả', color: '#10B981' });
    expect(a.body.set.cards.map((c: { front: string }) => c.front)).toEqual(['word 1', 'word 2']);
    const b = await agent.post('/api/sets', setBody(3, 'Second'));

    const list = await agent.get('/api/sets');
    expect(
      list.body.sets
        .slice(0, 2)
        .map((s: { title: string; cardCount: number }) => [s.title, s.cardCount]),
    ).toEqual([
      ['Second', 3],
      ['First', 2],
    ]);

    const got = await agent.get(`/api/sets/${a.body.set.id}`);
    expect(got.body.set.cards).toHaveLength(2);

    const updated = await agent.put(`/api/sets/${b.body.set.id}`, {
      ...setBody(1, 'Renamed'),
      color: '#ef4444',
      version: b.body.set.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.set).toMatchObject({ title: 'Renamed', color: '#EF4444' });
    expect(updated.body.set.cards).toHaveLength(1);

    expect((await agent.delete(`/api/sets/${b.body.set.id}`)).status).toBe(204);
    expect((await agent.get(`/api/sets/${b.body.set.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/sets/${b.body.set.id}`)).status).toBe(404);
  });

  it('validates with the spec messages and names the field', async () => {
    const noTitle = await agent.post('/api/sets', { ...setBody(1), title: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Vui lòng nhập tên bộ thẻ',
      field: 'title',
    });

    const noCards = await agent.post('/api/sets', {
      title: 'T',
      cards: [{ front: ' ', back: '' }],
    });
    expect(noCards.body.error.message).toBe('Vui lòng thêm ít nhất một thẻ có nội dung');

    const missing = await agent.post('/api/sets', { title: 'T' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('cards');

    const badJson = await agent.request('POST', '/api/sets', '{"title":', {
      'content-type': 'application/json',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toEqual({
      code: 'INVALID_JSON',
      message: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
    });

    const badId = await agent.get('/api/sets/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.error.field).toBe('setId');
  });

  it('answers 413 for a body over 1 MB (16 MB for a new set) and JSON 404 for unknown API routes', async () => {
    const big = { ...setBody(1), description: 'x'.repeat(1024 * 1024 + 10) };
    const created = (await agent.post('/api/sets', setBody(1))).body.set;
    const res = await agent.put(`/api/sets/${created.id}`, { ...big, version: created.version });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    // a new set may carry an import's review history (CARD_HISTORY_LIMITS.setCreateBodyMaxBytes)
    const huge = { ...setBody(1), description: 'x'.repeat(16 * 1024 * 1024 + 10) };
    const create = await agent.post('/api/sets', huge);
    expect(create.status).toBe(413);
    expect(create.body.error.code).toBe('PAYLOAD_TOO_LARGE');

    const unknown = await agent.get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  it('keeps the ids (and review history) of kept cards, edited or not', async () => {
    const created = (await agent.post('/api/sets', setBody(3))).body.set;
    const [c1, c2, c3] = created.cards;
    const saved = (
      await agent.put(`/api/sets/${created.id}`, {
        title: 'Edited',
        version: created.version,
        cards: [
          { ...c3, tags: ['Verb'] },
          { id: c1.id, front: c1.front, back: 'nghĩa mới', tags: [] },
          { id: c2.id, front: c2.front, back: c2.back, tags: c2.tags },
          { front: 'new', back: 'mới', tags: [] },
        ],
      })
    ).body.set;
    expect(saved.cards.map((c: { id: string }) => c.id).slice(0, 1)).toEqual([c3.id]);
    expect(saved.cards[0].tags).toEqual(['Verb']);
    expect(saved.cards[1].id).toBe(c1.id);
    expect(saved.cards[1].back).toBe('nghĩa mới');
    expect(saved.cards[2].id).toBe(c2.id);
    expect(saved.cards[3].front).toBe('new');
  });

  it('saves atomically: a failing insert leaves the old cards intact', async () => {
    const created = (await agent.post('/api/sets', setBody(3, 'Atomic'))).body.set;
    const userId = (await agent.get('/api/auth/get-session')).body.user.id;
    // NUL cannot be stored in a PostgreSQL text column: the insert of the new card fails after
    // the delete of the removed ones and the update of the set have run.
    await expect(
      updateSet(h.db, userId, created.id, {
        title: 'Changed',
        description: '',
        color: '#3B82F6',
        cards: [
          { front: 'bad\u0000card', back: 'x', tags: [], frontImageUrl: null, backImageUrl: null },
        ],
      }),
    ).rejects.toThrow();
    const after = (await agent.get(`/api/sets/${created.id}`)).body.set;
    expect(after.title).toBe('Atomic');
    expect(after.cards.map((c: { id: string }) => c.id)).toEqual(
      created.cards.map((c: { id: string }) => c.id),
    );
    const rows = await h.db.select().from(flashcards).where(eq(flashcards.setId, created.id));
    expect(rows).toHaveLength(3);
  });

  it('stores card text as given (no HTML processing)', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const created = (
      await agent.post('/api/sets', { title: xss, cards: [{ front: xss, back: xss }] })
    ).body.set;
    expect(created.title).toBe(xss);
    expect(created.cards[0].front).toBe(xss);
  });

  it('creates the starter set from the content file', async () => {
    const res = await agent.post('/api/sets/starter');
    expect(res.status).toBe(201);
    expect(res.body.set.title).toBe('IELTS Academic Vocabulary — starter');
    expect(res.body.set.cards.length).toBeGreaterThanOrEqual(30);
    // every card's back: the meaning, an example sentence and a collocation (content/index.ts)
    expect(res.body.set.cards[0]).toMatchObject({
      front: 'evidence',
      back:
        'bằng chứng, chứng cứ — facts or information showing whether a claim is true\n' +
        'Ví dụ: Recent studies provide strong evidence that lack of sleep affects memory.\n' +
        'Collocation: provide evidence',
    });
    for (const card of res.body.set.cards) {
      expect(card.back).toMatch(/\nVí dụ: .+\nCollocation: .+$/);
    }
  });
});
