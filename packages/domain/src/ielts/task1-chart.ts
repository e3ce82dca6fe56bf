/**
 * How a Writing Task 1 chart is laid out from its data (issue 23 §1, issue 34 §11), as pure
 * rules shared by the web's SVG charts and the content tests that check every chart's data
 * against them:
 * - the value axis: round ticks from 0 (or below, for negative values);
 * - the value axis's title names its unit once: "Percentage of purchases (%)", and a label that
 *   already ends in a unit in brackets ("Journeys per year (millions)") is not given a second;
 * - every category is labelled under its axis, never every other one: level when each label fits
 *   its slot, else wrapped at spaces into lines that fit, else slanted;
 * - each series or slice of one chart takes its own style (colour, pattern, marker, dash), so a
 *   chart has at most CHART_STYLE_COUNT of them.
 * Widths come from a `measure(text)` function in px (the browser's text metrics, or an estimate).
 */

/** How many series or slices one chart can tell apart (the web's palette has this many styles). */
export const CHART_STYLE_COUNT = 8;

/** A value axis: from `min` to `max` with round `ticks`. */
export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/** A round axis over `values` (from 0 unless a value is negative), about five ticks. */
export function niceAxis(values: readonly number[]): Axis {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values, low + 1);
  const raw = (high - low) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step)
    ticks.push(Math.round(tick * 1e6) / 1e6);
  return { min, max, ticks };
}

/** Whether `label` ends with a unit in brackets ("… (millions)", "… (%)"). */
function endsWithUnit(label: string): boolean {
  return /\([^()]+\)\s*$/u.test(label);
}

/**
 * The value axis's title: `yLabel` with its `unit` in brackets, or `yLabel` alone when it already
 * ends with a unit in brackets (never "(millions) (million journeys)").
 */
export function valueAxisTitle(yLabel: string, unit: string): string {
  return endsWithUnit(yLabel) ? yLabel.trim() : `${yLabel.trim()} (${unit.trim()})`;
}

/** `label` cut at spaces into lines of at most `width` characters (a longer word stays whole). */
export function wrapLabel(label: string, width: number): string[] {
  return wrapBy(label, (line) => line.length <= width);
}

/** `text` cut at spaces into lines for which `fits(line)` holds (a longer word stays whole). */
function wrapBy(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const longer = current ? `${current} ${word}` : word;
    if (current && !fits(longer)) {
      lines.push(current);
      current = word;
    } else current = longer;
  }
  if (current) lines.push(current);
  return lines;
}

/** `text` wrapped into lines no wider than `width` px (a longer word stays whole). */
export function wrapToWidth(
  text: string,
  width: number,
  measure: (text: string) => number,
): string[] {
  return wrapBy(text, (line) => measure(line) <= width);
}

/** How the categories under a chart are written. */
export interface CategoryLabels {
  /** 'level': one line each; 'wrapped': up to 2 lines each; 'slanted': one line at `angle`. */
  mode: 'level' | 'wrapped' | 'slanted';
  /** Degrees anticlockwise from level: 0, or when slanted 40, 60 or 90. */
  angle: number;
  /** Every category's lines, in order (one per category: none is left out). */
  lines: string[][];
  /** The height in px the labels need under the axis. */
  height: number;
}

/**
 * The slants tried for category labels that fit no other way, in degrees anticlockwise: the
 * first at which neighbouring labels, `slot` apart, are a line height apart across their slant.
 */
const SLANT_DEGREES = [40, 60, 90] as const;

/**
 * How to write `categories` under an axis where each has a `slot` px wide: level if every label
 * fits its slot with `gap` px to spare, else wrapped at spaces into at most two lines that fit,
 * else slanted (SLANT_DEGREES; its height from the widest label). `lineHeight` in px.
 */
export function categoryLabels({
  categories,
  slot,
  measure,
  lineHeight,
  gap = 4,
}: {
  categories: readonly string[];
  slot: number;
  measure: (text: string) => number;
  lineHeight: number;
  gap?: number;
}): CategoryLabels {
  const room = slot - gap;
  if (categories.every((label) => measure(label) <= room)) {
    return { mode: 'level', angle: 0, lines: categories.map((c) => [c]), height: lineHeight };
  }
  const wrapped = categories.map((label) => wrapToWidth(label, room, measure));
  if (wrapped.every((lines) => lines.length <= 2 && lines.every((l) => measure(l) <= room))) {
    const most = Math.max(...wrapped.map((lines) => lines.length));
    return { mode: 'wrapped', angle: 0, lines: wrapped, height: most * lineHeight };
  }
  const widest = Math.max(...categories.map(measure));
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const angle =
    SLANT_DEGREES.find((degrees) => slot * Math.sin(radians(degrees)) >= lineHeight) ?? 90;
  return {
    mode: 'slanted',
    angle,
    lines: categories.map((c) => [c]),
    height: Math.ceil(widest * Math.sin(radians(angle)) + lineHeight * Math.cos(radians(angle))),
  };
}

/** An estimate of a label's width in px at `fontSize` px: 0.62 em a character (DejaVu Sans). */
export function estimatedWidth(text: string, fontSize: number): number {
  return Array.from(text).length * fontSize * 0.62;
}
