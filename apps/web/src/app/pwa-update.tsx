/**
 * The service worker's registration and its "Có phiên bản mới — Tải lại" prompt (issue 20 §1):
 * the worker (vite-plugin-pwa, vite.config.ts) precaches the app in the background; when a new
 * version has been precached it waits, and this bar offers to reload into it (or later: the
 * next visit opens it). Also checks for a new version every hour while the app stays open.
 * Loaded apart from the first screen (start.tsx): nothing here is needed to paint.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n.tsx';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export default function PwaUpdate() {
  const t = useT();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, CHECK_EVERY_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      data-testid="pwa-update"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl lg:bottom-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-sm font-semibold">{t('layout.update.available')}</p>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={() => setNeedRefresh(false)}>
          {t('layout.update.later')}
        </Button>
        <Button onClick={() => void updateServiceWorker(true)}>{t('layout.update.reload')}</Button>
      </div>
    </div>
  );
}
