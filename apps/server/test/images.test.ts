import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  setBody,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

/** A real PNG of `width`×`height` px, made here. */
async function png(width = 64, height = 48, colour = '#3b82f6'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

/** Every stored file (keys relative to the storage root, the local driver's own folders out). */
async function storedFiles(h: Harness): Promise<string[]> {
  const root = join(h.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .filter((key) => key.startsWith('users/'))
    .sort();
}

const keyOf = (url: string) => url.replace('/api/files/', '');

/** Issue 7 §2-3: card images and avatars, checked by bytes, served only to who may see them. */
describe('card images and avatars', () => {
  let h: Harness;
  let owner: Agent;
  let friend: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    h = await createHarness();
    owner = await signedInAgent(h, 'owner');
    friend = await signedInAgent(h, 'friend');
    stranger = await signedInAgent(h, 'stranger');
  });
  afterAll(async () => h.close());

  it('refuses what is not an image, or too large, and stores nothing', async () => {
    const before = await storedFiles(h);
    const text = new TextEncoder().encode('not an image at all');
    const fake = await owner.upload('/api/images', text, 'photo.png', 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('Vui lòng chọn file ảnh');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await owner.upload('/api/images', svg, 'a.svg', 'image/svg+xml')).status).toBe(400);
    const huge = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    huge.set(await png(), 0);
    const tooLarge = await owner.upload('/api/images', huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe('Kích thước ảnh phải nhỏ hơn 10MB');
    const avatarTooLarge = await owner.upload('/api/account/avatar', huge.subarray(0, 4_300_000));
    expect(avatarTooLarge.status).toBe(413);
    expect(avatarTooLarge.body.error.message).toBe('Kích thước ảnh phải nhỏ hơn 4MB');
    expect((await owner.upload('/api/account/avatar', text)).status).toBe(400);
    expect((await h.agent().upload('/api/images', await png())).status).toBe(401);
    expect(await storedFiles(h)).toEqual(before);
  });

  it('serves a card image to readers of its set only, with a one-hour private cache', async () => {
    const uploaded = await owner.upload('/api/images', await png(2000, 1000));
    expect(uploaded.status).toBe(201);
    const url: string = uploaded.body.url;
    const file = await owner.get(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600');
    const meta = await sharp(await (await h.storage.get(keyOf(url)))!.body).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 512]);
    expect((await friend.get(url)).status).toBe(404);

    const body = setBody(2, 'With images');
    body.cards[0] = { ...body.cards[0]!, frontImageUrl: url } as (typeof body.cards)[0];
    const set = (await owner.post('/api/sets', body)).body.set;
    expect(set.cards[0].frontImageUrl).toBe(url);
    const study = await owner.get(`/api/study/sets/${set.id}/cards`);
    expect(study.body.cards[0].frontImageUrl).toBe(url);
    expect((await friend.get(url)).status).toBe(404);
    const share = await owner.post(`/api/sets/${set.id}/shares`, {
      email: (await friend.get('/api/auth/get-session')).body.user.email,
      permission: 'edit',
    });
    expect((await friend.get(url)).status).toBe(200);
    expect((await stranger.get(url)).status).toBe(404);

    // an edit recipient keeps the owner's image and adds one of their own
    const mine = (await friend.upload('/api/images', await png(30, 30, '#ef4444'))).body.url;
    const current = (await friend.get(`/api/sets/${set.id}`)).body.set;
    current.cards[1].backImageUrl = mine;
    const saved = await friend.put(`/api/sets/${set.id}`, current);
    expect(saved.status).toBe(200);
    expect((await owner.get(mine)).status).toBe(200);

    await owner.delete(`/api/sets/${set.id}/shares/${share.body.share.id}`);
    expect((await friend.get(url)).status).toBe(404);
  });

  it("refuses a card pointing at someone else's image", async () => {
    const theirs = (await friend.upload('/api/images', await png())).body.url;
    const body = setBody(1, 'Borrowed');
    const refused = await stranger.post('/api/sets', {
      ...body,
      cards: [{ ...body.cards[0], backImageUrl: theirs }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('cards.0.backImageUrl');
    expect((await stranger.get(theirs)).status).toBe(404);
    const foreign = await stranger.post('/api/sets', {
      ...body,
      cards: [{ ...body.cards[0], frontImageUrl: 'https://example.com/x.png' }],
    });
    expect(foreign.status).toBe(400);
  });

  it('removes files when an image is replaced, its card deleted, or its set deleted', async () => {
    const upload = async () => (await owner.upload('/api/images', await png())).body.url as string;
    const [a, b, c] = [await upload(), await upload(), await upload()];
    const body = setBody(2, 'Lifecycle');
    const set = (
      await owner.post('/api/sets', {
        ...body,
        cards: [
          { ...body.cards[0], frontImageUrl: a },
          { ...body.cards[1], backImageUrl: b },
        ],
      })
    ).body.set;
    const replaced = await owner.put(`/api/sets/${set.id}`, {
      ...set,
      cards: [{ ...set.cards[0], frontImageUrl: c }, set.cards[1]],
    });
    expect(replaced.status).toBe(200);
    expect(await h.storage.get(keyOf(a))).toBeNull();
    expect(await h.storage.get(keyOf(c))).not.toBeNull();
    const removed = await owner.put(`/api/sets/${set.id}`, {
      ...replaced.body.set,
      cards: [replaced.body.set.cards[0]],
    });
    expect(removed.status).toBe(200);
    expect(await h.storage.get(keyOf(b))).toBeNull();
    expect((await owner.delete(`/api/sets/${set.id}`)).status).toBe(204);
    expect(await h.storage.get(keyOf(c))).toBeNull();
  });

  it('copies images with "save a copy", so the copy outlives the original', async () => {
    const url = (await owner.upload('/api/images', await png())).body.url;
    const body = setBody(1, 'Original');
    const set = (
      await owner.post('/api/sets', { ...body, cards: [{ ...body.cards[0], frontImageUrl: url }] })
    ).body.set;
    await owner.post(`/api/sets/${set.id}/shares`, {
      email: (await stranger.get('/api/auth/get-session')).body.user.email,
    });
    const copy = (await stranger.post(`/api/sets/${set.id}/copy`)).body.set;
    const copied: string = copy.cards[0].frontImageUrl;
    expect(copied).not.toBe(url);
    expect(copied).toContain(
      `/users/${(await stranger.get('/api/auth/get-session')).body.user.id}/`,
    );
    await owner.delete(`/api/sets/${set.id}`);
    expect((await stranger.get(copied)).status).toBe(200);
  });

  it('replaces the avatar and removes the old file', async () => {
    const first = await owner.upload('/api/account/avatar', await png(800, 600));
    expect(first.status).toBe(200);
    const session = await owner.get('/api/auth/get-session');
    expect(session.body.user.image).toBe(first.body.image);
    const meta = await sharp((await h.storage.get(keyOf(first.body.image)))!.body).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect((await owner.get(first.body.image)).status).toBe(200);
    expect((await friend.get(first.body.image)).status).toBe(404);
    const second = await owner.upload('/api/account/avatar', await png(100, 100, '#10b981'));
    expect(await h.storage.get(keyOf(first.body.image))).toBeNull();
    // the avatar is never a URL of the client's choosing
    const forged = await owner.post('/api/auth/update-user', {
      image: 'https://example.com/x.png',
    });
    expect(forged.status).toBe(400);
    expect((await owner.get('/api/auth/get-session')).body.user.image).toBe(second.body.image);
    expect((await owner.delete('/api/account/avatar')).status).toBe(204);
    expect(await h.storage.get(keyOf(second.body.image))).toBeNull();
  });
});
