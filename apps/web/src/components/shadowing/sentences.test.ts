import { describe, expect, it } from 'vitest';
import { shadowSentence } from './sentences.ts';

const SENTENCES = [
  { index: 0, text: 'Hello.', start: 0.5 },
  { index: 1, text: 'Hi, Anna.', start: 1.8 },
  { index: 2, text: 'Untimed.', start: null },
  { index: 3, text: 'Bye.', start: 4 },
];

describe('shadowSentence', () => {
  it('ends a sentence where the next timed one starts', () => {
    expect(shadowSentence(SENTENCES, 0, 9)).toEqual({
      index: 0,
      text: 'Hello.',
      start: 0.5,
      end: 1.8,
    });
    expect(shadowSentence(SENTENCES, 1, 9)?.end).toBe(4);
  });

  it('ends the last one at the recording’s end, or open when its length is unknown', () => {
    expect(shadowSentence(SENTENCES, 3, 9)?.end).toBe(9);
    expect(shadowSentence(SENTENCES, 3, null)?.end).toBeNull();
  });

  it('has nothing to play for an untimed or unknown sentence', () => {
    expect(shadowSentence(SENTENCES, 2, 9)).toBeNull();
    expect(shadowSentence(SENTENCES, 7, 9)).toBeNull();
  });
});
