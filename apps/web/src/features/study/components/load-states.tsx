/**
 * The study screens' loading states (per-set study and today's queue): not found, signed out
 * (sign in again in place), opened offline with nothing kept on this device (it needs the
 * network: issue 34 §1), and a failed load with what still waits on this machine.
 */
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { NeedsNetwork } from '../../../components/layout/needs-network.tsx';
import { useOffline } from '../../../lib/use-online.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useDates } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { studyQueue } from '../api/study-writes.ts';
import { SignInDialog } from './sign-in-dialog.tsx';
import { retryable } from '../../../lib/query-client.ts';

export function NotFoundScreen() {
  const t = useT();
  return (
    <div className="mx-auto max-w-md py-20 text-center" data-testid="study-not-found">
      <SearchIcon className="mx-auto h-12 w-12 text-slate-500 dark:text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold">{t('study.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('study.notFoundBody')}</p>
      <Link to="/dashboard/flashcards" className={buttonStyles('primary', 'mt-8')}>
        {t('study.backToSets')}
      </Link>
    </div>
  );
}

/** Loading answered 401: sign in again here, then load again. */
export function SignedOut({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  return (
    <div className="mx-auto max-w-md py-16">
      <Alert tone="info">
        {t('study.signInLoadBody')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => setOpen(true)}>
          {t('study.signInAgain')}
        </button>
      </Alert>
      <SignInDialog
        open={open}
        body={t('study.signInLoadBody')}
        onClose={() => setOpen(false)}
        onSignedIn={onSignedIn}
      />
    </div>
  );
}

/** Loading failed (not 401/404): why, what still waits on this machine, and "Thử lại". */
export function LoadFailed({
  userId,
  error,
  onRetry,
}: {
  userId: string;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT();
  const queue = studyQueue(userId);
  const { pendingRatings } = useSyncExternalStore(queue.subscribe, queue.getState);
  return (
    <div className="mx-auto max-w-md py-16">
      <Alert tone="error">
        {t('study.loadFailed')} {errorMessage(error)}{' '}
        {pendingRatings > 0 ? (
          <span data-testid="kept-on-device">
            {t('study.keptOnDevice', { n: pendingRatings })}{' '}
          </span>
        ) : null}
        <button type="button" className="font-semibold underline" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </Alert>
    </div>
  );
}

/**
 * A study loader's query options (loaded once per visit, never refetched behind the learner's
 * back) and the screen while it is not ready: the spinner, then on failure not-found (404/400,
 * when `notFound`), in-place sign-in (401) or "Thử lại"; null once the data is there.
 */
export const STUDY_QUERY_OPTIONS = {
  // offline the loader answers from the kept copy (offline-load.ts): it must run
  networkMode: 'always',
  // with no network and nothing kept, trying again cannot help: say so at once
  retry: (failureCount: number, error: unknown) =>
    globalThis.navigator?.onLine !== false && retryable(failureCount, error),
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export function LoadGate({
  query,
  userId,
  notFound = false,
  what = 'page',
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  userId: string;
  notFound?: boolean;
  /** What the screen opens, for the notice when it is not kept here and there is no network. */
  what?: 'page' | 'set' | 'today';
}) {
  const t = useT();
  const offline = useOffline();
  if (query.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (!query.isError) return null;
  const status = query.error instanceof ApiError ? query.error.status : null;
  const unreachable = status === 0 || status === null || status >= 502;
  if (offline && unreachable) {
    return (
      <div className="py-10">
        <NeedsNetwork what={what} />
      </div>
    );
  }
  if (notFound && (status === 404 || status === 400)) return <NotFoundScreen />;
  if (status === 401) return <SignedOut onSignedIn={() => void query.refetch()} />;
  return <LoadFailed userId={userId} error={query.error} onRetry={() => void query.refetch()} />;
}

/** Above a session opened from the copy kept on this device (no network): from when. */
export function KeptCopyNotice({ savedAt }: { savedAt: number }) {
  const t = useT();
  const dates = useDates();
  return (
    <p
      role="status"
      data-testid="kept-copy"
      className="mx-auto mb-1 max-w-2xl text-center text-xs text-slate-600 dark:text-slate-400"
    >
      {t('study.keptCopy', { when: dates.dayTime(new Date(savedAt)) })}
    </p>
  );
}
