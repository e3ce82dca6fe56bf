/**
 * The Cache Storage cache of the audio the learner saved for offline ("Tải về", issue 20 §1):
 * written by the web (features/radio/lib/downloads.ts), read by the service worker (sw/sw.ts),
 * which answers `/media/*` from it, Range requests included, before asking the network.
 */
export const AUDIO_CACHE = 'audio-downloads-v1';
