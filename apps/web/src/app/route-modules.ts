/**
 * Every page's code, by path (spec §2), for two readers: the router (router.tsx: each route's
 * `lazy`) and the entry (main.tsx), which starts downloading the opened page's code together with
 * the app's own instead of after it, and sends the page's first reads (early-requests.ts) at the
 * same time (issue 35 §1: round trips fewer before the page can draw on a phone's network). Kept
 * free of the app's other modules: the entry imports it, and it stays in the entry's few bytes
 * (vite.config.ts keeps it out of the first screen's chunk).
 */

/** A page module as the router's `lazy` takes it. */
export type RouteModule = Record<string, unknown>;

/** A path of the router (React Router's syntax: `:param` segments) and its page's code. */
export interface PageRoute {
  path: string;
  load: () => Promise<RouteModule>;
  /**
   * The page's first GETs, exactly as its screens send them (app/early-requests.ts), from the
   * path's `:param` values and the browser's time zone.
   */
  reads?: (params: Record<string, string>, timeZone: string) => string[];
  /** The page opens from this device's copy with no network (issue 34 §1). */
  worksOffline?: boolean;
}

/** The pages outside /dashboard (each with the splash while its code loads). */
export const PUBLIC_PAGES: PageRoute[] = [
  { path: '/login', load: () => import('./routes/auth.tsx') },
  { path: '/register', load: () => import('./routes/auth.tsx') },
  { path: '/reset-password', load: () => import('./routes/reset-password.tsx') },
  { path: '/unsubscribe', load: () => import('./routes/unsubscribe.tsx') },
];

/** The layout of every /dashboard page. */
export const loadDashboardLayout = () => import('./routes/dashboard-layout.tsx');

/** The pages under /dashboard (paths relative to it; '' is /dashboard itself). */
export const DASHBOARD_PAGES: PageRoute[] = [
  {
    path: '',
    load: () => import('./routes/dashboard-home.tsx'),
    worksOffline: true,
    reads: (_, timeZone) => [
      `/api/study/today?${new URLSearchParams({ timeZone })}`,
      `/api/plan?${new URLSearchParams({ timeZone })}`,
      '/api/sets',
      '/api/classes',
      '/api/classes/invitations',
    ],
  },
  { path: 'settings', load: () => import('./routes/settings.tsx') },
  {
    path: 'flashcards',
    load: () => import('./routes/flashcards-list.tsx'),
    worksOffline: true,
    reads: () => ['/api/sets'],
  },
  { path: 'flashcards/edit/:setId', load: () => import('./routes/flashcard-editor.tsx') },
  { path: 'flashcards/import', load: () => import('./routes/flashcards-import.tsx') },
  { path: 'flashcards/browse', load: () => import('./routes/flashcards-browse.tsx') },
  {
    path: 'flashcards/study/:setId',
    load: () => import('./routes/study.tsx'),
    worksOffline: true,
    reads: ({ setId }) => [
      `/api/study/sets/${encodeURIComponent(setId!)}/cards`,
      `/api/review-list?${new URLSearchParams({ setId: setId! })}`,
    ],
  },
  { path: 'flashcards/learn/:setId', load: () => import('./routes/learn.tsx') },
  { path: 'flashcards/listen/:setId', load: () => import('./routes/listen.tsx') },
  { path: 'flashcards/test', load: () => import('./routes/test-picker.tsx') },
  { path: 'flashcards/test/:setId', load: () => import('./routes/test-mode.tsx') },
  { path: 'today', load: () => import('./routes/today.tsx'), worksOffline: true },
  { path: 'stats', load: () => import('./routes/stats.tsx') },
  { path: 'classes', load: () => import('./routes/classes.tsx') },
  { path: 'classes/:classId', load: () => import('./routes/class.tsx') },
  { path: 'games', load: () => import('./routes/games.tsx') },
  { path: 'games/matching', load: () => import('./routes/game-matching.tsx') },
  { path: 'games/quiz', load: () => import('./routes/game-quiz.tsx') },
  { path: 'games/spelling-bee', load: () => import('./routes/game-spelling-bee.tsx') },
  { path: 'games/listening-dictation', load: () => import('./routes/game-dictation.tsx') },
  { path: 'games/word-builder', load: () => import('./routes/game-word-builder.tsx') },
  { path: 'games/word-search', load: () => import('./routes/game-word-search.tsx') },
  { path: 'dictionary', load: () => import('./routes/dictionary.tsx'), worksOffline: true },
  { path: 'translator', load: () => import('./routes/translator.tsx') },
  { path: 'ielts', load: () => import('./routes/ielts.tsx') },
  { path: 'ielts/reading', load: () => import('./routes/ielts-reading.tsx') },
  { path: 'ielts/listening', load: () => import('./routes/ielts-listening.tsx') },
  { path: 'ielts/writing', load: () => import('./routes/ielts-writing.tsx') },
  { path: 'ielts/speaking', load: () => import('./routes/ielts-speaking.tsx') },
  { path: 'ielts/results/:id', load: () => import('./routes/ielts-result.tsx') },
  { path: 'radio', load: () => import('./routes/radio.tsx'), worksOffline: true },
  { path: 'radio/:level', load: () => import('./routes/radio-level.tsx'), worksOffline: true },
  {
    path: 'radio/play/:lessonId',
    load: () => import('./routes/radio-player.tsx'),
    worksOffline: true,
  },
];

/**
 * The `:param` values when `pathname` is `pattern` (each `:param` one non-empty segment), else
 * null.
 */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = have[i]!;
    else if (part !== have[i]) return null;
  }
  return params;
}

/** What the router will load for a path: its modules in order, and its page's first reads. */
export interface PagePlan {
  loaders: (() => Promise<RouteModule>)[];
  reads: string[];
}

/** The session and the preferences: every /dashboard page reads them first. */
const SIGNED_IN_READS = ['/api/auth/get-session', '/api/account/preferences'];

/**
 * The code a path's page needs, in the order the router loads it (the dashboard's layout, then
 * the page; none for a path no page has: the router answers it with "not found"), and the GETs
 * its screens send first (`timeZone`: the browser's).
 */
export function pagePlan(pathname: string, timeZone: string): PagePlan {
  // '/' goes to /dashboard (router.tsx)
  const path = pathname.replace(/\/+$/, '') || '/dashboard';
  const inside = /^\/dashboard(?:\/(.*))?$/.exec(path);
  if (inside) {
    for (const page of DASHBOARD_PAGES) {
      const params = match(page.path, inside[1] ?? '');
      if (params) {
        return {
          loaders: [loadDashboardLayout, page.load],
          reads: [...SIGNED_IN_READS, ...(page.reads?.(params, timeZone) ?? [])],
        };
      }
    }
    return { loaders: [loadDashboardLayout], reads: SIGNED_IN_READS };
  }
  const page = PUBLIC_PAGES.find((route) => match(route.path, path));
  return { loaders: page ? [page.load] : [], reads: [] };
}
