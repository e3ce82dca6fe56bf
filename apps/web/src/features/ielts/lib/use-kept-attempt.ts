/**
 * The test in progress kept under `key` (lib/attempt-store.ts), read when the screen opens:
 * undefined while it is read (also after the key changes, e.g. once the session's user is
 * known), null when there is none; and a setter (a retake sets null).
 */
import { useCallback, useEffect, useState } from 'react';

export function useKeptAttempt<T>(
  load: (key: string) => Promise<T | null>,
  key: string,
): [T | null | undefined, (value: T | null) => void] {
  const [state, setState] = useState<{ key: string; value: T | null } | null>(null);
  useEffect(() => {
    let live = true;
    void load(key).then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
  }, [load, key]);
  const set = useCallback((value: T | null) => setState({ key, value }), [key]);
  return [state?.key === key ? state.value : undefined, set];
}
