import { describe, expect, it } from 'vitest';
import {
  acceptedAnswers,
  answerAlternatives,
  closestAlternative,
  compareSpelling,
  editDistance,
  isAnswerCorrect,
  isBlankAnswer,
  normalizeAnswer,
  primaryAnswer,
  type SpellingOp,
} from './answers.ts';

describe('normalizeAnswer', () => {
  it('trims, lower-cases and collapses inner whitespace', () => {
    expect(normalizeAnswer('  Ice \t  Cream\n')).toBe('ice cream');
  });

  it('normalises Unicode to NFC', () => {
    expect(normalizeAnswer('cafe\u0301')).toBe('caf\u00e9');
  });

  it('unifies typographic apostrophes', () => {
    expect(normalizeAnswer('Don’t')).toBe("don't");
    expect(normalizeAnswer('don‘t')).toBe("don't");
  });
});

describe('alternatives', () => {
  it("splits a front on '/', trimmed, blanks dropped, case kept", () => {
    expect(answerAlternatives(' big / Large ')).toEqual(['big', 'Large']);
    expect(answerAlternatives('big//large/')).toEqual(['big', 'large']);
    expect(answerAlternatives('  ')).toEqual([]);
    expect(primaryAnswer(' big / Large ')).toBe('big');
    expect(primaryAnswer('')).toBe('');
  });

  it('accepts each alternative and the whole front', () => {
    expect(acceptedAnswers('Big/Large')).toEqual(['big', 'large', 'big/large']);
    expect(acceptedAnswers('word')).toEqual(['word']);
  });
});

describe('isAnswerCorrect (spec §4: trimmed, case-insensitive, against the front)', () => {
  it.each<[string, string, boolean]>([
    ['Receive', 'receive', true],
    ['  receive  ', 'receive', true],
    ['RECEIVE', 'Receive', true],
    ['recieve', 'receive', false],
    ['large', 'big/large', true],
    [' BIG ', 'big / large', true],
    ['big/large', 'big/large', true],
    ['big large', 'big/large', false],
    ['ice  cream', 'ice cream', true],
    ['icecream', 'ice cream', false],
    ['don’t', "don't", true],
    ['cafe\u0301', 'caf\u00e9', true],
    ['', 'receive', false],
    ['   ', 'receive', false],
    ['', '', false],
  ])('%j against %j → %s', (typed, front, expected) => {
    expect(isAnswerCorrect(typed, front)).toBe(expected);
  });

  it('treats a blank answer as blank (Check disabled, §5)', () => {
    expect(isBlankAnswer('')).toBe(true);
    expect(isBlankAnswer(' \t')).toBe(true);
    expect(isBlankAnswer(' a ')).toBe(false);
  });
});

describe('editDistance and closestAlternative', () => {
  it('counts Levenshtein edits case-insensitively', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('Receive', 'receive')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('recieve', 'receive')).toBe(2);
  });

  it('picks the alternative nearest to the answer, the first on a tie', () => {
    expect(closestAlternative('larj', 'big/large')).toBe('large');
    expect(closestAlternative('bog', 'big/large')).toBe('big');
    expect(closestAlternative('xyz', 'abc/def')).toBe('abc');
    expect(closestAlternative('x', '')).toBe('');
  });
});

const render = (ops: SpellingOp[]): string =>
  ops
    .map((op) => {
      if (op.op === 'match') return op.expected;
      if (op.op === 'wrong') return `[${op.typed}→${op.expected}]`;
      if (op.op === 'missing') return `(+${op.expected})`;
      return `(-${op.typed})`;
    })
    .join('');

describe('compareSpelling', () => {
  it.each<[string, string, string]>([
    ['receive', 'receive', 'receive'],
    ['recieve', 'receive', 'rec[i→e][e→i]ve'],
    ['acomodate', 'accommodate', 'a(+c)co(+m)modate'],
    ['untill', 'until', 'unti(-l)l'],
    ['nesesary', 'necessary', 'ne[s→c]e(+s)sary'],
    ['', 'cat', '(+c)(+a)(+t)'],
    ['cat', '', '(-c)(-a)(-t)'],
    ['  CaT ', 'cat', 'cat'],
  ])('%j against %j', (typed, expected, diff) => {
    expect(render(compareSpelling(typed, expected))).toBe(diff);
  });

  it('keeps the letters as typed and as spelled (case) for display', () => {
    expect(compareSpelling('Cat', 'cAt')).toEqual([
      { op: 'match', expected: 'c', typed: 'C' },
      { op: 'match', expected: 'A', typed: 'a' },
      { op: 'match', expected: 't', typed: 't' },
    ]);
  });

  it('has as many non-match ops as the edit distance, and rebuilds both texts', () => {
    const pairs: [string, string][] = [
      ['recieve', 'receive'],
      ['definately', 'definitely'],
      ['occured', 'occurred'],
      ['seperate', 'separate'],
      ['ice  cream', 'ice cream'],
      ['xyz', 'abcdef'],
    ];
    for (const [typed, expected] of pairs) {
      const ops = compareSpelling(typed, expected);
      expect(ops.filter((op) => op.op !== 'match')).toHaveLength(editDistance(typed, expected));
      const rebuiltExpected = ops.map((op) => ('expected' in op ? op.expected : '')).join('');
      const rebuiltTyped = ops.map((op) => ('typed' in op ? op.typed : '')).join('');
      expect(rebuiltExpected).toBe(expected);
      expect(rebuiltTyped).toBe(typed.replace(/\s+/g, ' '));
    }
  });

  it('works on code points, not UTF-16 units', () => {
    expect(compareSpelling('café', 'cafe\u0301')).toHaveLength(4);
    expect(compareSpelling('a😀b', 'ab')).toEqual([
      { op: 'match', expected: 'a', typed: 'a' },
      { op: 'extra', typed: '😀' },
      { op: 'match', expected: 'b', typed: 'b' },
    ]);
  });
});
