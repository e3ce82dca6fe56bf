/**
 * What the learner is told about saving, from the write queue shared by their tabs. Above the
 * card: that they are offline and how many results wait on this machine; that the results stay
 * only in this tab (no IndexedDB) when that matters; the results waiting for a sign-in (with the
 * way to sign in again); a notice that stays until dismissed naming how many results were not
 * saved and why; and, after any of those troubles, that everything is saved. Below, the quiet
 * status line ('Đang lưu...', retrying).
 */
import type { DroppedOp } from '@app/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useT, type TFunction } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useOfflineNoticeClaim } from '../../../lib/use-online.ts';
import { CORRUPT_ENTRY } from '../lib/queue-records.ts';
import { STORAGE_FAILED, type SyncState } from '../lib/sync-queue.ts';

const link =
  'font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

/** The codes with which the server says the set is gone for this learner (share withdrawn). */
const GONE = new Set(['SESSION_NOT_FOUND', 'SET_NOT_FOUND']);

/** Why a write was not saved, in the learner's words (the text of the server's code otherwise). */
function droppedReason(entry: DroppedOp, t: TFunction): string {
  if (entry.code === CORRUPT_ENTRY) return t('study.droppedCorrupt');
  if (entry.code === STORAGE_FAILED) return t('study.droppedStorage');
  if (entry.status === 404 && GONE.has(entry.code)) return t('study.droppedNotShared');
  // the catalogue's text for the server's code (errorMessage), never its Vietnamese message
  return errorMessage(new ApiError(entry.status, entry.code, entry.message));
}

/**
 * True from the moment the queue is all saved again after trouble (offline, failing, waiting for
 * a sign-in) with nothing dropped, until the next write: then "Đã lưu tất cả kết quả học."
 */
export function useRecovered(sync: SyncState, online: boolean): boolean {
  const [phase, setPhase] = useState<'calm' | 'troubled' | 'recovered'>('calm');
  let next = phase;
  if (!online || sync.failing || sync.authNeeded) next = 'troubled';
  // "all saved" only once the stored queue was read: an empty count before that knows nothing
  else if (phase === 'troubled' && sync.read && sync.pending === 0)
    next = sync.dropped.length === 0 ? 'recovered' : 'calm';
  else if (phase === 'recovered' && sync.pending > 0) next = 'calm';
  if (next !== phase) setPhase(next);
  return next === 'recovered';
}

function DroppedNotice({
  dropped,
  onDismiss,
}: {
  dropped: readonly DroppedOp[];
  onDismiss: () => void;
}) {
  const t = useT();
  const reasons = [...new Set(dropped.map((entry) => droppedReason(entry, t)))];
  const results = dropped.filter((d) => d.op === null || d.op.kind === 'review').length;
  return (
    <Alert tone="error">
      <div data-testid="sync-dropped">
        <p className="font-semibold">
          {results > 0 ? t('study.notSaved', { n: results }) : t('study.notSavedChanges')}
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 wrap-anywhere">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <button type="button" className={`mt-2 ${link}`} onClick={onDismiss}>
          {t('study.dismiss')}
        </button>
      </div>
    </Alert>
  );
}

export function SaveAlerts({
  sync,
  online,
  recovered,
  signInOpen,
  onSignIn,
  onDismissDropped,
}: {
  sync: SyncState;
  online: boolean;
  /** From useRecovered: everything is saved again after trouble. */
  recovered: boolean;
  signInOpen: boolean;
  onSignIn: () => void;
  onDismissDropped: () => void;
}) {
  const t = useT();
  // this notice says what works offline here, with the count of kept results
  useOfflineNoticeClaim();
  const waiting = sync.authNeeded && !signInOpen;
  const atRisk = !sync.persistent && sync.pending > 0 && (!online || sync.failing || waiting);
  if (online && !atRisk && !waiting && !recovered && sync.dropped.length === 0) return null;
  return (
    <div className="mx-auto my-4 max-w-2xl space-y-3">
      {online ? null : (
        <Alert tone="info">
          <span data-testid="sync-offline">{t('study.offline', { n: sync.pendingRatings })}</span>
        </Alert>
      )}
      {atRisk ? (
        <Alert tone="error">
          <span data-testid="sync-memory-only">{t('study.memoryOnly')}</span>
        </Alert>
      ) : null}
      {waiting ? (
        <Alert tone="info">
          <span data-testid="sync-auth-needed">
            {t('study.waitingForSignIn', { n: sync.pendingRatings })}
          </span>{' '}
          <button type="button" className={link} onClick={onSignIn}>
            {t('study.signInAgain')}
          </button>
        </Alert>
      ) : null}
      {sync.dropped.length > 0 ? (
        <DroppedNotice dropped={sync.dropped} onDismiss={onDismissDropped} />
      ) : null}
      {recovered ? (
        <Alert tone="success">
          <span data-testid="sync-saved">{t('study.savedAll')}</span>
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * Slate-600 on the slate-50 page 7.23:1; slate-400 on slate-950 7.68:1. Empty when all is saved,
 * while offline and while waiting for a sign-in (the notices above say so).
 */
export function SyncStatus({ sync, online }: { sync: SyncState; online: boolean }) {
  const t = useT();
  return (
    <p
      aria-live="polite"
      className="mt-2 min-h-5 text-center text-xs text-slate-600 dark:text-slate-400"
      data-testid="sync-status"
    >
      {sync.authNeeded || !online
        ? ''
        : sync.failing
          ? t('study.retrying')
          : sync.pending > 0
            ? t('study.saving')
            : ''}
    </p>
  );
}
