/**
 * Page-wide keyboard shortcuts (the radio player's, listening to a set): whether a key press
 * belongs to what has focus rather than to the shortcut.
 */

const KEYLESS_INPUTS = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);

/** True when `target` takes typed keys: a text field, a list, a text area, contenteditable. */
export function isTypingTarget(target: HTMLElement): boolean {
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !KEYLESS_INPUTS.has(target.type);
}
