/**
 * The app's service worker (issue 20 §1), built by vite-plugin-pwa (injectManifest) into
 * `dist/sw.js`: precaches the app shell and every route's chunks (the manifest Workbox injects),
 * answers navigations with the cached shell (not the API, the audio or the dev outbox), and
 * serves the audio a learner downloaded from Cache Storage (their own cache,
 * `audio-downloads:<userId>`, deleted when they sign out: lib/audio-cache.ts), answering Range
 * requests with 206 partial responses (workbox-range-requests) so that seeking works offline;
 * audio not downloaded goes to the network untouched. It keeps nothing of a learner's own: what
 * it precaches is the same for everyone, and it answers no API request (the learners' copies
 * are in IndexedDB, per learner). A new version waits until the page asks it to take over (the
 * "Tải lại" prompt sends SKIP_WAITING).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isAudioCache } from '../src/lib/audio-cache.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/dev\//],
  }),
);

/**
 * The saved copy of a lesson's audio, from the caches of saved audio on this device (those of
 * learners still signed in here: a sign-out deletes its learner's). Lesson audio is the library's,
 * the same for everyone.
 */
async function savedAudio(url: string): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isAudioCache)) {
    const kept = await (await caches.open(name)).match(url);
    if (kept) return kept;
  }
  return undefined;
}

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  async ({ request }) => {
    const kept = await savedAudio(request.url);
    if (!kept) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
