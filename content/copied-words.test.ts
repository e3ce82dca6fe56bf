import { describe, expect, it } from 'vitest';
import { copiedRuns, filledGaps, firstAlternative, plainWords } from './copied-words.ts';

/** The paraphrase check of the completion items (ielts.test.ts, ielts-listening.test.ts). */
const passage =
  'Extensive roofs are planted with tough species such as sedums, which can survive long periods without rain. The limit is 0.6 of the volume.';

describe('copied words', () => {
  it('finds a run of six or more words shared with the text, whatever the case and punctuation', () => {
    expect(copiedRuns('Sedums, which CAN survive long periods without rain!', passage)).toEqual([
      'sedums which can survive long periods without rain',
    ]);
    expect(copiedRuns('They survive long periods without water.', passage)).toEqual([]);
    expect(copiedRuns('which can survive long periods', passage)).toEqual([]);
  });

  it('counts the words on both sides of a filled gap as one run, line by line', () => {
    const gap = 'with tough species such as {{11}}, which cope with drought';
    expect(copiedRuns(gap.replace('{{11}}', ''), passage)).toEqual([]);
    const filled = filledGaps(gap, () => 'sedums');
    expect(copiedRuns(filled, passage)).toEqual(['with tough species such as sedums which']);
    expect(copiedRuns('with tough species\nsuch as sedums which', passage)).toEqual([]);
    expect(filledGaps('Roofs hold ______ plants.', () => 'tough', 3)).toBe(
      'Roofs hold tough plants.',
    );
  });

  it('keeps decimals and apostrophes inside words, and reads the first alternative of a key', () => {
    expect(plainWords("The limit is 0.6 of the bees' volume.")).toEqual([
      'the',
      'limit',
      'is',
      '06',
      'of',
      'the',
      'bees',
      'volume',
    ]);
    expect(firstAlternative('(the) city centre/downtown')).toBe('the city centre');
  });
});
