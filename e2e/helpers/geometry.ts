/**
 * Geometry checks for e2e tests (issue 34 §8-§13): the boxes of elements as the page lays them
 * out, whether two overlap, whether an element is wholly on screen or cut off, and whether a
 * text was broken inside a word. Asserting on boxes rather than presence catches a page that
 * renders wrong while every element is in the DOM.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of every visible element `locator` matches, in document order. */
export async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
  );
}

/** The area two boxes share (0 when they only touch), in px². */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Fails when any two of `named` boxes overlap by more than half a pixel square. */
export function expectNoOverlap(named: Record<string, Box>): void {
  const entries = Object.entries(named);
  for (const [i, [nameA, a]] of entries.entries()) {
    for (const [nameB, b] of entries.slice(i + 1)) {
      expect(overlapArea(a, b), `${nameA} overlaps ${nameB}`).toBeLessThanOrEqual(0.5);
    }
  }
}

/** Fails unless `box` lies wholly inside the viewport (a 0.5 px rounding allowed). */
export function expectInViewport(box: Box, viewport: { width: number; height: number }, what = '') {
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(-0.5);
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** The document's width and the viewport's: equal when nothing scrolls sideways. */
export async function documentWidth(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
}

/** Fails when the page is wider than its viewport (it would scroll sideways). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const { scroll, client } = await documentWidth(page);
  expect(scroll, 'document wider than the viewport').toBeLessThanOrEqual(client);
}

/**
 * The words of `locator`'s text that are drawn on more than one line (broken inside the word):
 * each word's rectangles per line, from a Range over its characters.
 */
export async function wordsBrokenAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const text = node.data;
      for (const match of text.matchAll(/\S+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Whether a text element shows all of its text (not cut by an ellipsis or overflow). */
export async function textClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1,
  );
}
