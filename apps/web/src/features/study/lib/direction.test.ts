import { describe, expect, it } from 'vitest';
import type { StudyCard } from '../hooks/study-reducer.ts';
import { shownSides } from './direction.ts';

const card = (back: string) =>
  ({
    id: '00000000-0000-4000-8000-000000000011',
    front: 'evidence',
    back,
    frontImageUrl: 'front.png',
    backImageUrl: null,
    tags: [],
    review: null,
  }) as unknown as StudyCard;

describe('shownSides', () => {
  it('keeps the card as written in the term → meaning direction', () => {
    const starter = card('bằng chứng\nVí dụ: The evidence is clear.');
    expect(shownSides(starter, 'front', 0)).toBe(starter);
    expect(shownSides(starter, 'both', 0)).toBe(starter);
  });

  it('asks the meaning without its note lines, which come under the term', () => {
    const starter = card('bằng chứng\nVí dụ: The evidence is clear.\nCollocation: clear evidence');
    const shown = shownSides(starter, 'back', 0);
    expect(shown.front).toBe('bằng chứng');
    expect(shown.back).toBe('evidence\nVí dụ: The evidence is clear.\nCollocation: clear evidence');
    expect(shown.frontImageUrl).toBeNull();
    expect(shown.backImageUrl).toBe('front.png');
    expect(shownSides(starter, 'both', 1).front).toBe('bằng chứng');
  });

  it('swaps a back without notes as it is', () => {
    const plain = card('bằng chứng, chứng cứ');
    const shown = shownSides(plain, 'back', 0);
    expect([shown.front, shown.back]).toEqual(['bằng chứng, chứng cứ', 'evidence']);
  });
});
