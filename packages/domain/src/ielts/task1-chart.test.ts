import { describe, expect, it } from 'vitest';
import {
  categoryLabels,
  estimatedWidth,
  niceAxis,
  valueAxisTitle,
  wrapLabel,
  wrapToWidth,
} from './task1-chart.ts';

const measure = (text: string) => estimatedWidth(text, 11);

describe('niceAxis', () => {
  it('runs from 0 to a round number above the largest value, about five ticks', () => {
    expect(niceAxis([38, 49, 12])).toEqual({ min: 0, max: 50, ticks: [0, 10, 20, 30, 40, 50] });
    expect(niceAxis([1250, 12]).ticks.at(-1)).toBe(1250);
    expect(niceAxis([-3, 8]).min).toBeLessThan(0);
  });
  it('keeps 0 on an axis of values all below it', () => {
    const axis = niceAxis([-40, -12, -25]);
    expect(axis.max).toBe(0);
    expect(axis.min).toBeLessThanOrEqual(-40);
    expect(axis.ticks).toContain(0);
  });
});

describe('valueAxisTitle (issue 34 §11: the unit once)', () => {
  it('adds the unit in brackets', () => {
    expect(valueAxisTitle('Percentage of purchases', '%')).toBe('Percentage of purchases (%)');
  });
  it('keeps a label that already ends with its unit', () => {
    expect(valueAxisTitle('Journeys per year (millions)', 'million journeys')).toBe(
      'Journeys per year (millions)',
    );
  });
});

describe('wrapping', () => {
  it('cuts at spaces, a longer word kept whole', () => {
    expect(wrapLabel('New bottles are made here', 10)).toEqual([
      'New',
      'bottles',
      'are made',
      'here',
    ]);
    expect(wrapToWidth('Journeys per year (millions)', 110, measure)).toEqual([
      'Journeys per',
      'year (millions)',
    ]);
  });
});

describe('categoryLabels (issue 34 §11: every category labelled)', () => {
  const years = ['2012', '2014', '2016', '2018', '2020', '2022'];
  it('writes every year level when the slots hold them (the 360 px line graph)', () => {
    // a 360 px phone: about 250 px of plot for 6 years
    const labels = categoryLabels({ categories: years, slot: 250 / 6, measure, lineHeight: 13 });
    expect(labels).toMatchObject({ mode: 'level', angle: 0 });
    expect(labels.lines.flat()).toEqual(years);
  });
  it('wraps two-word categories that do not fit their slot', () => {
    const labels = categoryLabels({
      categories: ['Food and drink', 'Housing', 'Public transport'],
      slot: 70,
      measure,
      lineHeight: 13,
    });
    expect(labels.mode).toBe('wrapped');
    expect(labels.lines).toEqual([['Food and', 'drink'], ['Housing'], ['Public', 'transport']]);
    expect(labels.height).toBe(26);
  });
  it('slants labels that cannot wrap into their slot, never dropping one', () => {
    const twelve = Array.from({ length: 12 }, (_v, i) => String(2001 + i));
    const labels = categoryLabels({ categories: twelve, slot: 21, measure, lineHeight: 13 });
    expect(labels.mode).toBe('slanted');
    expect(labels.lines).toHaveLength(12);
    // 21 px apart: at 40° the slanted lines would be 13.5 px apart, a line height
    expect(labels.angle).toBe(40);
    const tight = categoryLabels({ categories: twelve, slot: 16, measure, lineHeight: 13 });
    expect(tight.angle).toBe(60);
    expect(tight.height).toBeGreaterThan(labels.height);
  });
});
