/**
 * The Cache Storage caches of the audio a learner saved for offline ("Tải về", issue 20 §1):
 * one per learner (`audio-downloads:<userId>`, issue 34 §24: deleted when they sign out, like
 * every copy the app keeps for them), written by the web (features/radio/lib/downloads.ts), read
 * by the service worker (sw/sw.ts), which answers `/media/*` from them, Range requests
 * included, before asking the network. `audio-downloads-v1` is the single cache of earlier
 * versions, shared by the browser's users: still read, deleted at the next sign-out.
 */
const PREFIX = 'audio-downloads:';

/** The cache shared by every user before issue 34 (read until a sign-out deletes it). */
export const LEGACY_AUDIO_CACHE = 'audio-downloads-v1';

/** The audio cache of one learner. */
export function audioCacheName(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** True for the name of a cache of saved audio (a learner's, or the legacy shared one). */
export function isAudioCache(name: string): boolean {
  return name.startsWith(PREFIX) || name === LEGACY_AUDIO_CACHE;
}
