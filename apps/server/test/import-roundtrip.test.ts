/**
 * Issue 24 §2's bar, all at once: a set with card images, tags and review history, exported as
 * an .apkg with history and imported again with keepHistory, gives the same cards, the same
 * image bytes, the same tags and the same SM-2 state; exported as CSV + images and imported
 * again, the same cards, image bytes and tags.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  createHarness,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';

const NOW = new Date('2026-03-02T08:00:00Z');

async function photo(background: string): Promise<Uint8Array> {
  const create = { width: 64, height: 40, channels: 3 as const, background };
  return new Uint8Array(await sharp({ create }).jpeg().toBuffer());
}

describe('round trips of a set with images, tags and review history', () => {
  let h: Harness;
  let learner: Agent;
  let setId: string;
  let cards: any[];

  beforeAll(async () => {
    h = await createHarness({ clock: () => NOW });
    learner = await signedInAgent(h, 'roundtrip');
    const front = (await learner.upload('/api/images', await photo('#2563eb'))).body.url;
    const back = (await learner.upload('/api/images', await photo('#f59e0b'))).body.url;
    const created = await learner.post('/api/sets', {
      title: 'Từ vựng có ảnh',
      cards: [
        { front: 'harbour', back: 'bến cảng', frontImageUrl: front, tags: ['ielts', 'place'] },
        { front: 'lantern', back: 'đèn lồng', backImageUrl: back, tags: ['culture'] },
        { front: 'ferry', back: 'phà' },
      ],
    });
    expect(created.status).toBe(201);
    setId = created.body.set.id;
    cards = created.body.set.cards;
    // the learner rates the first two cards: Good, then Again
    const sessionId = crypto.randomUUID();
    const started = await learner.post(`/api/study/sets/${setId}/sessions`, {
      sessionId,
      cardOrder: cards.map((card) => card.id),
    });
    expect(started.status).toBe(201);
    for (const [index, rating] of [
      [0, 4],
      [1, 1],
    ] as const) {
      const rated = await learner.post(`/api/study/sessions/${sessionId}/reviews`, {
        eventId: crypto.randomUUID(),
        cardId: cards[index].id,
        rating,
        elapsedMs: 3000,
        reviewedAt: NOW.toISOString(),
        timeZone: 'UTC',
      });
      expect(rated.status).toBe(200);
    }
  });
  afterAll(async () => h.close());

  async function download(query: string): Promise<Uint8Array> {
    const response = await h.app.request(`${APP_URL}/api/sets/${setId}/export?${query}`, {
      headers: { origin: APP_URL, cookie: learner.cookieHeader() },
    });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  async function preview(name: string, bytes: Uint8Array, keepHistory: boolean) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    if (keepHistory) form.set('keepHistory', 'true');
    const response = await learner.request('POST', '/api/imports', form);
    expect(response.status).toBe(200);
    return response.body;
  }

  async function bytesOf(url: string | null | undefined): Promise<Uint8Array | null> {
    if (!url) return null;
    const response = await h.app.request(`${APP_URL}${url}`, {
      headers: { origin: APP_URL, cookie: learner.cookieHeader() },
    });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  const sideImages = async (list: any[]) =>
    Promise.all(
      list.map(async (card) => [
        await bytesOf(card.frontImageUrl),
        await bytesOf(card.backImageUrl),
      ]),
    );

  const sm2 = (review: any) =>
    review && {
      easinessFactor: review.easinessFactor,
      intervalDays: review.intervalDays,
      repetitionCount: review.repetitionCount,
      nextReviewDate: review.nextReviewDate,
      totalReviews: review.totalReviews,
    };

  it('.apkg with history: same cards, image bytes, tags and SM-2 state', async () => {
    const read = await preview('set.apkg', await download('format=apkg&history=true'), true);
    expect(read.history).toBe(true);
    expect(read.problems).toEqual([]);
    expect(read.cards.map(({ front, back }: any) => ({ front, back }))).toEqual(
      cards.map(({ front, back }) => ({ front, back })),
    );
    expect(read.cards.map((card: any) => card.tags ?? [])).toEqual(cards.map((c) => c.tags));
    expect(await sideImages(read.cards)).toEqual(await sideImages(cards));

    const saved = await learner.post('/api/sets', { title: read.title, cards: read.cards });
    expect(saved.status).toBe(201);
    const before = (await learner.studyState(setId, 'UTC')).body.cards;
    const after = (await learner.studyState(saved.body.set.id, 'UTC')).body.cards;
    expect(after.map((card: any) => sm2(card.review))).toEqual(
      before.map((card: any) => sm2(card.review)),
    );
    expect(before.filter((card: any) => card.review).length).toBe(2);
  });

  it('CSV + images: same cards, image bytes and tags', async () => {
    const read = await preview('set.zip', await download('format=csv&images=true'), false);
    expect(read.problems).toEqual([]);
    expect(read.cards.map(({ front, back }: any) => ({ front, back }))).toEqual(
      cards.map(({ front, back }) => ({ front, back })),
    );
    expect(read.cards.map((card: any) => card.tags ?? [])).toEqual(cards.map((c) => c.tags));
    expect(await sideImages(read.cards)).toEqual(await sideImages(cards));
  });
});
