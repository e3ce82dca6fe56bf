import { describe, expect, it } from 'vitest';
import { markTest, type MarkableGroup } from './test-marking.ts';

const groups: MarkableGroup[] = [
  {
    type: 'true-false-not-given',
    maxWords: null,
    numberAllowed: false,
    questions: [
      { number: 1, answer: 'TRUE' },
      { number: 2, answer: 'NOT GIVEN' },
    ],
  },
  {
    type: 'multiple-choice-multi',
    maxWords: null,
    numberAllowed: false,
    questions: [
      { number: 3, answer: 'B' },
      { number: 4, answer: 'D' },
    ],
  },
  {
    type: 'sentence-completion',
    maxWords: 2,
    numberAllowed: true,
    questions: [{ number: 5, answer: '(the) harbour' }],
  },
];

describe('markTest', () => {
  it('marks every question and counts the raw score', () => {
    const result = markTest(groups, {
      '1': 'true',
      '2': 'false',
      '3': 'B',
      '4': 'D',
      '5': 'harbor',
    });
    expect(result.score).toBe(4);
    expect(result.marked.map((q) => q.correct)).toEqual([true, false, true, true, true]);
  });

  it('accepts the letters of a multi-answer group in any order, each once', () => {
    expect(markTest(groups, { '3': 'd', '4': 'b' }).score).toBe(2);
    expect(markTest(groups, { '3': 'B', '4': 'B' }).score).toBe(1);
    expect(markTest(groups, { '3': 'A', '4': 'D' }).score).toBe(1);
  });

  it('marks unanswered questions wrong and keeps them in the list', () => {
    const result = markTest(groups, {});
    expect(result.score).toBe(0);
    expect(result.marked).toHaveLength(5);
    expect(result.marked[0]).toEqual({ number: 1, given: '', correct: false });
  });
});
