import { useCallback, useState } from 'react';

const KEY = 'darkMode';

/** Dark mode stored in localStorage under `darkMode` (spec §4), applied as the `dark` class. */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  const toggle = useCallback(() => {
    setDark((current) => {
      const next = !current;
      document.documentElement.classList.toggle('dark', next);
      try {
        localStorage.setItem(KEY, String(next));
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
      return next;
    });
  }, []);
  return [dark, toggle];
}
