/**
 * Highlights in a passage, kept as character ranges of a paragraph's text (so React renders them
 * as <mark> runs and nothing edits the DOM behind its back): a selection becomes one range per
 * paragraph it touches, overlapping ranges merge, a click on a mark removes its range.
 */

export interface Highlight {
  passage: number;
  paragraph: number;
  start: number;
  end: number;
}

/** A paragraph's text cut at its highlights. */
export interface Segment {
  text: string;
  highlight: Highlight | null;
}

const samePlace = (a: Highlight, b: Highlight) =>
  a.passage === b.passage && a.paragraph === b.paragraph;

/** Adds ranges, merging each with the ranges of its paragraph it overlaps or touches. */
export function addHighlights(
  list: readonly Highlight[],
  added: readonly Highlight[],
): Highlight[] {
  let out = [...list];
  for (const range of added) {
    if (range.end <= range.start) continue;
    let merged = { ...range };
    out = out.filter((h) => {
      if (!samePlace(h, merged) || h.end < merged.start || h.start > merged.end) return true;
      merged = {
        ...merged,
        start: Math.min(h.start, merged.start),
        end: Math.max(h.end, merged.end),
      };
      return false;
    });
    out.push(merged);
  }
  return out.sort(
    (a, b) => a.passage - b.passage || a.paragraph - b.paragraph || a.start - b.start,
  );
}

/** Removes one range. */
export function removeHighlight(list: readonly Highlight[], range: Highlight): Highlight[] {
  return list.filter((h) => !(samePlace(h, range) && h.start === range.start));
}

/** A paragraph's text cut into plain and highlighted runs. */
export function segments(text: string, ranges: readonly Highlight[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const start = Math.max(range.start, at);
    const end = Math.min(range.end, text.length);
    if (end <= start) continue;
    if (start > at) out.push({ text: text.slice(at, start), highlight: null });
    out.push({ text: text.slice(start, end), highlight: range });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), highlight: null });
  return out;
}

/** Characters of `element`'s text before the point (node, offset). */
function offsetIn(element: Element, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(element, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The ranges the current selection covers in the paragraphs under `root` (elements with
 * `data-paragraph`, holding only the paragraph's text), or [] when it covers none.
 */
export function selectionHighlights(root: HTMLElement, passage: number): Highlight[] {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return [];
  const range = selection.getRangeAt(0);
  const out: Highlight[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-paragraph]')) {
    if (!range.intersectsNode(element)) continue;
    const length = element.textContent?.length ?? 0;
    const start = element.contains(range.startContainer)
      ? offsetIn(element, range.startContainer, range.startOffset)
      : 0;
    const end = element.contains(range.endContainer)
      ? offsetIn(element, range.endContainer, range.endOffset)
      : length;
    if (end > start) {
      out.push({ passage, paragraph: Number(element.dataset.paragraph), start, end });
    }
  }
  return out;
}
