import { CHART_STYLE_COUNT } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { SERIES_STYLES } from './visual-geometry.ts';

describe('the series styles (issue 34 §11)', () => {
  it('tell apart as many series or slices as a chart may have, each by colour and by form', () => {
    expect(SERIES_STYLES).toHaveLength(CHART_STYLE_COUNT);
    for (const part of ['stroke', 'fill', 'marker', 'dash', 'pattern'] as const) {
      const values = SERIES_STYLES.map((style) => style[part]);
      expect(new Set(values).size, part).toBe(CHART_STYLE_COUNT);
    }
    // one hue each, in light and in dark mode
    const hues = SERIES_STYLES.map((style) => /stroke-([a-z]+)-/.exec(style.stroke)?.[1]);
    expect(new Set(hues).size).toBe(CHART_STYLE_COUNT);
    for (const style of SERIES_STYLES) expect(style.stroke).toMatch(/dark:stroke-/);
  });
});
