import { describe, expect, it } from 'vitest';
import { takeTurnsBySet } from './today-order.ts';

describe("today's new cards take turns set by set (issue 34 §6)", () => {
  const sets = [
    ['a1', 'a2', 'a3', 'a4'],
    ['b1', 'b2'],
    ['c1', 'c2', 'c3'],
  ];

  it('takes the first card of each set, then the second of each, and so on', () => {
    expect(takeTurnsBySet(sets, 20)).toEqual([
      'a1',
      'b1',
      'c1',
      'a2',
      'b2',
      'c2',
      'a3',
      'c3',
      'a4',
    ]);
  });

  it('stops at the limit, part-way through a turn', () => {
    expect(takeTurnsBySet(sets, 5)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
    expect(takeTurnsBySet(sets, 1)).toEqual(['a1']);
    expect(takeTurnsBySet(sets, 0)).toEqual([]);
    expect(takeTurnsBySet(sets, -3)).toEqual([]);
  });

  it('skips sets with no new cards and ends when every set ran out', () => {
    expect(takeTurnsBySet([[], ['b1'], [], ['d1', 'd2']], 10)).toEqual(['b1', 'd1', 'd2']);
    expect(takeTurnsBySet([], 10)).toEqual([]);
  });
});
