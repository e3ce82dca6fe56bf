import { describe, expect, it } from 'vitest';
import { placePopup } from './popup-position.ts';

const word = (left: number, top: number) => ({ left, top, right: left + 50, bottom: top + 20 });

describe('placePopup', () => {
  const desktop = { width: 1366, height: 768 };
  const phone = { width: 360, height: 640 };
  const popup = { width: 320, height: 240 };

  it('puts the popup under the word, aligned with its left edge', () => {
    expect(placePopup(word(100, 100), popup, desktop)).toEqual({ left: 100, top: 128 });
  });

  it('puts it above the word when it does not fit under it', () => {
    expect(placePopup(word(100, 600), popup, desktop)).toEqual({ left: 100, top: 352 });
  });

  it('keeps it inside the right edge of a 360 px phone', () => {
    expect(placePopup(word(300, 100), popup, phone)).toEqual({ left: 32, top: 128 });
  });

  it('keeps it inside the viewport when it fits neither above nor below', () => {
    const tall = { width: 344, height: 600 };
    expect(placePopup(word(10, 300), tall, phone)).toEqual({ left: 8, top: 32 });
    const taller = { width: 344, height: 700 };
    expect(placePopup(word(10, 300), taller, phone).top).toBe(8);
  });
});
