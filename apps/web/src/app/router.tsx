/**
 * Routes of spec §2 (data router, lazy route modules).
 */
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { NotFound } from '../components/ui/not-found.tsx';
import { Splash } from './routes/splash.tsx';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '/login', lazy: () => import('./routes/auth.tsx'), HydrateFallback: Splash },
  { path: '/register', lazy: () => import('./routes/auth.tsx'), HydrateFallback: Splash },
  {
    path: '/reset-password',
    lazy: () => import('./routes/reset-password.tsx'),
    HydrateFallback: Splash,
  },
  {
    path: '/dashboard',
    lazy: () => import('./routes/dashboard-layout.tsx'),
    HydrateFallback: Splash,
    children: [
      { index: true, lazy: () => import('./routes/dashboard-home.tsx') },
      { path: 'settings', lazy: () => import('./routes/settings.tsx') },
      { path: 'flashcards', lazy: () => import('./routes/flashcards-list.tsx') },
      { path: 'flashcards/edit/:setId', lazy: () => import('./routes/flashcard-editor.tsx') },
      { path: 'flashcards/import', lazy: () => import('./routes/flashcards-import.tsx') },
      { path: 'flashcards/study/:setId', lazy: () => import('./routes/study.tsx') },
      { path: 'games', lazy: () => import('./routes/games.tsx') },
      { path: 'games/matching', lazy: () => import('./routes/game-matching.tsx') },
      { path: 'games/quiz', lazy: () => import('./routes/game-quiz.tsx') },
      { path: 'games/spelling-bee', lazy: () => import('./routes/game-spelling-bee.tsx') },
      { path: 'games/listening-dictation', lazy: () => import('./routes/game-dictation.tsx') },
      { path: 'games/word-builder', lazy: () => import('./routes/game-word-builder.tsx') },
      { path: 'games/word-search', lazy: () => import('./routes/game-word-search.tsx') },
      { path: 'dictionary', lazy: () => import('./routes/dictionary.tsx') },
      { path: 'translator', lazy: () => import('./routes/translator.tsx') },
      { path: 'ielts', lazy: () => import('./routes/ielts.tsx') },
      { path: 'ielts/reading', lazy: () => import('./routes/ielts-reading.tsx') },
      { path: 'ielts/listening', lazy: () => import('./routes/ielts-listening.tsx') },
      { path: 'ielts/writing', lazy: () => import('./routes/ielts-writing.tsx') },
      { path: 'ielts/speaking', lazy: () => import('./routes/ielts-speaking.tsx') },
      { path: 'ielts/results/:id', lazy: () => import('./routes/ielts-result.tsx') },
      { path: 'radio', lazy: () => import('./routes/radio.tsx') },
      { path: 'radio/:level', lazy: () => import('./routes/radio-level.tsx') },
      { path: 'radio/play/:lessonId', lazy: () => import('./routes/radio-player.tsx') },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: <NotFound /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
