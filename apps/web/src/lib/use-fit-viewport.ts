/**
 * Fits an element to the screen (issue 18 §2, the study screen on phones; issue 34 §10, the
 * Reading runner on a laptop): its height runs from where it starts to the bottom of the
 * viewport (less `gap` px), and a negative bottom margin takes back whatever the page puts below
 * it (the layout's bottom padding), so the page does not scroll and the element's last child (a
 * rating bar, a question navigator) sits at the bottom of the screen. Measured again when the
 * window changes size (rotation, a phone's address bar). Below `min` pixels the element keeps
 * `min` and the page scrolls.
 *
 * Options: `media`, a media query outside which the element is left as its classes lay it out
 * (e.g. only from 1024 px); `maxWidth`, to span the screen's width too, centred, up to that many
 * px with `edge` px on each side (the header's width: the element leaves the page's narrower
 * column).
 */
import { useLayoutEffect, useRef } from 'react';

export interface FitOptions {
  media?: string;
  gap?: number;
  maxWidth?: number;
  edge?: number;
}

export function useFitViewport<T extends HTMLElement>(min: number, options: FitOptions = {}) {
  const ref = useRef<T>(null);
  const { media, gap = 0, maxWidth, edge = 0 } = options;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const query = media ? window.matchMedia(media) : null;
    const clear = () => {
      element.style.height = '';
      element.style.marginBottom = '';
      element.style.marginLeft = '';
      element.style.marginRight = '';
    };
    const measure = () => {
      clear();
      if (query && !query.matches) return;
      if (maxWidth !== undefined) {
        const screen = document.documentElement.clientWidth;
        const width = Math.min(screen, maxWidth) - 2 * edge;
        const box = element.getBoundingClientRect();
        const left = (screen - width) / 2;
        element.style.marginLeft = `${Math.min(0, left - box.left)}px`;
        element.style.marginRight = `${Math.min(0, box.right - (left + width))}px`;
      }
      const top = element.getBoundingClientRect().top + window.scrollY;
      const first = Math.max(min, Math.floor(window.innerHeight - top - gap));
      element.style.height = `${first}px`;
      // what the page adds below the element (padding of the layout around it)
      const below = Math.ceil(document.documentElement.scrollHeight - (top + first + gap));
      if (below > 0) element.style.marginBottom = `-${below}px`;
    };
    measure();
    window.addEventListener('resize', measure);
    query?.addEventListener('change', measure);
    return () => {
      window.removeEventListener('resize', measure);
      query?.removeEventListener('change', measure);
      clear();
    };
  }, [min, media, gap, maxWidth, edge]);
  return ref;
}
