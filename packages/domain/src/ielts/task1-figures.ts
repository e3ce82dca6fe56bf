/**
 * The figures of a Task 1 answer (issue 23 §1): which of the visual's key figures an answer
 * cites. Pure.
 *
 * - Key figures (`keyFigures`): for a line or bar chart, each series' first, last, highest and
 *   lowest value; for a table, the same along each row; for a pie chart, every slice. A value
 *   that is two of these (the first is also the lowest) is one key figure. Processes and maps
 *   have none.
 * - Numbers in the answer (`answerNumbers`): figures written with digits, with thousands
 *   separators or not ("1,200" = "1200") and decimals ("3.5"); what follows ("%", "per cent",
 *   "percent", "million") does not matter. Numbers that are a category or column label of the
 *   data (years such as "2010") are not figures. Number words ("twenty") are not read.
 * - A number cites a figure when it equals the figure rounded to the number's own precision
 *   ("45" cites 45.3, "45.3" does not cite 45.36), or, when an approximation word precedes it
 *   within two words ("about", "around", "approximately", "roughly", "nearly", "almost",
 *   "just over", "just under", "over", "under", "some", "close to", "more than", "less than",
 *   "slightly"), when it is within TASK1_FEEDBACK_LIMITS.approxPercentOfRange percent of the
 *   visual's range (highest minus lowest value; for a pie chart, its largest slice) of the figure.
 */
import { TASK1_FEEDBACK_LIMITS } from './writing-feedback-lines.ts';

/** The parts of a Task 1 visual the feedback reads (content/ielts/writing-schema.ts). */
export type Task1Visual =
  | {
      kind: 'line' | 'bar';
      categories: readonly string[];
      unit: string;
      series: readonly { name: string; values: readonly number[] }[];
    }
  | { kind: 'pie'; slices: readonly { label: string; value: number }[] }
  | {
      kind: 'table';
      columns: readonly string[];
      unit: string;
      rows: readonly { label: string; values: readonly number[] }[];
    }
  | { kind: 'process' }
  | { kind: 'map' };

/** One key figure: where it is ("Cars, 2010") and its value in `unit`. */
export interface KeyFigure {
  label: string;
  value: number;
  unit: string;
  /** The visual's range, for approximate citations. */
  range: number;
}

/** One number written in an answer. */
export interface AnswerNumber {
  value: number;
  /** Digits after the decimal point. */
  decimals: number;
  /** True when an approximation word precedes it. */
  approximate: boolean;
}

function range(values: readonly number[], fromZero: boolean): number {
  if (values.length === 0) return 0;
  const low = fromZero ? 0 : Math.min(...values);
  return Math.max(...values) - low;
}

/** Indexes of the first, last, highest and lowest value (each once, in that order). */
function keyIndexes(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  let high = 0;
  let low = 0;
  values.forEach((value, i) => {
    if (value > values[high]!) high = i;
    if (value < values[low]!) low = i;
  });
  return [...new Set([0, values.length - 1, high, low])];
}

/** The key figures of the visuals (see the module docstring). */
export function keyFigures(visuals: readonly Task1Visual[]): KeyFigure[] {
  const figures: KeyFigure[] = [];
  for (const visual of visuals) {
    if (visual.kind === 'line' || visual.kind === 'bar' || visual.kind === 'table') {
      const lines =
        visual.kind === 'table'
          ? visual.rows.map((row) => ({ name: row.label, values: row.values }))
          : visual.series;
      const labels = visual.kind === 'table' ? visual.columns : visual.categories;
      const spread = range(
        lines.flatMap((l) => l.values),
        false,
      );
      for (const series of lines) {
        for (const i of keyIndexes(series.values)) {
          figures.push({
            label: `${series.name}, ${labels[i] ?? ''}`,
            value: series.values[i]!,
            unit: visual.unit,
            range: spread,
          });
        }
      }
    } else if (visual.kind === 'pie') {
      const spread = range(
        visual.slices.map((slice) => slice.value),
        true,
      );
      for (const slice of visual.slices) {
        figures.push({ label: slice.label, value: slice.value, unit: '%', range: spread });
      }
    }
  }
  return figures;
}

/** Category and column labels that are numbers (years): not figures when an answer writes them. */
export function labelNumbers(visuals: readonly Task1Visual[]): Set<number> {
  const labels = visuals.flatMap((visual) =>
    visual.kind === 'line' || visual.kind === 'bar'
      ? visual.categories
      : visual.kind === 'table'
        ? visual.columns
        : [],
  );
  return new Set(labels.filter((label) => /^\d+$/.test(label.trim())).map(Number));
}

const APPROX =
  /\b(?:about|around|approximately|approx|roughly|nearly|almost|just over|just under|over|under|some|close to|more than|less than|slightly|circa|almost exactly|approaching)\s*$/i;

const NUMBER = /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\d,]*\d)/g;

/** Numbers written with digits in `text` (see the module docstring), labels left out. */
export function answerNumbers(text: string, labels: ReadonlySet<number>): AnswerNumber[] {
  const numbers: AnswerNumber[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const whole = match[1]!.replaceAll(',', '');
    const decimals = match[2]?.length ?? 0;
    const value = Number(decimals > 0 ? `${whole}.${match[2]}` : whole);
    if (decimals === 0 && labels.has(value)) continue;
    // the two words before the number (an approximation may be "just over", "close to")
    const before = text
      .slice(Math.max(0, match.index - 30), match.index)
      .split(/\s+/)
      .slice(-3)
      .join(' ');
    numbers.push({
      value,
      decimals,
      approximate: APPROX.test(before.replace(/[~≈]\s*$/, 'about')),
    });
  }
  return numbers;
}

/** True when `number` cites `figure` (see the module docstring). */
export function cites(number: AnswerNumber, figure: KeyFigure): boolean {
  const gap = Math.abs(number.value - figure.value);
  if (gap <= 0.5 * 10 ** -number.decimals + 1e-9) return true;
  if (!number.approximate) return false;
  const tolerance = (TASK1_FEEDBACK_LIMITS.approxPercentOfRange / 100) * figure.range;
  return gap <= Math.max(tolerance, 1e-9);
}
