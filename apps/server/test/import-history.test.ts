/**
 * Anki review history through the real app (issue 24 §1-2): an .apkg read with keepHistory,
 * saved with POST /api/sets, gives the learner the SM-2 state and review log Anki had (study
 * progress, stats); the .apkg export with history=true carries the caller's own state back
 * into Anki's tables, which re-imports to the same state; nobody else's history leaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHistory } from '../src/modules/imports/test-history-packages.ts';
import { legacyPackage } from '../src/modules/imports/test-packages.ts';
import {
  APP_URL,
  createHarness,
  signedInAgent,
  type Agent,
  type Harness,
} from './helpers/harness.ts';
import { checkResponseShape } from './helpers/response-schemas.ts';

const NOW = new Date('2026-02-01T10:00:00Z');
/** col.crt: 2026-01-01T00:00:00Z. */
const CRT = Date.UTC(2026, 0, 1) / 1000;
const at = (iso: string) => Date.parse(iso);

async function scheduledPackage(): Promise<Uint8Array> {
  const notes = [
    { fields: ['cohesion', 'sự mạch lạc'], tags: ['ielts', 'vocab'] },
    { fields: ['coherence', 'tính nhất quán'] },
    { fields: ['fresh', 'mới'] },
  ];
  return withHistory(await legacyPackage(notes, { deckName: 'Anki history' }), CRT, [
    {
      note: 0,
      type: 2,
      due: 40, // 2026-02-10
      ivl: 12,
      factor: 2350,
      reps: 5,
      lapses: 1,
      revlog: [
        { id: at('2026-01-10T09:00:00Z'), ease: 3, ivl: -600, factor: 0, time: 4000, type: 0 },
        { id: at('2026-01-21T09:00:00Z'), ease: 2, ivl: 5, factor: 2350, time: 7000, type: 1 },
        { id: at('2026-01-29T09:00:00Z'), ease: 3, ivl: 12, factor: 2350, time: 2000, type: 1 },
      ],
    },
    {
      note: 1,
      type: 1,
      due: at('2026-02-01T10:10:00Z') / 1000,
      ivl: 0,
      factor: 2500,
      reps: 1,
      lapses: 0,
      revlog: [
        { id: at('2026-02-01T09:59:00Z'), ease: 1, ivl: -600, factor: 2500, time: 0, type: 0 },
      ],
    },
  ]);
}

