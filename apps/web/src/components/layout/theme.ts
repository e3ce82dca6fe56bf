/**
 * The colour theme (issue 18 §2): light, dark, or the system's (the default, followed live). The
 * choice lives in localStorage `theme`; public/theme-init.js applies it before the first paint
 * (and migrates the old `darkMode` key); this module changes it and tells the components.
 */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
const KEY = 'theme';
const LEGACY_KEY = 'darkMode';
const listeners = new Set<() => void>();

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

/** The learner's choice (theme-init.js has migrated `darkMode`; done again here if it has not). */
export function readTheme(): Theme {
  try {
    const legacy = localStorage.getItem(LEGACY_KEY);
    if (legacy !== null) {
      localStorage.setItem(KEY, legacy === 'true' ? 'dark' : 'light');
      localStorage.removeItem(LEGACY_KEY);
    }
    const theme = localStorage.getItem(KEY);
    return theme === 'light' || theme === 'dark' ? theme : 'system';
  } catch {
    return 'system';
  }
}

function isDark(theme: Theme): boolean {
  return theme === 'dark' || (theme === 'system' && systemQuery()?.matches === true);
}

function apply(theme: Theme): void {
  const dark = isDark(theme);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Chooses the theme: stored, applied at once, and every `useTheme` re-renders. */
export function setTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  apply(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onChange = () => {
    apply(readTheme());
    listener();
  };
  const query = systemQuery();
  query?.addEventListener('change', onChange);
  // another tab chose
  window.addEventListener('storage', onChange);
  listeners.add(listener);
  return () => {
    query?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
    listeners.delete(listener);
  };
}

function snapshot(): string {
  const theme = readTheme();
  return `${theme}:${String(isDark(theme))}`;
}

/** The chosen theme, whether the page is dark now, and the setter. */
export function useTheme(): { theme: Theme; dark: boolean; setTheme: (theme: Theme) => void } {
  const value = useSyncExternalStore(subscribe, snapshot);
  const [theme, dark] = value.split(':') as [Theme, string];
  return { theme, dark: dark === 'true', setTheme };
}
