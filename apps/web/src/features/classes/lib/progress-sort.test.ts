import type { ClassLearnerProgress } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { sortLearners } from './progress-sort.ts';

const learner = (name: string, figures: Partial<ClassLearnerProgress>): ClassLearnerProgress => ({
  userId: name,
  name,
  dueNow: 0,
  reviews7d: 0,
  accuracy7d: null,
  lastStudiedDay: null,
  streak: 0,
  ielts: null,
  ...figures,
});

const an = learner('An', { dueNow: 5, accuracy7d: 80, lastStudiedDay: '2026-11-20' });
const binh = learner('Bình', { dueNow: 2, accuracy7d: null, lastStudiedDay: '2026-11-26' });
const chi = learner('Chi', {
  dueNow: 9,
  accuracy7d: 40,
  ielts: { reading: { latest: 6.5, previous: 6 }, listening: null, writing: null, speaking: null },
});

describe('sortLearners', () => {
  it('sorts by a number both ways', () => {
    expect(sortLearners([an, binh, chi], 'dueNow', 'asc').map((l) => l.name)).toEqual([
      'Bình',
      'An',
      'Chi',
    ]);
    expect(sortLearners([an, binh, chi], 'dueNow', 'desc').map((l) => l.name)).toEqual([
      'Chi',
      'An',
      'Bình',
    ]);
  });

  it('keeps missing figures last in both directions', () => {
    for (const direction of ['asc', 'desc'] as const) {
      expect(sortLearners([binh, an, chi], 'accuracy7d', direction).at(-1)!.name).toBe('Bình');
      expect(sortLearners([chi, an, binh], 'lastStudiedDay', direction).at(-1)!.name).toBe('Chi');
      expect(sortLearners([an, binh, chi], 'ielts', direction)[0]!.name).toBe('Chi');
    }
  });

  it('sorts names in Vietnamese order', () => {
    expect(sortLearners([chi, binh, an], 'name', 'asc').map((l) => l.name)).toEqual([
      'An',
      'Bình',
      'Chi',
    ]);
  });
});
