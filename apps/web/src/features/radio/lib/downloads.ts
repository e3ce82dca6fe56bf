/**
 * Audio saved for offline listening (issue 20 §1): "Tải về" fetches a lesson's whole file and
 * puts it in the learner's own Cache Storage cache (lib/audio-cache.ts; deleted when they sign
 * out), from which the service worker (sw/sw.ts) answers the player's requests, Range requests
 * included, with or without a network; "Xóa bản tải về" deletes it. Where Cache Storage is
 * missing (an insecure origin, some private modes) downloads are not offered.
 */
import { audioCacheName, LEGACY_AUDIO_CACHE } from '../../../lib/audio-cache.ts';

/** True when this browser can keep audio for offline use (Cache Storage and a service worker). */
export function canDownload(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

/** True when the audio at `url` is saved on this device for `userId` (or by an earlier version). */
export async function isDownloaded(url: string, userId: string): Promise<boolean> {
  if (!canDownload()) return false;
  for (const name of [audioCacheName(userId), LEGACY_AUDIO_CACHE]) {
    if (!(await caches.has(name))) continue;
    if ((await (await caches.open(name)).match(url)) !== undefined) return true;
  }
  return false;
}

/**
 * Fetches the whole file at `url` and keeps it for `userId`; asks the browser to keep this site's
 * storage (navigator.storage.persist) so the download is not evicted under storage pressure.
 * @throws Error when the server does not answer 200 with audio, or the cache refuses it
 * (storage full).
 */
export async function downloadAudio(url: string, userId: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('audio/')) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`audio download: ${response.status} ${type}`);
  }
  await (await caches.open(audioCacheName(userId))).put(url, response);
  void navigator.storage?.persist?.().catch(() => false);
}

/** Deletes the saved copy of `url` (nothing when there is none). */
export async function removeAudio(url: string, userId: string): Promise<void> {
  for (const name of [audioCacheName(userId), LEGACY_AUDIO_CACHE]) {
    if (await caches.has(name)) await (await caches.open(name)).delete(url);
  }
}
