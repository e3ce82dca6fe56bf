import { describe, expect, it } from 'vitest';
import { mulberry32, pickDistinct, pickOne, randomInt, shuffle, type Random } from './random.ts';

/** A source replaying `values` in a loop. */
const fixed =
  (...values: number[]): Random =>
  () => {
    const value = values.shift() as number;
    values.push(value);
    return value;
  };

describe('mulberry32', () => {
  it('gives the reference sequence for seed 1 (same seed, same numbers)', () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
    const again = mulberry32(1);
    expect(again()).toBe(0.6270739405881613);
  });

  it('differs between seeds and stays in [0, 1)', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
    const random = mulberry32(123);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('uses the low 32 bits of an integer seed', () => {
    expect(mulberry32(2 ** 32 + 5)()).toBe(mulberry32(5)());
    expect(mulberry32(5.9)()).toBe(mulberry32(5)());
  });
});

describe('randomInt', () => {
  it('maps [0, 1) onto 0..size-1', () => {
    expect(randomInt(4, fixed(0))).toBe(0);
    expect(randomInt(4, fixed(0.25))).toBe(1);
    expect(randomInt(4, fixed(0.999999))).toBe(3);
  });

  it('clamps a misbehaving source', () => {
    expect(randomInt(4, fixed(1))).toBe(3);
    expect(randomInt(4, fixed(-0.5))).toBe(0);
    expect(randomInt(4, fixed(Number.NaN))).toBe(0);
  });

  it('rejects a size that is not a positive integer', () => {
    expect(() => randomInt(0, fixed(0))).toThrow(RangeError);
    expect(() => randomInt(2.5, fixed(0))).toThrow(RangeError);
    expect(() => pickOne([], fixed(0))).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('returns a new permutation and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffle(items, mulberry32(7));
    expect(result).not.toBe(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
  });

  it('is reproducible from a seed', () => {
    expect(shuffle([1, 2, 3, 4, 5], mulberry32(9))).toEqual(
      shuffle([1, 2, 3, 4, 5], mulberry32(9)),
    );
  });

  it('is Fisher–Yates: a source of zeros rotates [a, b, c] to [b, c, a]', () => {
    expect(shuffle(['a', 'b', 'c'], fixed(0))).toEqual(['b', 'c', 'a']);
    expect(shuffle([], fixed(0))).toEqual([]);
  });

  it('gives each of the 6 orders of 3 items about 1/6 of the time', () => {
    const random = mulberry32(2024);
    const counts = new Map<string, number>();
    for (let i = 0; i < 60_000; i += 1) {
      const key = shuffle(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('pickDistinct', () => {
  it('picks distinct positions', () => {
    const picked = pickDistinct([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, mulberry32(3));
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
  });

  it('clamps the count to 0..length', () => {
    expect(pickDistinct([1, 2, 3], 10, mulberry32(3)).sort()).toEqual([1, 2, 3]);
    expect(pickDistinct([1, 2, 3], -1, mulberry32(3))).toEqual([]);
    expect(pickDistinct([1, 2, 3], 1.9, mulberry32(3))).toHaveLength(1);
  });

  it('keeps equal values at different positions as different picks', () => {
    expect(pickDistinct(['x', 'x'], 2, mulberry32(1))).toEqual(['x', 'x']);
  });
});
