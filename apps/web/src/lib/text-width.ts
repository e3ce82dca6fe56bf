/**
 * How wide a piece of text is drawn, for layouts that must keep words whole (issue 34 §9): the
 * longest word of some texts in px, measured with a canvas in the page's font, or estimated
 * (0.62 em a character, DejaVu Sans's average and wider than most fonts) where there is no
 * canvas (tests).
 */

/** An average character's width as a share of the font size, when nothing can measure. */
const EM_PER_CHAR = 0.62;

let context: CanvasRenderingContext2D | null | undefined;

function canvas(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  return context;
}

/**
 * A function giving the width in px of a text drawn in `font` (a CSS font shorthand whose size
 * in px comes before the family), measured on a canvas, or estimated without one.
 */
export function textMeasure(font: string): (text: string) => number {
  const draw = canvas();
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);
  if (!draw) return (text) => Array.from(text).length * size * EM_PER_CHAR;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      draw.font = font;
      width = draw.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  };
}

/** The page's font family (the root element's), for `textMeasure`. */
export function pageFontFamily(): string {
  return getComputedStyle(document.documentElement).fontFamily;
}

/**
 * The width in px of the longest whitespace-separated word of `texts` drawn in `font` (a CSS
 * font shorthand, e.g. '600 14px Inter, sans-serif', whose size in px comes first before the
 * family). 0 for no words.
 */
export function longestWordWidth(texts: readonly string[], font: string): number {
  const words = texts.flatMap((text) => text.split(/\s+/u)).filter((word) => word !== '');
  const measure = textMeasure(font);
  return Math.max(0, ...words.map(measure));
}

/**
 * The most columns, at most `preferred` and at least `least`, whose cells (the grid's `width`
 * shared with `gap` between cells) hold a `content` px wide word plus `padding` (both sides
 * together). `width` 0 (not measured yet) gives `preferred`.
 */
export function columnsThatFit({
  preferred,
  least = 2,
  width,
  gap,
  content,
  padding,
}: {
  preferred: number;
  least?: number;
  width: number;
  gap: number;
  content: number;
  padding: number;
}): number {
  if (width <= 0) return preferred;
  const fit = Math.floor((width + gap) / (Math.ceil(content) + padding + gap));
  return Math.max(least, Math.min(preferred, fit));
}
