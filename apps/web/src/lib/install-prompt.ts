/**
 * "Cài ứng dụng" (issue 20 §1): Chromium offers to install the app (its manifest and service
 * worker make it installable) through a `beforeinstallprompt` event, fired once soon after load.
 * The page's first script (public/theme-init.js, inline in index.html) keeps an event fired
 * before the app's code ran in `window.__installOffer`; this module takes it from there and
 * keeps later ones, and lets the menus show an install entry while one is available:
 * `useInstallPrompt()` answers `{ available, install }`; `install()` shows the browser's dialog
 * and answers whether the learner accepted. Browsers without the event (Safari, Firefox) never
 * show the entry: they install from their own menu.
 */
import { useSyncExternalStore } from 'react';

/** The event Chromium fires (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null =
  typeof window === 'undefined'
    ? null
    : ((window as { __installOffer?: BeforeInstallPromptEvent }).__installOffer ?? null);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // keep it for the menu's entry instead of the browser's own mini-bar
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** True while the browser can show its install dialog. */
export function installAvailable(): boolean {
  return deferred !== null;
}

/** Shows the browser's install dialog; true when the learner installed. */
export async function installApp(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // an event prompts once: the entry goes until the browser offers again
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install entry's state for a component. */
export function useInstallPrompt(): { available: boolean; install: () => Promise<boolean> } {
  const available = useSyncExternalStore(subscribe, installAvailable, () => false);
  return { available, install: installApp };
}
