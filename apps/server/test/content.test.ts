import { studyContentDtoSchema } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcardSetContents } from '../src/db/schema/flashcards.ts';
import {
  APP_URL,
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/** The study content: prepared at write time, served compressed, revalidated by its ETag. */
describe('prepared study content', () => {
  let h: Harness;
  let agent: Agent;
  let setId: string;
  let cookie: string;

  beforeAll(async () => {
    h = await createHarness();
    agent = await signedInAgent(h, 'content');
    setId = (await agent.post('/api/sets', setBody(50, 'Fifty'))).body.set.id;
    cookie = agent.cookieHeader();
  });
  afterAll(async () => h.close());

  /** A raw request (the harness agent decodes JSON; here the bytes matter). */
  const raw = (headers: Record<string, string> = {}) =>
    h.app.request(`${APP_URL}/api/study/sets/${setId}/cards`, {
      headers: { cookie, origin: APP_URL, ...headers },
    });

  it('answers the same JSON as brotli, gzip or plain, with its ETag', async () => {
    const plain = await raw();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    const json = await plain.text();
    const content = studyContentDtoSchema.parse(JSON.parse(json));
    expect(content.set.title).toBe('Fifty');
    expect(content.cards.map((c) => c.front).slice(0, 2)).toEqual(['word 1', 'word 2']);

    const br = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(json);
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(json) / 3);

    const gz = await raw({ 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after an edit', async () => {
    const first = await raw();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await raw({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const set = (await agent.get(`/api/sets/${setId}`)).body.set;
    await agent.put(`/api/sets/${setId}`, { ...set, title: 'Fifty, edited' });
    const edited = await raw({ 'if-none-match': etag });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).not.toBe(etag);
    expect(JSON.parse(await edited.text()).set.title).toBe('Fifty, edited');
  });

  it('prepares the content on first read for a set that has none yet', async () => {
    await h.db.delete(flashcardSetContents).where(eq(flashcardSetContents.setId, setId));
    const res = await agent.get(`/api/study/sets/${setId}/cards`);
    expect(res.status).toBe(200);
    expect(res.body.cards).toHaveLength(50);
    const rows = await h.db
      .select()
      .from(flashcardSetContents)
      .where(eq(flashcardSetContents.setId, setId));
    expect(rows).toHaveLength(1);
  });

  it('sends the progress compressed when the client accepts it (it is rebuilt per request)', async () => {
    const sessionId = crypto.randomUUID();
    await agent.post(`/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: [] });
    const cards = (await agent.get(`/api/study/sets/${setId}/cards`)).body.cards;
    for (const card of cards.slice(0, 20)) {
      await agent.post(`/api/study/sessions/${sessionId}/reviews`, {
        eventId: crypto.randomUUID(),
        cardId: card.id,
        rating: 4,
        elapsedMs: 900,
        reviewedAt: new Date().toISOString(),
        timeZone: 'UTC',
      });
    }
    const path = `${APP_URL}/api/study/sets/${setId}/progress?timeZone=UTC`;
    const plain = await h.app.request(path, { headers: { cookie } });
    const json = await plain.text();
    expect(JSON.parse(json).reviews).toHaveLength(20);
    // brotli at quality 1 when the client takes it (the cheapest on this JSON), else gzip level 1
    const br = await h.app.request(path, { headers: { cookie, 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(json);
    expect(bytes.length).toBeLessThan(json.length / 2);
    const gz = await h.app.request(path, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);
  });

  it('serves new bytes when the stored content changed behind this process (another instance)', async () => {
    const before = await raw({ 'accept-encoding': 'br' });
    const kept = Buffer.from(await before.arrayBuffer());
    // another instance saved the set: new stored content under a new ETag
    const json = JSON.stringify({
      ...JSON.parse(brotliDecompressSync(kept).toString()),
      set: { id: setId, title: 'Changed elsewhere', color: '#2563eb' },
    });
    await h.db
      .update(flashcardSetContents)
      .set({ etag: 'W/"elsewhere"', json, gzip: gzipSync(json), brotli: brotliCompressSync(json) })
      .where(eq(flashcardSetContents.setId, setId));
    const after = await raw({ 'accept-encoding': 'br' });
    expect(after.headers.get('etag')).toBe('W/"elsewhere"');
    const title = JSON.parse(
      brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString(),
    ).set.title;
    expect(title).toBe('Changed elsewhere');
  });

  it('is deleted with its set', async () => {
    const other = (await agent.post('/api/sets', setBody(2, 'Gone'))).body.set.id;
    expect((await agent.delete(`/api/sets/${other}`)).status).toBe(204);
    const rows = await h.db
      .select()
      .from(flashcardSetContents)
      .where(eq(flashcardSetContents.setId, other));
    expect(rows).toHaveLength(0);
  });
});
