/**
 * A map or plan of a labelling task (the group's `map`: our own SVG markup) shown as an image
 * from a data URL: an SVG drawn by <img> runs no scripts and loads nothing else, so the markup
 * never becomes part of the page.
 */
import { useT } from '../../../../i18n/i18n.tsx';

/** The data URL of an SVG document. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The accessible name the drawing gives itself (its root's aria-label), if any. */
export function svgLabel(svg: string): string | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return /\saria-label="([^"]*)"/.exec(root)?.[1] ?? null;
}

/** The map as an image, named by its own aria-label (or the group's title), with its caption. */
export function MapFigure({ svg, title }: { svg: string; title?: string | undefined }) {
  const t = useT();
  const label = svgLabel(svg) ?? title ?? t('listening.map');
  return (
    <figure className="min-w-0">
      <img
        src={svgDataUrl(svg)}
        alt={label}
        className="h-auto w-full rounded-xl border border-slate-300 bg-white dark:border-slate-600"
        decoding="async"
      />
      {title ? (
        <figcaption className="mt-1 text-center text-xs text-slate-600 dark:text-slate-400">
          {title}
        </figcaption>
      ) : null}
    </figure>
  );
}