describe('Anki review history: import, save, export', () => {
  let h: Harness;
  let owner: Agent;
  let viewer: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    h = await createHarness({ clock: () => NOW });
    owner = await signedInAgent(h, 'owner');
    viewer = await signedInAgent(h, 'viewer');
    stranger = await signedInAgent(h, 'stranger');
  });
  afterAll(async () => h.close());

  async function upload(as: Agent, name: string, bytes: Uint8Array, keepHistory: boolean) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    if (keepHistory) form.set('keepHistory', 'true');
    const response = await h.app.request(`${APP_URL}/api/imports`, {
      method: 'POST',
      body: form,
      headers: { origin: APP_URL, cookie: as.cookieHeader() },
    });
    const body: any = await response.json();
    checkResponseShape('POST', '/api/imports', response.status, body);
    return { status: response.status, body };
  }

  async function download(as: Agent, setId: string, query: string) {
    const path = `/api/sets/${setId}/export?${query}`;
    const response = await h.app.request(`${APP_URL}${path}`, {
      headers: { origin: APP_URL, cookie: as.cookieHeader() },
    });
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  /** Imports `bytes` with keepHistory and saves the preview as a new set of `as`. */
  async function importAndSave(as: Agent, bytes: Uint8Array) {
    const preview = await upload(as, 'deck.apkg', bytes, true);
    expect(preview.status).toBe(200);
    const saved = await as.post('/api/sets', {
      title: preview.body.title,
      cards: preview.body.cards,
    });
    expect(saved.status).toBe(201);
    return { preview: preview.body, set: saved.body.set };
  }

  /** Each card's review state (null: never reviewed) in the study screen's state. */
  async function states(as: Agent, setId: string) {
    const state = await as.studyState(setId, 'UTC');
    expect(state.status).toBe(200);
    return state.body.cards.map((card: any) => card.review);
  }

  let setId: string;

  it("saves Anki's state and reviews as the learner's own", async () => {
    const { preview, set } = await importAndSave(owner, await scheduledPackage());
    expect(preview.history).toBe(true);
    expect(preview.cards[0].schedule).toMatchObject({ state: 'review', lapses: 1 });
    expect(preview.cards[2].schedule.state).toBe('new');
    setId = set.id;
    expect(set.cards.map((card: any) => card.tags)).toEqual([['ielts', 'vocab'], [], []]);

    const [reviewed, learning, fresh] = await states(owner, setId);
    expect(reviewed).toMatchObject({
      easinessFactor: 2.35,
      intervalDays: 12,
      repetitionCount: 5,
      nextReviewDate: '2026-02-10T00:00:00.000Z',
      lastReviewedAt: '2026-01-29T09:00:00.000Z',
      totalReviews: 3,
    });
    expect(learning).toMatchObject({
      intervalDays: 0,
      repetitionCount: 0,
      nextReviewDate: '2026-02-01T10:10:00.000Z',
      totalReviews: 1,
    });
    expect(fresh).toBeNull();

    const stats = await owner.get('/api/stats?timeZone=UTC');
    expect(stats.status).toBe(200);
    expect(stats.body.days).toEqual([
      { day: '2026-01-10', reviews: 1, seconds: 4 },
      { day: '2026-01-21', reviews: 1, seconds: 7 },
      { day: '2026-01-29', reviews: 1, seconds: 2 },
      { day: '2026-02-01', reviews: 1, seconds: 0 },
    ]);
    expect(stats.body.states).toMatchObject({ new: 1, learning: 1 });
    // the card Anki says is due at 00:00 UTC on 10 February: in the learner day that began at
    // 04:00 on the 9th (the default rollover hour); the learning card is due today
    expect(stats.body.forecast.filter((d: any) => d.due > 0)).toEqual([
      { day: '2026-02-01', due: 1 },
      { day: '2026-02-09', due: 1 },
    ]);
  });

  it('keeps nothing without keepHistory, and only the tags', async () => {
    const preview = await upload(owner, 'deck.apkg', await scheduledPackage(), false);
    expect(preview.body.history).toBeUndefined();
    // group and deck (which template, which deck) say where it came from, nothing of its past
    expect(preview.body.cards[0]).toEqual({
      front: 'cohesion',
      back: 'sự mạch lạc',
      tags: ['ielts', 'vocab'],
      group: 0,
      deck: 0,
    });
  });

  it('exports the history to an .apkg that re-imports to the same SM-2 state', async () => {
    const plain = await download(owner, setId, 'format=apkg');
    const plainPreview = await upload(owner, 'plain.apkg', plain.bytes, true);
    expect(plainPreview.body.cards.map((card: any) => card.schedule.state)).toEqual([
      'new',
      'new',
      'new',
    ]);

    const file = await download(owner, setId, 'format=apkg&history=true');
    expect(file.status).toBe(200);
    const { preview, set } = await importAndSave(owner, file.bytes);
    expect(preview.cards.map((card: any) => card.reviews.length)).toEqual([3, 1, 0]);
    expect(preview.cards[0].tags).toEqual(['ielts', 'vocab']);
    const before = await states(owner, setId);
    const after = await states(owner, set.id);
    const sm2 = (review: any) =>
      review && {
        easinessFactor: review.easinessFactor,
        intervalDays: review.intervalDays,
        repetitionCount: review.repetitionCount,
        nextReviewDate: review.nextReviewDate,
        totalReviews: review.totalReviews,
      };
    expect(after.map(sm2)).toEqual(before.map(sm2));
  });

  it("exports only the caller's own history, and nothing to a stranger", async () => {
    const shared = await owner.post(`/api/sets/${setId}/shares`, {
      email: (await viewer.get('/api/auth/get-session')).body.user.email,
    });
    expect(shared.status).toBe(201);
    // the viewer studies the third card once: their export has that, and none of the owner's
    const set = (await viewer.get(`/api/sets/${setId}`)).body.set;
    const sessionId = crypto.randomUUID();
    const cardOrder = set.cards.map((card: any) => card.id);
    const started = await viewer.post(`/api/study/sets/${setId}/sessions`, {
      sessionId,
      cardOrder,
      timeZone: 'UTC',
    });
    expect(started.status).toBe(201);
    const rated = await viewer.post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: cardOrder[2],
      rating: 5,
      elapsedMs: 2500,
      reviewedAt: NOW.toISOString(),
      timeZone: 'UTC',
    });
    expect(rated.status).toBe(200);
    const file = await download(viewer, setId, 'format=apkg&history=true');
    expect(file.status).toBe(200);
    const preview = await upload(viewer, 'shared.apkg', file.bytes, true);
    expect(preview.body.cards.map((card: any) => card.schedule.state)).toEqual([
      'new',
      'new',
      'review',
    ]);
    expect(preview.body.cards.map((card: any) => card.reviews.length)).toEqual([0, 0, 1]);
    expect(preview.body.cards[2].reviews[0]).toMatchObject({
      reviewedAt: NOW.toISOString(),
      rating: 5,
    });
    // the owner's own export still has only their history
    const own = await upload(
      owner,
      'own.apkg',
      (await download(owner, setId, 'format=apkg&history=true')).bytes,
      true,
    );
    expect(own.body.cards.map((card: any) => card.reviews.length)).toEqual([3, 1, 0]);

    expect((await download(stranger, setId, 'format=apkg&history=true')).status).toBe(404);
    expect((await stranger.get(`/api/study/sets/${setId}/progress?timeZone=UTC`)).status).toBe(404);
  });

  it('refuses a malformed history flag and history on PUT changes nothing', async () => {
    expect((await download(owner, setId, 'format=apkg&history=yes')).status).toBe(400);
    const preview = await upload(owner, 'deck.apkg', await scheduledPackage(), true);
    const set = (await owner.get(`/api/sets/${setId}`)).body.set;
    const put = await owner.put(`/api/sets/${setId}`, {
      title: set.title,
      version: set.version,
      cards: set.cards.map((card: any, i: number) => ({
        id: card.id,
        front: card.front,
        back: card.back,
        schedule: { ...preview.body.cards[i].schedule, dueAt: '2030-01-01T00:00:00.000Z' },
      })),
    });
    expect(put.status).toBe(200);
    expect((await states(owner, setId))[0].nextReviewDate).toBe('2026-02-10T00:00:00.000Z');
  });

  it('lets FSRS replay the imported reviews when the learner switches to it', async () => {
    const before = await states(owner, setId);
    expect(before[0].stability).toBeNull();
    const toFsrs = await owner.patch('/api/account/preferences?timeZone=UTC', {
      scheduler: 'fsrs',
    });
    expect(toFsrs.status).toBe(200);
    const [reviewed, learning, fresh] = await states(owner, setId);
    expect(reviewed.stability).toBeGreaterThan(0);
    expect(reviewed.difficulty).toBeGreaterThan(0);
    expect(reviewed.totalReviews).toBe(3);
    expect(learning.stability).toBeGreaterThan(0);
    expect(fresh).toBeNull();
  });
});
