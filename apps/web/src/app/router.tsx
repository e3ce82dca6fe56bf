/**
 * Routes of spec §2 (data router, lazy route modules with a load limit: lazy-route.ts). A route
 * whose page opens from this device's copy with no network has the handle OFFLINE (issue 34 §1);
 * any other opened offline says that it needs the network (components/layout/needs-network.tsx).
 */
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteHandle } from '../components/layout/needs-network.tsx';
import { NotFound } from '../components/ui/not-found.tsx';
import { lazyRoute } from './lazy-route.ts';
import { Splash } from './routes/splash.tsx';

/** Opens offline: the kept copies (set list, dashboard, study, today, dictionary, saved audio). */
const OFFLINE: RouteHandle = { worksOffline: true };

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '/login', lazy: lazyRoute(() => import('./routes/auth.tsx')), HydrateFallback: Splash },
  {
    path: '/register',
    lazy: lazyRoute(() => import('./routes/auth.tsx')),
    HydrateFallback: Splash,
  },
  {
    path: '/reset-password',
    lazy: lazyRoute(() => import('./routes/reset-password.tsx')),
    HydrateFallback: Splash,
  },
  {
    path: '/unsubscribe',
    lazy: lazyRoute(() => import('./routes/unsubscribe.tsx')),
    HydrateFallback: Splash,
  },
  {
    path: '/dashboard',
    lazy: lazyRoute(() => import('./routes/dashboard-layout.tsx')),
    HydrateFallback: Splash,
    children: [
      {
        index: true,
        handle: OFFLINE,
        lazy: lazyRoute(() => import('./routes/dashboard-home.tsx')),
      },
      { path: 'settings', lazy: lazyRoute(() => import('./routes/settings.tsx')) },
      {
        path: 'flashcards',
        handle: OFFLINE,
        lazy: lazyRoute(() => import('./routes/flashcards-list.tsx')),
      },
      {
        path: 'flashcards/edit/:setId',
        lazy: lazyRoute(() => import('./routes/flashcard-editor.tsx')),
      },
      {
        path: 'flashcards/import',
        lazy: lazyRoute(() => import('./routes/flashcards-import.tsx')),
      },
      {
        path: 'flashcards/browse',
        lazy: lazyRoute(() => import('./routes/flashcards-browse.tsx')),
      },
      {
        path: 'flashcards/study/:setId',
        handle: OFFLINE,
        lazy: lazyRoute(() => import('./routes/study.tsx')),
      },
      { path: 'flashcards/learn/:setId', lazy: lazyRoute(() => import('./routes/learn.tsx')) },
      { path: 'flashcards/listen/:setId', lazy: lazyRoute(() => import('./routes/listen.tsx')) },
      { path: 'flashcards/test', lazy: lazyRoute(() => import('./routes/test-picker.tsx')) },
      { path: 'flashcards/test/:setId', lazy: lazyRoute(() => import('./routes/test-mode.tsx')) },
      { path: 'today', handle: OFFLINE, lazy: lazyRoute(() => import('./routes/today.tsx')) },
      { path: 'stats', lazy: lazyRoute(() => import('./routes/stats.tsx')) },
      { path: 'classes', lazy: lazyRoute(() => import('./routes/classes.tsx')) },
      { path: 'classes/:classId', lazy: lazyRoute(() => import('./routes/class.tsx')) },
      { path: 'games', lazy: lazyRoute(() => import('./routes/games.tsx')) },
      { path: 'games/matching', lazy: lazyRoute(() => import('./routes/game-matching.tsx')) },
      { path: 'games/quiz', lazy: lazyRoute(() => import('./routes/game-quiz.tsx')) },
      {
        path: 'games/spelling-bee',
        lazy: lazyRoute(() => import('./routes/game-spelling-bee.tsx')),
      },
      {
        path: 'games/listening-dictation',
        lazy: lazyRoute(() => import('./routes/game-dictation.tsx')),
      },
      {
        path: 'games/word-builder',
        lazy: lazyRoute(() => import('./routes/game-word-builder.tsx')),
      },
      { path: 'games/word-search', lazy: lazyRoute(() => import('./routes/game-word-search.tsx')) },
      {
        path: 'dictionary',
        handle: OFFLINE,
        lazy: lazyRoute(() => import('./routes/dictionary.tsx')),
      },
      { path: 'translator', lazy: lazyRoute(() => import('./routes/translator.tsx')) },
      { path: 'ielts', lazy: lazyRoute(() => import('./routes/ielts.tsx')) },
      { path: 'ielts/reading', lazy: lazyRoute(() => import('./routes/ielts-reading.tsx')) },
      { path: 'ielts/listening', lazy: lazyRoute(() => import('./routes/ielts-listening.tsx')) },
      { path: 'ielts/writing', lazy: lazyRoute(() => import('./routes/ielts-writing.tsx')) },
      { path: 'ielts/speaking', lazy: lazyRoute(() => import('./routes/ielts-speaking.tsx')) },
      { path: 'ielts/results/:id', lazy: lazyRoute(() => import('./routes/ielts-result.tsx')) },
      { path: 'radio', handle: OFFLINE, lazy: lazyRoute(() => import('./routes/radio.tsx')) },
      {
        path: 'radio/:level',
        handle: OFFLINE,
        lazy: lazyRoute(() => import('./routes/radio-level.tsx')),
      },
      {
        path: 'radio/play/:lessonId',
        handle: OFFLINE,
        lazy: lazyRoute(() => import('./routes/radio-player.tsx')),
      },
      { path: '*', handle: OFFLINE, element: <NotFound /> },
    ],
  },
  { path: '*', element: <NotFound /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
