import { describe, expect, it } from 'vitest';
import { timeSectionTurns } from './section-sentences.ts';

const SECTION = {
  introduction: 'You will hear a talk. First, look at questions 1 to 5.',
  script: [
    { speaker: 'a', text: 'Hello. Welcome to the museum.' },
    { speaker: 'b', text: 'Thanks!' },
  ],
};

describe('timeSectionTurns', () => {
  it('times the script’s sentences after the introduction’s', () => {
    expect(timeSectionTurns(SECTION, [1.5, 4, 8, 9.2, 12])).toEqual([
      [
        { index: 2, text: 'Hello.', start: 8 },
        { index: 3, text: 'Welcome to the museum.', start: 9.2 },
      ],
      [{ index: 4, text: 'Thanks!', start: 12 }],
    ]);
  });

  it('has no timings when there are none or their count differs from the sentences', () => {
    expect(timeSectionTurns(SECTION, undefined)).toBeNull();
    expect(timeSectionTurns(SECTION, [1.5, 4, 8, 9.2])).toBeNull();
  });
});
