/**
 * The playback speed of the listening library (issue 18 §4): 0.75×, 1× or 1.25×, remembered in
 * localStorage under `radio.speed` for every lesson. Storage failures are ignored (1×).
 */

export const SPEEDS = [0.75, 1, 1.25] as const;
export type Speed = (typeof SPEEDS)[number];

export const SPEED_KEY = 'radio.speed';

function isSpeed(value: number): value is Speed {
  return (SPEEDS as readonly number[]).includes(value);
}

/** The remembered speed, or 1. */
export function readSpeed(storage: Storage = localStorage): Speed {
  try {
    const value = Number(storage.getItem(SPEED_KEY));
    return isSpeed(value) ? value : 1;
  } catch {
    return 1;
  }
}

/** Remembers `speed`. */
export function saveSpeed(speed: Speed, storage: Storage = localStorage): void {
  try {
    storage.setItem(SPEED_KEY, String(speed));
  } catch {
    // storage unavailable: the speed lasts until the page closes
  }
}
