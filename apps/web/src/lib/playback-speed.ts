/**
 * A remembered playback speed (one of the domain's PLAYBACK_SPEEDS), one localStorage key per
 * player: `radio.speed` for the listening library, `ielts.listening.speed` for Listening
 * practice. Storage failures are ignored (1×).
 */
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '@app/domain';

/** The speed remembered under `key`, or 1. */
export function readPlaybackSpeed(key: string, storage: Storage = localStorage): PlaybackSpeed {
  try {
    const value = Number(storage.getItem(key));
    return PLAYBACK_SPEEDS.find((speed) => speed === value) ?? 1;
  } catch {
    return 1;
  }
}

/** Remembers `speed` under `key`. */
export function savePlaybackSpeed(
  key: string,
  speed: PlaybackSpeed,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(key, String(speed));
  } catch {
    // storage unavailable: the speed lasts until the page closes
  }
}
