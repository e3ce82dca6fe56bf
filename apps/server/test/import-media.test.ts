/**
 * Issue 24 §1-2 (media) through the real app: an Anki package's images become the importing
 * learner's card images (stored as POST /api/images stores uploads, private until a card shows
 * them), the preview saves with them, the .apkg export carries them in its media and imports
 * back with the same bytes, and the CSV zip export (with tags) imports back the same.
 */
import { CARD_IMAGE_URL_PATTERN, IMPORT_MESSAGES } from '@app/contracts';
import { strToU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPackage } from '../src/modules/imports/test-packages.ts';
import {
  APP_URL,
  createHarness,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';
import { checkResponseShape } from './helpers/response-schemas.ts';

async function image(format: 'png' | 'jpeg', width: number, height: number, background: string) {
  const made = sharp({ create: { width, height, channels: 3, background } });
  return new Uint8Array(await (format === 'png' ? made.png() : made.jpeg()).toBuffer());
}

interface PreviewCard {
  front: string;
  back: string;
  frontImageUrl?: string | null;
  backImageUrl?: string | null;
  tags?: string[];
}

describe('card images on import and export', () => {
  let h: Harness;
  let learner: Agent;
  let stranger: Agent;
  beforeAll(async () => {
    h = await createHarness();
    learner = await signedInAgent(h, 'media');
    stranger = await signedInAgent(h, 'stranger');
  });
  afterAll(async () => h.close());

  async function upload(name: string, content: Uint8Array, as: Agent = learner) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(content)]), name);
    const response = await h.app.request(`${APP_URL}/api/imports`, {
      method: 'POST',
      body: form,
      headers: { origin: APP_URL, cookie: as.cookieHeader() },
    });
    const body: any = await response.json();
    checkResponseShape('POST', '/api/imports', response.status, body);
    return { status: response.status, body };
  }

  async function get(path: string, as: Agent = learner) {
    const response = await h.app.request(`${APP_URL}${path}`, {
      headers: { origin: APP_URL, cookie: as.cookieHeader() },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, bytes, headers: response.headers };
  }

  /** The stored bytes behind each card's [front, back] image URL (null when none). */
  const imageBytes = async (cards: PreviewCard[]) =>
    Promise.all(
      cards.map(async (card) =>
        Promise.all(
          [card.frontImageUrl, card.backImageUrl].map(async (url) =>
            url ? (await get(url)).bytes : null,
          ),
        ),
      ),
    );

  let wide: Uint8Array;
  let photo: Uint8Array;
  beforeAll(async () => {
    wide = await image('png', 1500, 900, '#3366cc');
    photo = await image('jpeg', 40, 30, '#cc3300');
  });

  it('stores an .apkg image as a private WebP card image; the set, its .apkg export and a re-import keep it', async () => {
    const apkg = await legacyPackage(
      [
        { fields: ['cat<img src="wide.png">', 'con mèo<img src="photo.jpg">'] },
        { fields: ['broken<img src="broken.jpg">', 'hỏng'] },
        { fields: ['gone<img src="gone.png">', 'mất'] },
      ],
      { deckName: 'Ảnh', media: { 'wide.png': wide, 'photo.jpg': photo, 'broken.jpg': 'JFIF…' } },
    );
    const preview = await upload('anh.apkg', apkg);
    expect(preview.status).toBe(200);
    const cards: PreviewCard[] = preview.body.cards;
    expect(cards.map((c) => [c.front, c.back])).toEqual([
      ['cat', 'con mèo'],
      ['broken', 'hỏng'],
      ['gone', 'mất'],
    ]);
    const [first] = cards;
    expect(first!.frontImageUrl).toMatch(CARD_IMAGE_URL_PATTERN);
    expect(first!.backImageUrl).toMatch(CARD_IMAGE_URL_PATTERN);
    expect(cards[1]!.frontImageUrl ?? null).toBeNull();
    expect(preview.body.problems.map((p: { message: string }) => p.message)).toEqual([
      IMPORT_MESSAGES.imagesNotImported('Ghi chú 2', '"broken.jpg"'),
      IMPORT_MESSAGES.imagesNotImported('Ghi chú 3', '"gone.png" (không có trong gói)'),
    ]);

    // stored as an upload is: WebP, fitted in 1024×1024
    const front = await get(first!.frontImageUrl!);
    expect(front.status).toBe(200);
    expect(front.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(front.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 614]);
    // nobody else reads it before a card they may see shows it
    expect((await get(first!.frontImageUrl!, stranger)).status).toBe(404);

    // the editor's save accepts the learner's imported images
    const saved = await learner.post('/api/sets', { title: preview.body.title, cards });
    expect(saved.status).toBe(201);
    const setId: string = saved.body.set.id;
    expect(saved.body.set.cards[0]).toMatchObject({
      frontImageUrl: first!.frontImageUrl,
      backImageUrl: first!.backImageUrl,
    });

    // .apkg export: the images in its media, the fields naming them
    const file = await get(`/api/sets/${setId}/export?format=apkg`);
    expect(file.status).toBe(200);
    const zip = unzipSync(file.bytes);
    expect(Object.values(JSON.parse(new TextDecoder().decode(zip.media)))).toHaveLength(2);

    // …which imports back to the same cards and the same image bytes
    const again = await upload('again.apkg', file.bytes);
    const againCards: PreviewCard[] = again.body.cards;
    expect(againCards.map((c) => [c.front, c.back])).toEqual(cards.map((c) => [c.front, c.back]));
    expect(againCards[0]!.frontImageUrl).not.toBe(first!.frontImageUrl); // a new file of its own
    expect(await imageBytes(againCards)).toEqual(await imageBytes(cards));
    expect(again.body.problems).toEqual([]);
  });

  it('exports CSV with images as a zip (tags column too) that imports back to the same cards, tags and image bytes', async () => {
    const apkg = await legacyPackage([{ fields: ['dog<img src="p.jpg">', 'con chó'] }], {
      media: { 'p.jpg': photo },
    });
    const [card] = (await upload('dog.apkg', apkg)).body.cards as PreviewCard[];
    const cards = [
      { ...card!, tags: ['animal', 'band7'] },
      { front: 'plain', back: 'không ảnh', tags: [] },
    ];
    const saved = await learner.post('/api/sets', { title: 'Chó: ảnh', cards });
    expect(saved.status).toBe(201);
    const setId: string = saved.body.set.id;

    const plain = await get(`/api/sets/${setId}/export?format=csv`);
    expect(new TextDecoder().decode(plain.bytes)).toBe(
      'front,back,tags\r\ndog,con chó,animal band7\r\nplain,không ảnh,\r\n',
    );

    const file = await get(`/api/sets/${setId}/export?format=csv&images=true`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toContain('filename="Cho anh.zip"');
    const again = await upload('Chó ảnh.zip', file.bytes);
    expect(again.status).toBe(200);
    const againCards: PreviewCard[] = again.body.cards;
    expect(againCards.map(({ front, back, tags }) => ({ front, back, tags }))).toEqual([
      { front: 'dog', back: 'con chó', tags: ['animal', 'band7'] },
      { front: 'plain', back: 'không ảnh', tags: undefined },
    ]);
    expect(await imageBytes(againCards)).toEqual(await imageBytes(cards));

    // the same preview saves, tags and image included
    const resaved = await learner.post('/api/sets', { title: 'again', cards: againCards });
    expect(resaved.status).toBe(201);
    expect(resaved.body.set.cards[0].tags).toEqual(['animal', 'band7']);

    const text = await get(`/api/sets/${setId}/export?format=text&images=true`);
    expect(text.status).toBe(400);
  });

  it('refuses a zip with neither an Anki collection nor one CSV at its root', async () => {
    const { zipSync } = await import('fflate');
    const res = await upload('x.zip', zipSync({ 'a/b.csv': strToU8('front,back\na,b\n') }));
    expect(res.status).toBe(400);
    expect(res.body.error.reason).toBe('noCollection');
  });
});
