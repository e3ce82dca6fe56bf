/**
 * Mounts the app into #root, replacing the static splash of index.html (main.tsx loads this).
 * The first render is a transition: React renders it in slices of a few ms and lets the browser
 * breathe between them instead of one long task (a phone's main thread stays responsive while
 * the first screen builds; Lighthouse counts long tasks as blocking time).
 */
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages } from '../i18n/catalogues.ts';
import { DEFAULT_LOCALE, readStoredLocale } from '../i18n/locale.ts';
import { keepOnePlayerPlaying } from '../lib/one-player.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

// the service worker and its update prompt (issue 20 §1): a chunk of its own, after the app
const PwaUpdate = lazy(() => import('./pwa-update.tsx'));

keepOnePlayerPlaying();
const root = createRoot(document.getElementById('root')!);
const stored = readStoredLocale();
// English is a chunk of its own: load it before the first render, so the page never flashes
// Vietnamese (if it cannot be fetched, the page opens in Vietnamese).
const ready = loadMessages(stored).then(
  () => stored,
  () => DEFAULT_LOCALE,
);
// in a task of its own, after the modules' evaluation
void ready.then((locale) =>
  setTimeout(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProvider locale={locale}>
            <AppRouter />
            <Suspense fallback={null}>
              <PwaUpdate />
            </Suspense>
          </AppProvider>
        </StrictMode>,
      );
    }),
  ),
);
