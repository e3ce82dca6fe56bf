/**
 * The study screen of spec §2/§4 (/dashboard/flashcards/study/{setId}): spinner, not-found
 * screen, nothing-due screen, or the session (study-session.tsx). Keyboard: Space flips, 1-5
 * rate, ← previous. Writes left from an earlier visit are sent before the state loads, so a tab
 * closed mid-session resumes the same day where it stopped. A 401 on loading offers the in-place
 * sign-in.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { fetchReviewFirst, fetchStudyState, type StudyState } from '../api/study.ts';
import { studyQueue } from '../api/study-writes.ts';
import { nothingDueUntil, openSession } from '../hooks/study-reducer.ts';
import { NothingDue } from './nothing-due.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import { StudySession } from './study-session.tsx';

function NotFoundScreen() {
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
function SignedOut({ onSignedIn }: { onSignedIn: () => void }) {
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
function LoadFailed({
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
 * Opens the session once per loaded state (the new session's id is chosen here), unless nothing
 * is due: then the nothing-due screen, until the learner asks to study every card anyway.
 */
function OpenedSession({
  data,
  reviewFirst,
  userId,
  timeZone,
  studyAll,
  onStudyAgain,
}: {
  data: StudyState;
  reviewFirst: readonly string[];
  userId: string;
  timeZone: string;
  studyAll: boolean;
  onStudyAgain: () => void;
}) {
  const [nextDue] = useState(() =>
    studyAll ? null : nothingDueUntil(data, new Date(), reviewFirst),
  );
  const [all, setAll] = useState(false);
  if (nextDue && !all) {
    return <NothingDue title={data.set.title} nextDue={nextDue} onStudyAll={() => setAll(true)} />;
  }
  return (
    <SessionStart
      data={data}
      reviewFirst={reviewFirst}
      userId={userId}
      timeZone={timeZone}
      onStudyAgain={onStudyAgain}
    />
  );
}

function SessionStart({
  data,
  reviewFirst,
  userId,
  timeZone,
  onStudyAgain,
}: {
  data: StudyState;
  reviewFirst: readonly string[];
  userId: string;
  timeZone: string;
  onStudyAgain: () => void;
}) {
  const t = useT();
  const [opened] = useState(() => openSession(data, new Date(), reviewFirst));
  if (!opened) return <NotFoundScreen />;
  const listed = opened.resumed
    ? 0
    : data.cards.filter((card) => reviewFirst.includes(card.id)).length;
  return (
    <>
      {listed > 0 ? (
        <p
          className="mx-auto mb-3 max-w-2xl rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
          role="status"
          data-testid="review-first-notice"
        >
          {t('study.reviewFirst', { n: listed })}
        </p>
      ) : null}
      <StudySession
        data={data}
        initial={opened.state}
        resumed={opened.resumed}
        userId={userId}
        timeZone={timeZone}
        onStudyAgain={onStudyAgain}
      />
    </>
  );
}

function StudyLoader({
  setId,
  userId,
  attempt,
  studyAll,
  onStudyAgain,
}: {
  setId: string;
  userId: string;
  attempt: number;
  studyAll: boolean;
  onStudyAgain: () => void;
}) {
  const t = useT();
  const [timeZone] = useState(learnerTimeZone);
  const query = useQuery({
    queryKey: ['study', setId, attempt],
    queryFn: async () => {
      // Writes left from an earlier visit (or waiting for a sign-in) land first, so the state
      // read below includes them.
      const queue = studyQueue(userId);
      void queue.resume();
      await queue.flush();
      const [state, reviewFirst] = await Promise.all([
        fetchStudyState(setId, timeZone),
        fetchReviewFirst(setId),
      ]);
      return { state, reviewFirst };
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (query.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    if (status === 404 || status === 400) return <NotFoundScreen />;
    if (status === 401) return <SignedOut onSignedIn={() => void query.refetch()} />;
    return <LoadFailed userId={userId} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <OpenedSession
      key={query.dataUpdatedAt}
      data={query.data.state}
      reviewFirst={query.data.reviewFirst}
      userId={userId}
      timeZone={timeZone}
      studyAll={studyAll}
      onStudyAgain={onStudyAgain}
    />
  );
}

export function StudyScreen({ setId, userId }: { setId: string; userId: string }) {
  // "Học lại" after a completed session studies every card again, due or not.
  const [attempt, setAttempt] = useState(0);
  return (
    <StudyLoader
      key={attempt}
      setId={setId}
      userId={userId}
      attempt={attempt}
      studyAll={attempt > 0}
      onStudyAgain={() => setAttempt((a) => a + 1)}
    />
  );
}
