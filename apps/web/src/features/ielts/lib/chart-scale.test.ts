import { describe, expect, it } from 'vitest';
import { labelledIndexes, valueAxis } from './chart-scale.ts';

describe('progress chart scales', () => {
  it('draws bands on 0-9 and self-ratings on 0-5', () => {
    expect(valueAxis('reading', [6.5])).toMatchObject({ min: 0, max: 9 });
    expect(valueAxis('listening', [])).toMatchObject({ min: 0, max: 9 });
    expect(valueAxis('speaking', [3.8])).toEqual({ min: 0, max: 5, ticks: [0, 1, 2, 3, 4, 5] });
  });

  it('draws word counts from 0 past both the largest count and 250', () => {
    expect(valueAxis('writing', [180])).toEqual({ min: 0, max: 300, ticks: [0, 100, 200, 300] });
    expect(valueAxis('writing', [300]).max).toBe(400);
    expect(valueAxis('writing', [812]).max).toBe(1000);
  });

  it('labels the first and last attempts and spaced ones between', () => {
    expect(labelledIndexes(0, 5)).toEqual([]);
    expect(labelledIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(labelledIndexes(10, 4)).toEqual([0, 3, 6, 9]);
    expect(labelledIndexes(10, 1)).toEqual([0, 9]);
  });
});
