/**
 * The entry: the stylesheet (render-blocking, so the static splash of index.html paints styled)
 * and a few bytes that load the app once the browser has painted that splash.
 *
 * Why wait: evaluating React and the router takes a phone a few hundred ms, and the app's chunks
 * compete with the stylesheet for a slow link. Requested and run at once, they held the splash
 * back until the app itself could paint (Lighthouse mobile: first contentful paint 2.1 s, the
 * whole app's load). Now the splash paints after the page and its stylesheet alone, and the
 * app's chunks are fetched in parallel right after it: Vite's dynamic import requests every
 * chunk a module needs at once, the first screen's routes are in the app's chunk
 * (vite.config.ts), and the opened page's own chunks are requested with it (route-modules.ts).
 * (Preloading the app's chunks from index.html was measured and dropped: on Lighthouse's phone
 * they shared the link with the stylesheet and the splash painted at 2.3 s instead of 1.1 s.)
 */
import './styles.css';
import { fetchEarly } from './app/early-requests.ts';
import { pagePlan } from './app/route-modules.ts';

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./app/start.tsx');
  // the opened page's code and first reads too, at the same time (the router then finds the
  // code loaded or on its way, a failure being the router's to show: lazy-route.ts; the screens
  // take the answers: early-requests.ts)
  const page = pagePlan(location.pathname, Intl.DateTimeFormat().resolvedOptions().timeZone);
  fetchEarly(page.reads);
  for (const load of page.loaders) void load().catch(() => undefined);
}
// After the splash's frame is out: a frame runs its rAF callbacks before it paints, so wait for
// the next frame's. A hidden tab gets no frames: the timer starts the app there.
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
setTimeout(start, 250);
