import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/** A real PNG made here. */
async function png(colour: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

/** The stored keys under `users/` (the local driver's own folders left out). */
async function storedKeys(h: Harness): Promise<string[]> {
  const root = join(h.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .filter((key) => key.startsWith('users/'));
}

const keyOf = (url: string) => url.replace('/api/files/', '');

/**
 * Issue 17 §4: a file is removed only when no card of any set (any learner) and no avatar shows
 * it any more — not when one of the cards showing it goes, nor when the uploader's account goes
 * while a card of someone else's set still shows it.
 */
describe('files still shown are never deleted', () => {
  let h: Harness;
  let owner: Agent;
  let editor: Agent;

  beforeAll(async () => {
    h = await createHarness();
    owner = await signedInAgent(h, 'owner');
    editor = await signedInAgent(h, 'editor');
  });
  afterAll(async () => h.close());

  const card = (front: string, frontImageUrl: string | null = null) => ({
    front,
    back: 'nghĩa',
    frontImageUrl,
  });

  it('keeps an image a card of another set shows when one card goes, then removes it', async () => {
    const url = (await owner.upload('/api/images', await png('#ef4444'))).body.url as string;
    const a = (await owner.post('/api/sets', { title: 'A', cards: [card('x', url), card('y')] }))
      .body.set;
    const b = (await owner.post('/api/sets', { title: 'B', cards: [card('z', url)] })).body.set;
    // the card showing it leaves set A: set B still shows it
    const saved = await owner.put(`/api/sets/${a.id}`, {
      title: 'A',
      version: a.version,
      cards: [{ id: a.cards[1].id, front: 'y', back: 'nghĩa' }],
    });
    expect(saved.status).toBe(200);
    expect(await storedKeys(h)).toContain(keyOf(url));
    expect((await owner.get(url)).status).toBe(200);
    // deleting set A altogether does not take it either
    expect((await owner.delete(`/api/sets/${a.id}`)).status).toBe(204);
    expect((await owner.get(url)).status).toBe(200);
    // once the last card showing it goes, the file goes
    expect((await owner.delete(`/api/sets/${b.id}`)).status).toBe(204);
    expect(await storedKeys(h)).not.toContain(keyOf(url));
  });

  it('keeps the images a deleted account put on another learner’s set', async () => {
    const editorEmail = (await editor.get('/api/auth/get-session')).body.user.email;
    const set = (await owner.post('/api/sets', { title: 'Shared', cards: [card('a')] })).body.set;
    await owner.post(`/api/sets/${set.id}/shares`, { email: editorEmail, permission: 'edit' });
    const onShared = (await editor.upload('/api/images', await png('#10b981'))).body.url;
    const onOwn = (await editor.upload('/api/images', await png('#f59e0b'))).body.url;
    const unused = (await editor.upload('/api/images', await png('#6366f1'))).body.url;
    const saved = await editor.put(`/api/sets/${set.id}`, {
      title: 'Shared',
      version: set.version,
      cards: [{ id: set.cards[0].id, front: 'a', back: 'nghĩa', frontImageUrl: onShared }],
    });
    expect(saved.status).toBe(200);
    await editor.post('/api/sets', { title: 'Editor’s own', cards: [card('b', onOwn)] });

    const deleted = await editor.request('DELETE', '/api/account', { password: 'secret123' });
    expect(deleted.status).toBe(204);
    const keys = await storedKeys(h);
    expect(keys).toContain(keyOf(onShared));
    expect(keys).not.toContain(keyOf(onOwn));
    expect(keys).not.toContain(keyOf(unused));
    // the owner still sees the image on their set
    expect((await owner.get(onShared)).status).toBe(200);
  });
});
