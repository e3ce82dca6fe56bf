import { describe, expect, it } from 'vitest';
import { previewAnkiPackage } from './anki-read.ts';
import { collectionCreation } from './anki-crt.ts';
import { exportSet } from './export.ts';
import { ankiHistory, type CardHistory } from './export-history.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const CRT = Date.UTC(2026, 2, 1) / 1000;

const reviewed: CardHistory = {
  state: {
    easinessFactor: 2.36,
    intervalDays: 6,
    repetitionCount: 2,
    nextReviewDate: new Date('2026-03-05T00:00:00Z'),
  },
  reviews: [
    {
      reviewedAt: new Date('2026-02-20T08:00:00Z'),
      rating: 2,
      elapsedMs: 3000,
      easinessFactorAfter: 2.18,
      intervalDaysAfter: 1,
      intervalDaysBefore: null,
      repetitionCountBefore: null,
    },
    {
      reviewedAt: new Date('2026-02-21T08:00:00Z'),
      rating: 4,
      elapsedMs: null,
      easinessFactorAfter: 2.18,
      intervalDaysAfter: 1,
      intervalDaysBefore: 1,
      repetitionCountBefore: 0,
    },
    {
      reviewedAt: new Date('2026-02-27T08:00:00Z'),
      rating: 5,
      elapsedMs: 1500,
      easinessFactorAfter: 2.36,
      intervalDaysAfter: 6,
      intervalDaysBefore: 1,
      repetitionCountBefore: 1,
    },
  ],
};

describe('ankiHistory', () => {
  it("writes a reviewed card as Anki's review card and its revlog", () => {
    expect(ankiHistory(reviewed, CRT, 1)).toEqual({
      card: { type: 2, queue: 2, due: 4, ivl: 6, factor: 2360, reps: 2, lapses: 0 },
      revlog: [
        {
          id: Date.parse('2026-02-20T08:00:00Z'),
          ease: 1,
          ivl: 1,
          lastIvl: 0,
          factor: 2180,
          time: 3000,
          type: 0,
        },
        {
          id: Date.parse('2026-02-21T08:00:00Z'),
          ease: 3,
          ivl: 1,
          lastIvl: 1,
          factor: 2180,
          time: 0,
          type: 1,
        },
        {
          id: Date.parse('2026-02-27T08:00:00Z'),
          ease: 4,
          ivl: 6,
          lastIvl: 1,
          factor: 2360,
          time: 1500,
          type: 1,
        },
      ],
    });
  });

  it('keeps a card never reviewed new', () => {
    expect(ankiHistory(undefined, CRT, 7).card).toEqual({
      type: 0,
      queue: 0,
      due: 7,
      ivl: 0,
      factor: 0,
      reps: 0,
      lapses: 0,
    });
  });
});

describe('.apkg export read back', () => {
  it('gives the same tags, SM-2 state and number of reviews', async () => {
    const set = {
      title: 'Round trip',
      cards: [
        { id: 'a', front: 'cohesion', back: 'sự mạch lạc', tags: ['ielts', 'unit 1'] },
        { id: 'b', front: 'new', back: 'mới', tags: [] },
      ],
    };
    const file = await exportSet(set, 'apkg', NOW, { histories: new Map([['a', reviewed]]) });
    const preview = await previewAnkiPackage(file.body as Uint8Array, 'x.apkg', {
      keepHistory: true,
      now: NOW,
    });
    const [first, second] = preview.cards;
    expect(first).toMatchObject({
      tags: ['ielts', 'unit_1'],
      schedule: {
        state: 'review',
        dueAt: '2026-03-05T00:00:00.000Z',
        intervalDays: 6,
        easinessFactor: 2.36,
        repetitionCount: 2,
      },
    });
    expect(first!.reviews!.map((r) => [r.reviewedAt, r.rating, r.elapsedMs])).toEqual([
      ['2026-02-20T08:00:00.000Z', 1, 3000],
      ['2026-02-21T08:00:00.000Z', 4, null],
      ['2026-02-27T08:00:00.000Z', 5, 1500],
    ]);
    expect(second).toMatchObject({ schedule: { state: 'new' }, reviews: [] });
    expect(second!.tags).toBeUndefined();
  });

  it('writes no history without it, but the tags', async () => {
    const set = { title: 'T', cards: [{ id: 'a', front: 'f', back: 'b', tags: ['x'] }] };
    const file = await exportSet(set, 'apkg', NOW);
    const preview = await previewAnkiPackage(file.body as Uint8Array, 'x.apkg', {
      keepHistory: true,
      now: NOW,
    });
    expect(preview.cards[0]).toMatchObject({ tags: ['x'], schedule: { state: 'new' } });
  });
});

describe('col.crt of an export', () => {
  const now = new Date('2026-03-02T08:00:00Z');
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('is the start of the UTC day without review cards', () => {
    expect(collectionCreation(now)).toBe(at('2026-03-02T00:00:00Z'));
  });

  it("falls at the learner's rollover (the due dates' common time of day), not after now", () => {
    // Hanoi's 04:00 rollover is 21:00 UTC: two cards due then, one odd one
    const due = [
      at('2026-03-05T21:00:00Z'),
      at('2026-03-09T21:00:00Z'),
      at('2026-03-07T04:00:00Z'),
    ];
    expect(collectionCreation(now, due)).toBe(at('2026-03-01T21:00:00Z'));
    // 04:00 UTC is before now: the same day
    expect(collectionCreation(now, [at('2026-03-04T04:00:00Z')])).toBe(at('2026-03-02T04:00:00Z'));
  });
});
