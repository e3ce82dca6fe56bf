/**
 * The offline banner (issue 20 §1): while the browser has no network, or the server cannot be
 * reached and the app runs on the remembered session (lib/session.tsx), a line under the header
 * says what works and what waits, with the number of study results kept on this device until
 * the queue sends them (issue 34 §2: from whatever page is open, once the connection is back). It
 * leaves as soon as the connection is back, and stays away from a screen that says it itself
 * (useOfflineNoticeClaim: the study session, a page that needs the network).
 */
import { useT } from '../../i18n/i18n.tsx';
import { useRatingsWaiting } from '../../lib/study-events.ts';
import { useOffline, useOfflineNoticeClaimed } from '../../lib/use-online.ts';

export function OfflineBanner() {
  const t = useT();
  const offline = useOffline();
  const claimed = useOfflineNoticeClaimed();
  const waiting = useRatingsWaiting();
  if (!offline || claimed) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('layout.offline', { n: waiting })}
    </p>
  );
}
