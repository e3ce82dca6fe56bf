/**
 * The app's service worker (issue 20 §1), built by vite-plugin-pwa (injectManifest) into
 * `dist/sw.js`: precaches the app shell and every route's chunks (the manifest Workbox injects),
 * answers navigations with the cached shell (not the API, the audio or the dev outbox), and
 * serves the audio the learner downloaded (`AUDIO_CACHE`) from Cache Storage, answering Range
 * requests with 206 partial responses (workbox-range-requests) so that seeking works offline;
 * audio not downloaded goes to the network untouched. A new version waits until the page asks
 * it to take over (the "Tải lại" prompt sends SKIP_WAITING).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { AUDIO_CACHE } from '../src/lib/audio-cache.ts';

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

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  async ({ request }) => {
    const kept = await (await caches.open(AUDIO_CACHE)).match(request.url);
    if (!kept) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
