/**
 * The playback speed of the listening library (issue 18 §4): one of the domain's
 * PLAYBACK_SPEEDS (0.75×, 1×, 1.25×), remembered in localStorage under `radio.speed` for every
 * lesson. Storage failures are ignored (1×).
 */
import type { PlaybackSpeed } from '@app/domain';
import { readPlaybackSpeed, savePlaybackSpeed } from '../../../lib/playback-speed.ts';

export type Speed = PlaybackSpeed;

export const SPEED_KEY = 'radio.speed';

/** The remembered speed, or 1. */
export function readSpeed(storage: Storage = localStorage): Speed {
  return readPlaybackSpeed(SPEED_KEY, storage);
}

/** Remembers `speed`. */
export function saveSpeed(speed: Speed, storage: Storage = localStorage): void {
  savePlaybackSpeed(SPEED_KEY, speed, storage);
}
