/**
 * Audio saved for offline listening (issue 20 §1): "Tải về" fetches a lesson's whole file and
 * puts it in Cache Storage (`AUDIO_CACHE`), from which the service worker (sw/sw.ts) answers the
 * player's requests, Range requests included, with or without a network; "Xóa bản tải về"
 * deletes it. Lesson audio is the library's, the same for every learner, so the cache is not
 * per user. Where Cache Storage is missing (an insecure origin, some private modes) downloads
 * are not offered.
 */
import { AUDIO_CACHE } from '../../../lib/audio-cache.ts';

/** True when this browser can keep audio for offline use (Cache Storage and a service worker). */
export function canDownload(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

/** True when the audio at `url` is saved on this device. */
export async function isDownloaded(url: string): Promise<boolean> {
  if (!canDownload()) return false;
  return (await (await caches.open(AUDIO_CACHE)).match(url)) !== undefined;
}

/**
 * Fetches the whole file at `url` and keeps it; asks the browser to keep this site's storage
 * (navigator.storage.persist) so the download is not evicted under storage pressure.
 * @throws Error when the server does not answer 200 with audio, or the cache refuses it
 * (storage full).
 */
export async function downloadAudio(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('audio/')) {
    throw new Error(`audio download: ${response.status} ${type}`);
  }
  await (await caches.open(AUDIO_CACHE)).put(url, response);
  void navigator.storage?.persist?.().catch(() => false);
}

/** Deletes the saved copy of `url` (nothing when there is none). */
export async function removeAudio(url: string): Promise<void> {
  await (await caches.open(AUDIO_CACHE)).delete(url);
}
