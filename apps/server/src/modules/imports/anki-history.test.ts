import {
  ANKI_EASE_TO_RATING,
  CARD_HISTORY_LIMITS,
  ratingToAnkiEase,
  type ImportedCard,
} from '@app/contracts';
import { FSRS_BUTTON_RATINGS, fsrsGrade } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { ankiSchedule, noteTags } from './anki-history.ts';
import { previewAnkiPackage } from './anki-read.ts';
import { withHistory, type TestCardHistory } from './test-history-packages.ts';
import { anki21bPackage, legacyPackage } from './test-packages.ts';
import type { TestNote } from './test-note-types.ts';

/** A preview card without its `group` and `deck`. */
const withoutPick = ({ group: _group, deck: _deck, ...card }: ImportedCard) => card;

/** 2026-01-01T00:00:00Z, the collection's creation day. */
const CRT = Date.UTC(2026, 0, 1) / 1000;
const NOW = new Date('2026-02-01T10:00:00Z');
const at = (iso: string) => Date.parse(iso);

const notes: TestNote[] = [
  { fields: ['cohesion', 'sự mạch lạc'], tags: ['ielts::unit1', 'vocab', 'x'.repeat(33), 'vocab'] },
  { fields: ['learnt', 'đang học'] },
  { fields: ['fresh', 'mới'] },
  { fields: ['front', 'back'], type: 'reversed' },
  { fields: ['{{c1::Paris}} is in {{c2::France}}', ''], type: 'cloze' },
];

const history: TestCardHistory[] = [
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
      { id: at('2026-01-10T09:10:00Z'), ease: 1, ivl: -600, factor: 2500, time: 0, type: 0 },
      { id: at('2026-01-20T09:00:00Z'), ease: 0, ivl: 3, factor: 2500, time: 0, type: 4 },
      { id: at('2026-01-21T09:00:00Z'), ease: 2, ivl: 5, factor: 2350, time: 7000, type: 1 },
      { id: at('2026-01-29T09:00:00Z'), ease: 4, ivl: 12, factor: 2500, time: 2000, type: 1 },
    ],
  },
  {
    note: 1,
    type: 1,
    due: at('2026-02-01T10:10:00Z') / 1000,
    ivl: 0,
    factor: 0,
    reps: 1,
    lapses: 0,
  },
  { note: 2, type: 0, due: 3, ivl: 0, factor: 0, reps: 0, lapses: 0 },
  { note: 3, ord: 1, type: 3, queue: 3, due: 35, ivl: 2, factor: 1300, reps: 9, lapses: 4 },
  { note: 4, ord: 1, type: 2, due: 33, ivl: 3, factor: 2500, reps: 2, lapses: 0 },
];

const expectedCards = [
  {
    front: 'cohesion',
    back: 'sự mạch lạc',
    tags: ['ielts::unit1', 'vocab'],
    schedule: {
      state: 'review',
      dueAt: '2026-02-10T00:00:00.000Z',
      intervalDays: 12,
      easinessFactor: 2.35,
      repetitionCount: 5,
      lapses: 1,
    },
    reviews: [
      {
        reviewedAt: '2026-01-10T09:00:00.000Z',
        rating: 4,
        elapsedMs: 4000,
        intervalDays: 0,
        easinessFactor: 2.5,
      },
      {
        reviewedAt: '2026-01-10T09:10:00.000Z',
        rating: 1,
        elapsedMs: null,
        intervalDays: 0,
        easinessFactor: 2.5,
      },
      {
        reviewedAt: '2026-01-21T09:00:00.000Z',
        rating: 3,
        elapsedMs: 7000,
        intervalDays: 5,
        easinessFactor: 2.35,
      },
      {
        reviewedAt: '2026-01-29T09:00:00.000Z',
        rating: 5,
        elapsedMs: 2000,
        intervalDays: 12,
        easinessFactor: 2.5,
      },
    ],
  },
  {
    front: 'learnt',
    back: 'đang học',
    schedule: {
      state: 'learning',
      dueAt: '2026-02-01T10:10:00.000Z',
      intervalDays: 0,
      easinessFactor: 2.5,
      repetitionCount: 0,
      lapses: 0,
    },
    reviews: [],
  },
  {
    front: 'fresh',
    back: 'mới',
    schedule: {
      state: 'new',
      dueAt: NOW.toISOString(),
      intervalDays: 0,
      easinessFactor: 2.5,
      repetitionCount: 0,
      lapses: 0,
    },
    reviews: [],
  },
  expect.objectContaining({ front: 'front', back: 'back', schedule: expect.anything() }),
  {
    front: 'back',
    back: 'front',
    schedule: {
      state: 'learning',
      dueAt: '2026-02-05T00:00:00.000Z',
      intervalDays: 0,
      easinessFactor: 1.3,
      repetitionCount: 0,
      lapses: 4,
    },
    reviews: [],
  },
  expect.objectContaining({ front: '[...] is in France', schedule: expect.anything() }),
  expect.objectContaining({
    front: 'Paris is in [...]',
    schedule: expect.objectContaining({ state: 'review', dueAt: '2026-02-03T00:00:00.000Z' }),
  }),
];

