/**
 * Fits an element to the screen (issue 18 §2, the study screen on phones): its height runs from
 * where it starts to the bottom of the viewport, and a negative bottom margin takes back whatever
 * the page puts below it (the layout's bottom padding), so the page does not scroll and the
 * element's last child (the rating bar) sits at the bottom of the screen. Measured again when the window changes size (rotation,
 * a phone's address bar). Below `min` pixels the element keeps `min` and the page scrolls.
 */
import { useLayoutEffect, useRef } from 'react';

export function useFitViewport<T extends HTMLElement>(min: number) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const first = Math.max(min, Math.floor(window.innerHeight - top));
      element.style.height = `${first}px`;
      element.style.marginBottom = '';
      // what the page adds below the element (padding of the layout around it)
      const below = Math.ceil(document.documentElement.scrollHeight - (top + first));
      if (below > 0) element.style.marginBottom = `-${below}px`;
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [min]);
  return ref;
}
