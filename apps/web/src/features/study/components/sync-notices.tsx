/**
 * What the learner is told about saving: above the card, the results waiting for a sign-in (with
 * the way to sign in again) and a notice that stays until dismissed naming how many results the
 * server refused for good and why (its own messages); below, the quiet status line
 * ('Đang lưu...', retrying).
 */
import { Alert } from '../../../components/ui/alert.tsx';
import { vi } from '../../../i18n/vi.ts';
import type { SyncState } from '../lib/sync-queue.ts';

const link =
  'font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

export function SaveAlerts({
  sync,
  signInOpen,
  onSignIn,
  onDismissDropped,
}: {
  sync: SyncState;
  signInOpen: boolean;
  onSignIn: () => void;
  onDismissDropped: () => void;
}) {
  const waiting = sync.authNeeded && !signInOpen;
  if (!waiting && sync.dropped.length === 0) return null;
  const reasons = [...new Set(sync.dropped.map((d) => d.message))];
  return (
    <div className="mx-auto my-4 max-w-2xl space-y-3">
      {waiting ? (
        <Alert tone="info">
          <span data-testid="sync-auth-needed">{vi.study.waitingForSignIn(sync.pending)}</span>{' '}
          <button type="button" className={link} onClick={onSignIn}>
            {vi.study.signInAgain}
          </button>
        </Alert>
      ) : null}
      {sync.dropped.length > 0 ? (
        <Alert tone="error">
          <div data-testid="sync-dropped">
            <p className="font-semibold">{vi.study.notSaved(sync.dropped.length)}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 wrap-anywhere">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <button type="button" className={`mt-2 ${link}`} onClick={onDismissDropped}>
              {vi.study.dismiss}
            </button>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}

/** Slate-600 on the slate-50 page 7.23:1; slate-400 on slate-950 7.68:1. */
export function SyncStatus({ sync }: { sync: SyncState }) {
  return (
    <p
      aria-live="polite"
      className="mt-2 min-h-5 text-center text-xs text-slate-600 dark:text-slate-400"
      data-testid="sync-status"
    >
      {sync.authNeeded
        ? ''
        : sync.failing
          ? vi.study.retrying
          : sync.pending > 0
            ? vi.study.saving
            : ''}
    </p>
  );
}
