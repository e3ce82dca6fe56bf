/**
 * Where the Quick Define popup goes (spec §2 Quick Define popup): under the selected word, or
 * above it when there is more room there, and always inside the viewport, also on a 360 px phone.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space between the word and the popup, and between the popup and the viewport's edges (px). */
const POPUP_GAP = 8;

/**
 * The popup's top-left corner in viewport coordinates for a word at `anchor` (its client rect),
 * a popup of `size` and a viewport of `viewport`.
 */
export function placePopup(anchor: Box, size: Size, viewport: Size): { left: number; top: number } {
  const clamp = (value: number, max: number) => Math.max(POPUP_GAP, Math.min(value, max));
  const left = clamp(anchor.left, viewport.width - size.width - POPUP_GAP);
  const below = anchor.bottom + POPUP_GAP;
  const roomBelow = viewport.height - below - POPUP_GAP;
  const roomAbove = anchor.top - POPUP_GAP * 2;
  const top =
    size.height <= roomBelow || roomBelow >= roomAbove
      ? below
      : anchor.top - POPUP_GAP - size.height;
  return { left, top: clamp(top, viewport.height - size.height - POPUP_GAP) };
}

/**
 * Places `element` (position: absolute in the document) beside `anchor` (document coordinates,
 * px) with placePopup, inside the current viewport, and makes it visible.
 */
export function placeBeside(element: HTMLElement, anchor: Box): void {
  const { scrollX, scrollY } = window;
  const spot = placePopup(
    {
      left: anchor.left - scrollX,
      top: anchor.top - scrollY,
      right: anchor.right - scrollX,
      bottom: anchor.bottom - scrollY,
    },
    { width: element.offsetWidth, height: element.offsetHeight },
    { width: document.documentElement.clientWidth, height: window.innerHeight },
  );
  element.style.left = `${spot.left + scrollX}px`;
  element.style.top = `${spot.top + scrollY}px`;
  element.style.visibility = 'visible';
}
