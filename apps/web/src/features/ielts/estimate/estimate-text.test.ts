import { describe, expect, it } from 'vitest';
import { speakingEstimateText } from './estimate-text.ts';

describe('speakingEstimateText', () => {
  it('pairs each question with its answer and leaves out unanswered ones', () => {
    expect(
      speakingEstimateText([
        { question: 'Where do you live?', transcript: ' I live in Hue. ' },
        { question: 'Do you like it?', transcript: '   ' },
        { question: null, transcript: 'Yes, very much.' },
      ]),
    ).toBe('Question: Where do you live?\nAnswer: I live in Hue.\n\nAnswer: Yes, very much.');
    expect(speakingEstimateText([])).toBe('');
  });

  it('cuts the text to what the API takes', () => {
    const long = speakingEstimateText([{ question: 'Q?', transcript: 'a'.repeat(30_000) }]);
    expect(long).toHaveLength(20_000);
  });
});
