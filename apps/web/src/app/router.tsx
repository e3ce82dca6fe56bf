/**
 * Routes of spec §2 (data router, lazy route modules with a load limit: lazy-route.ts), built
 * from the page table of route-modules.ts. A route whose page opens from this device's copy with
 * no network has the handle OFFLINE (issue 34 §1); any other opened offline says that it needs
 * the network (components/layout/needs-network.tsx).
 */
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteHandle } from '../components/layout/needs-network.tsx';
import { NotFound } from '../components/ui/not-found.tsx';
import { lazyRoute } from './lazy-route.ts';
import { DASHBOARD_PAGES, loadDashboardLayout, PUBLIC_PAGES } from './route-modules.ts';
import { Splash } from './routes/splash.tsx';

/** Opens offline: the kept copies (set list, dashboard, study, today, dictionary, saved audio). */
const OFFLINE: RouteHandle = { worksOffline: true };

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  ...PUBLIC_PAGES.map(({ path, load }) => ({
    path,
    lazy: lazyRoute(load),
    HydrateFallback: Splash,
  })),
  {
    path: '/dashboard',
    lazy: lazyRoute(loadDashboardLayout),
    HydrateFallback: Splash,
    children: [
      ...DASHBOARD_PAGES.map(({ path, load, worksOffline }) => ({
        ...(path === '' ? { index: true as const } : { path }),
        ...(worksOffline ? { handle: OFFLINE } : {}),
        lazy: lazyRoute(load),
      })),
      { path: '*', handle: OFFLINE, element: <NotFound /> },
    ],
  },
  { path: '*', element: <NotFound /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