describe('Anki review history (keepHistory)', () => {
  for (const [layout, build] of [
    ['schema 11 (collection.anki2)', () => legacyPackage(notes)],
    [
      'schema 11 (collection.anki21)',
      () => legacyPackage(notes, { collection: 'collection.anki21' }),
    ],
    ['schema 18 (collection.anki21b)', () => anki21bPackage(notes)],
  ] as const) {
    it(`reads each card's schedule and reviews from ${layout}`, async () => {
      const apkg = await withHistory(await build(), CRT, history);
      const preview = await previewAnkiPackage(apkg, 'deck.apkg', { keepHistory: true, now: NOW });
      expect(preview.history).toBe(true);
      // group and deck (which template, which deck) are anki-pick.test.ts's
      expect(preview.cards.map(withoutPick)).toEqual(expectedCards);
    });

    it(`reads only the tags without keepHistory from ${layout}`, async () => {
      const apkg = await withHistory(await build(), CRT, history);
      const preview = await previewAnkiPackage(apkg, 'deck.apkg');
      expect(preview.history).toBeUndefined();
      expect(withoutPick(preview.cards[0]!)).toEqual({
        front: 'cohesion',
        back: 'sự mạch lạc',
        tags: ['ielts::unit1', 'vocab'],
      });
      expect(preview.cards.some((card) => 'schedule' in card || 'reviews' in card)).toBe(false);
    });
  }

  it('keeps the latest reviews of a card within the cap', async () => {
    const many = Array.from({ length: CARD_HISTORY_LIMITS.reviewsPerCard + 20 }, (_, i) => ({
      id: at('2026-01-02T00:00:00Z') + i * 60_000,
      ease: 3 as const,
      ivl: 1,
      factor: 2500,
      time: 1000,
      type: 1,
    }));
    const apkg = await withHistory(await legacyPackage([{ fields: ['a', 'b'] }]), CRT, [
      { note: 0, type: 2, due: 40, ivl: 1, factor: 2500, reps: 120, lapses: 0, revlog: many },
    ]);
    const preview = await previewAnkiPackage(apkg, 'd.apkg', { keepHistory: true, now: NOW });
    const reviews = preview.cards[0]!.reviews!;
    expect(reviews).toHaveLength(CARD_HISTORY_LIMITS.reviewsPerCard);
    expect(reviews.at(-1)!.reviewedAt).toBe(new Date(many.at(-1)!.id).toISOString());
    expect(reviews[0]!.reviewedAt).toBe(new Date(many[20]!.id).toISOString());
  });
});

describe('noteTags', () => {
  it("applies SetInput's tag rules without an error", () => {
    const tags = Array.from({ length: 12 }, (_, i) => `t${i}`).join(' ');
    expect(noteTags(` ${tags} `)).toEqual(Array.from({ length: 10 }, (_, i) => `t${i}`));
    expect(noteTags(`  a\u0007b ${'y'.repeat(32)} ${'z'.repeat(33)} `)).toEqual([
      'ab',
      'y'.repeat(32),
    ]);
  });
});

describe('ankiSchedule', () => {
  it('reads a learning card of the interday queue in days and clamps a factor', () => {
    const card = { type: 1, queue: 3, due: 2, ivl: 0, factor: 900, reps: 0, lapses: 0 };
    expect(ankiSchedule(card, CRT, NOW)).toMatchObject({
      state: 'learning',
      dueAt: '2026-01-03T00:00:00.000Z',
      easinessFactor: 1.3,
    });
  });
});

describe('the rating map', () => {
  it("maps Anki's buttons to the study screen's four and back", () => {
    expect(ANKI_EASE_TO_RATING).toEqual({ 1: 1, 2: 3, 3: 4, 4: 5 });
    for (const ease of [1, 2, 3, 4] as const) {
      const rating = ANKI_EASE_TO_RATING[ease];
      expect(FSRS_BUTTON_RATINGS).toContain(rating);
      expect(fsrsGrade(rating)).toBe(ease);
      expect(ratingToAnkiEase(rating)).toBe(ease);
    }
    expect([1, 2, 3, 4, 5].map(ratingToAnkiEase)).toEqual([1, 1, 2, 3, 4]);
  });
});
