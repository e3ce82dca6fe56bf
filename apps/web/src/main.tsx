/**
 * The entry: the stylesheet (render-blocking, so the static splash of index.html paints styled)
 * and a few bytes that load the app once the browser has painted that splash.
 *
 * Why wait: evaluating React and the router takes a phone a few hundred ms, and the app's chunks
 * compete with the stylesheet for a slow link. Requested and run at once, they held the splash
 * back until the app itself could paint (Lighthouse mobile: first contentful paint 2.1 s, the
 * whole app's load). Now the splash paints after the page and its stylesheet alone, and the
 * app's chunks are fetched in parallel right after it: Vite's dynamic import requests every
 * chunk a module needs at once, and the first screen's routes are in the app's chunk
 * (vite.config.ts).
 */
import './styles.css';

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./app/start.tsx');
}
// After the splash's frame is out: a frame runs its rAF callbacks before it paints, so wait for
// the next frame's. A hidden tab gets no frames: the timer starts the app there.
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
setTimeout(start, 250);
