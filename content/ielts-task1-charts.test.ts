/**
 * Issue 34 §11: every Writing Task 1 chart's data against the rules its drawing follows
 * (packages/domain/src/ielts/task1-chart.ts), at a 360 px phone and a 1366 px laptop:
 * - every category gets its label under the axis (none left out, as the line graph's 2016 was),
 *   level or wrapped within its slot, or slanted at an angle that keeps neighbours apart;
 * - the value axis's title names its unit exactly once;
 * - each series or slice of a chart takes a style (colour and pattern) of its own: no chart has
 *   more than the palette's CHART_STYLE_COUNT, and their names, which the legend writes, differ.
 * The web's palette has CHART_STYLE_COUNT distinct colours (visual-geometry.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  CHART_STYLE_COUNT,
  categoryLabels,
  estimatedWidth,
  valueAxisTitle,
  wrapToWidth,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { contentPath } from './paths.ts';
import { anyWritingTestSchema, type Visual } from './ielts/writing-schema.ts';

/** The chart's text: 11 px, a line 14 px high (series-chart.tsx). */
const FONT = 11;
const LINE = 14;
const measure = (text: string) => estimatedWidth(text, FONT);

/**
 * The width of the plot under the value axis: the figure's width at 360 px (the page's 16 px
 * margins, the figure's frame) and at 1366 px (the 1152 px column less its margins and the
 * prompt's card), less the tick labels' margin and the right margin.
 */
const PLOT_WIDTHS = { 360: 360 - 32 - 18 - 50, 1366: 1104 - 48 - 18 - 50 };

const visuals: { test: string; visual: Visual }[] = readdirSync(contentPath('ielts', 'writing'))
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => {
    const test = anyWritingTestSchema.parse(
      JSON.parse(readFileSync(contentPath('ielts', 'writing', name), 'utf8')),
    );
    return test.task === 1 ? test.visuals.map((visual) => ({ test: name, visual })) : [];
  });

const charts = visuals.filter(
  (v): v is { test: string; visual: Extract<Visual, { kind: 'line' | 'bar' }> } =>
    v.visual.kind === 'line' || v.visual.kind === 'bar',
);
const pies = visuals.filter(
  (v): v is { test: string; visual: Extract<Visual, { kind: 'pie' }> } => v.visual.kind === 'pie',
);

describe('Writing Task 1 charts (issue 34 §11)', () => {
  it('has charts to check: a line graph, a bar chart and a pie chart', () => {
    expect(new Set(visuals.map((v) => v.visual.kind))).toEqual(
      new Set(['line', 'bar', 'pie', 'table', 'process', 'map']),
    );
  });

  describe.each(Object.entries(PLOT_WIDTHS))('at %s px', (_viewport, plotWidth) => {
    it.each(charts)('labels every category of $test', ({ visual }) => {
      const slot = plotWidth / visual.categories.length;
      const labels = categoryLabels({
        categories: visual.categories,
        slot,
        measure,
        lineHeight: LINE,
      });
      // every category, in order, whole
      expect(labels.lines.map((lines) => lines.join(' '))).toEqual(visual.categories);
      if (labels.angle === 0) {
        for (const line of labels.lines.flat()) expect(measure(line), line).toBeLessThan(slot);
      } else {
        // slanted labels one line height apart, and not over the chart's 80 px below the axis
        const radians = (labels.angle * Math.PI) / 180;
        expect(slot * Math.sin(radians)).toBeGreaterThanOrEqual(LINE);
        expect(labels.height).toBeLessThanOrEqual(80);
      }
    });

    it.each(charts)('writes the axis titles of $test whole, the unit once', ({ visual }) => {
      const title = valueAxisTitle(visual.yLabel, visual.unit);
      // one bracketed unit, at the end
      expect(title.match(/\(/g), title).toHaveLength(1);
      expect(title).toMatch(/\([^()]+\)$/);
      // at most three lines above the plot, no word wider than the drawing
      const width = plotWidth + 50;
      const lines = wrapToWidth(title, width, measure);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) expect(measure(line), line).toBeLessThanOrEqual(width);
      const xLines = wrapToWidth(visual.xLabel, plotWidth, measure);
      expect(xLines.length).toBeLessThanOrEqual(2);
    });
  });

  it.each(charts)('gives each series of $test a style of its own', ({ visual }) => {
    expect(visual.series.length).toBeLessThanOrEqual(CHART_STYLE_COUNT);
    const names = visual.series.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(pies)(
    'gives each slice of $test a colour of its own and a legend entry',
    ({ visual }) => {
      expect(visual.slices.length).toBeLessThanOrEqual(CHART_STYLE_COUNT);
      const labels = visual.slices.map((s) => s.label);
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.every((label) => label.trim() !== '')).toBe(true);
    },
  );
});
