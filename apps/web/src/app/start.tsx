/**
 * Mounts the app into #root, replacing the static splash of index.html (main.tsx loads this).
 * The first render is a transition: React renders it in slices of a few ms and lets the browser
 * breathe between them instead of one long task (a phone's main thread stays responsive while
 * the first screen builds; Lighthouse counts long tasks as blocking time).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

const root = createRoot(document.getElementById('root')!);
// in a task of its own, after the modules' evaluation
setTimeout(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  }),
);
