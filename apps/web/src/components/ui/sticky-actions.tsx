/**
 * A page's main actions kept in view (issue 34 §13): a bar that sticks to the bottom of the
 * screen while the page above it scrolls, and sits in its place once the page's end is reached,
 * so the main action is on screen at 360×640 without scrolling. It spans the page's column to
 * its edges (the layout's side padding given back). Where the phone's bottom tab bar shows
 * (`aboveTabBar`), it sticks above the tab bar below 1024 px. Its containing block must start
 * near the top of the page (a direct child of the page's root), or it sticks only once its
 * container is in view.
 */
import type { ReactNode } from 'react';

export function StickyActions({
  children,
  aboveTabBar = false,
  surface = 'page',
  className = '',
}: {
  children: ReactNode;
  aboveTabBar?: boolean;
  /** What it sits on, edge to edge: the page (its padding) or a card (settings' sections). */
  surface?: 'page' | 'card';
  className?: string;
}) {
  const onSurface =
    surface === 'card'
      ? '-mx-5 px-5 bg-white/95 dark:bg-slate-900/95'
      : '-mx-4 px-4 bg-slate-50/95 dark:bg-slate-950/95';
  return (
    <div
      className={`sticky z-20 border-t border-slate-200 py-3 backdrop-blur sm:-mx-6 sm:px-6 dark:border-slate-800 ${onSurface} ${aboveTabBar ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] lg:bottom-0' : 'bottom-0'} ${className}`}
      data-testid="sticky-actions"
    >
      {children}
    </div>
  );
}
