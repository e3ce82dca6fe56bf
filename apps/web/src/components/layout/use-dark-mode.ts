import { useTheme } from './theme.ts';

/**
 * The header's sun/moon button (spec §2, §4): whether the page is dark, and a toggle that
 * chooses light or dark explicitly (the three-way choice, system included, is in the menus).
 */
export function useDarkMode(): [boolean, () => void] {
  const { dark, setTheme } = useTheme();
  return [dark, () => setTheme(dark ? 'light' : 'dark')];
}
