/**
 * "Listen to a whole set" (issue 21 §5), around the player: its keyboard (Space plays or
 * pauses, ← and → go to the previous and next card) and its remembered settings (speed, pause
 * length and repeat, in localStorage under `listen.settings` for every set; shuffle always
 * starts off).
 */
import {
  normalizePlaybackSettings,
  type SetPlaybackAction,
  type SetPlaybackSettings,
} from '@app/domain';
import { useEffect, type Dispatch } from 'react';
import { isTypingTarget } from '../../../lib/keyboard.ts';

export const LISTEN_SETTINGS_KEY = 'listen.settings';

/** The remembered settings, or the defaults (storage failures and garbage included). */
export function readListenSettings(storage: Storage = localStorage): SetPlaybackSettings {
  try {
    const stored: unknown = JSON.parse(storage.getItem(LISTEN_SETTINGS_KEY) ?? '{}');
    return normalizePlaybackSettings(typeof stored === 'object' && stored !== null ? stored : {});
  } catch {
    return normalizePlaybackSettings({});
  }
}

/** Remembers speed, pause length and repeat. */
export function saveListenSettings(
  settings: SetPlaybackSettings,
  storage: Storage = localStorage,
): void {
  const { speed, pauseSeconds, repeat } = settings;
  try {
    storage.setItem(LISTEN_SETTINGS_KEY, JSON.stringify({ speed, pauseSeconds, repeat }));
  } catch {
    // storage unavailable: the settings last until the page closes
  }
}

/**
 * Listens on the window while `enabled`: not while the learner types or chooses in a list, nor
 * inside a dialog, nor with a modifier; Space on a button or link is left to it (it presses it).
 */
export function useListenKeys(dispatch: Dispatch<SetPlaybackAction>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (isTypingTarget(target) || target.closest('[role="dialog"], dialog')) return;
      if (event.key === ' ' || event.code === 'Space') {
        if (target.closest('button, a, summary, input')) return;
        event.preventDefault();
        dispatch({ type: 'togglePlay' });
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        if (target instanceof HTMLInputElement) return;
        event.preventDefault();
        dispatch({ type: event.key === 'ArrowLeft' ? 'previous' : 'next' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, enabled]);
}
