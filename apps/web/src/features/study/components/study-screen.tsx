/**
 * The study screen of spec §2/§4 (/dashboard/flashcards/study/{setId}): spinner, not-found
 * screen, 'Card n / total' progress with percent, streak badge above 2, review-number badge, flip
 * card, Previous / Show answer, the five difficulty buttons, completion. Keyboard: Space flips,
 * 1-5 rate, ← previous. Writes go through the persistent sync queue, so a failed write never
 * stops the study, and a tab closed mid-session resumes the same day where it stopped.
 */
import { currentStreak, RATINGS, showsStreakBadge, type Rating } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { FlameIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { vi } from '../../../i18n/vi.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { fetchStudyState, studyQueue, type StudyState } from '../api/study.ts';
import { openSession, studyReducer, type SessionState } from '../hooks/study-reducer.ts';
import { Completion } from './completion.tsx';
import { FlipCard } from './flip-card.tsx';

const ratingStyle: Record<Rating, string> = {
  1: 'bg-red-600 hover:bg-red-700',
  2: 'bg-orange-500 hover:bg-orange-600',
  3: 'bg-amber-500 hover:bg-amber-600',
  4: 'bg-lime-600 hover:bg-lime-700',
  5: 'bg-green-600 hover:bg-green-700',
};

function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-md py-20 text-center" data-testid="study-not-found">
      <SearchIcon className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold">{vi.study.notFoundTitle}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{vi.study.notFoundBody}</p>
      <Link to="/dashboard/flashcards" className={buttonStyles('primary', 'mt-8')}>
        {vi.study.backToSets}
      </Link>
    </div>
  );
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function StudySession({
  data,
  initial,
  resumed,
  userId,
  timeZone,
  onStudyAgain,
}: {
  data: StudyState;
  initial: SessionState;
  resumed: boolean;
  userId: string;
  timeZone: string;
  onStudyAgain: () => void;
}) {
  const queue = studyQueue(userId);
  const sync = useSyncExternalStore(queue.subscribe, queue.getState);
  const [state, dispatch] = useReducer(studyReducer, initial);
  const { cards, index, flipped, ratings, sessionId } = state;
  const done = index >= cards.length;
  const card = cards[index];

  useEffect(() => {
    if (resumed) return;
    queue.enqueue({
      kind: 'start',
      eventId: sessionId,
      setId: data.set.id,
      body: { sessionId, cardOrder: cards.map((c) => c.id), timeZone },
    });
    // Once per session: the queue ignores a repeat of the same event id.
  }, [queue, resumed, sessionId, data.set.id, cards, timeZone]);

  useEffect(() => {
    if (done) queue.enqueue({ kind: 'complete', eventId: `complete:${sessionId}`, sessionId });
  }, [done, queue, sessionId]);

  const rate = (rating: Rating) => {
    if (!card || !flipped) return;
    const at = Date.now();
    const eventId = crypto.randomUUID();
    queue.enqueue({
      kind: 'review',
      eventId,
      sessionId,
      body: {
        eventId,
        cardId: card.id,
        rating,
        elapsedMs: Math.min(Math.max(0, at - state.shownAt), 86_400_000),
        reviewedAt: new Date(at).toISOString(),
        timeZone,
      },
    });
    dispatch({ type: 'rate', rating, at });
  };

  const previous = () => {
    if (index === 0 || done) return;
    queue.enqueue({ kind: 'undo', eventId: crypto.randomUUID(), sessionId });
    dispatch({ type: 'previous', at: Date.now() });
  };

  const flip = () => dispatch({ type: 'flip' });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (done || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === ' ' || event.code === 'Space') {
        event.preventDefault();
        dispatch({ type: 'flip' });
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (flipped && /^[1-5]$/.test(event.key)) {
        event.preventDefault();
        rate(Number(event.key) as Rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (done || !card) {
    return (
      <Completion
        title={data.set.title}
        ratings={ratings.map((r) => r.rating)}
        totalCards={cards.length}
        onStudyAgain={onStudyAgain}
      />
    );
  }

  const streak = currentStreak(ratings.map((r) => r.rating));
  const percent = Math.round(((index + 1) / cards.length) * 100);

  return (
    <div className="mx-auto max-w-2xl">
      <p className="mb-1 truncate text-sm font-semibold text-slate-500 dark:text-slate-400">
        {data.set.title}
      </p>
      <div className="mb-2 flex items-center justify-between text-sm font-semibold">
        <span data-testid="study-progress">{vi.study.progress(index + 1, cards.length)}</span>
        <span className="text-slate-500 dark:text-slate-400">{percent}%</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={vi.study.progress(index + 1, cards.length)}
      >
        <div
          className="h-full rounded-full bg-blue-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="my-4 flex min-h-7 flex-wrap items-center gap-2">
        {showsStreakBadge(streak) ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-700 dark:bg-orange-950 dark:text-orange-300"
            data-testid="streak-badge"
          >
            <FlameIcon className="h-4 w-4" />
            {vi.study.streak(streak)}
          </span>
        ) : null}
        {card.review ? (
          <span
            className="rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
            data-testid="review-badge"
          >
            {vi.study.reviewNumber(card.review.totalReviews + 1)}
          </span>
        ) : null}
      </div>

      <FlipCard key={card.id} card={card} flipped={flipped} color={data.set.color} onFlip={flip} />
      <p className="mt-3 text-center text-sm text-slate-500 dark:text-slate-400">
        {vi.study.flipHint}
      </p>

      <div className="mt-6 flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={previous} disabled={index === 0}>
          {vi.study.previous}
        </Button>
        {flipped ? null : <Button onClick={flip}>{vi.study.showAnswer}</Button>}
      </div>

      {flipped ? (
        <div className="mt-6">
          <p className="mb-3 text-center font-semibold">{vi.study.howHard}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {RATINGS.map((rating) => (
              <button
                key={rating}
                type="button"
                onClick={() => rate(rating)}
                className={`rounded-xl px-2 py-3 text-sm font-bold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${ratingStyle[rating]} ${rating === 5 ? 'col-span-2 sm:col-span-1' : ''}`}
              >
                {vi.study.ratings[rating]}{' '}
                <span className="font-normal opacity-80">({rating})</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}

      <p className="mt-8 hidden text-center text-xs text-slate-400 sm:block">{vi.study.keys}</p>
      <p
        aria-live="polite"
        className="mt-2 min-h-5 text-center text-xs text-slate-500 dark:text-slate-400"
        data-testid="sync-status"
      >
        {sync.failing ? vi.study.retrying : sync.pending > 0 ? vi.study.saving : ''}
      </p>
    </div>
  );
}

function StudyLoader({
  setId,
  userId,
  attempt,
  onStudyAgain,
}: {
  setId: string;
  userId: string;
  attempt: number;
  onStudyAgain: () => void;
}) {
  const [timeZone] = useState(learnerTimeZone);
  const query = useQuery({
    queryKey: ['study', setId, attempt],
    queryFn: async () => {
      // Writes left from an earlier visit land first, so the state read below includes them.
      await studyQueue(userId).flush();
      return fetchStudyState(setId, timeZone);
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (query.isPending) return <Spinner label={vi.common.loading} className="py-24" />;
  if (query.isError) {
    if (
      query.error instanceof ApiError &&
      (query.error.status === 404 || query.error.status === 400)
    )
      return <NotFoundScreen />;
    return (
      <div className="mx-auto max-w-md py-16">
        <Alert tone="error">
          {vi.study.loadFailed} {errorMessage(query.error)}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void query.refetch()}
          >
            {vi.common.retry}
          </button>
        </Alert>
      </div>
    );
  }
  return (
    <OpenedSession
      key={query.dataUpdatedAt}
      data={query.data}
      userId={userId}
      timeZone={timeZone}
      onStudyAgain={onStudyAgain}
    />
  );
}

/** Opens the session once per loaded state (the new session's id is chosen here). */
function OpenedSession({
  data,
  userId,
  timeZone,
  onStudyAgain,
}: {
  data: StudyState;
  userId: string;
  timeZone: string;
  onStudyAgain: () => void;
}) {
  const [opened] = useState(() => openSession(data, new Date()));
  if (!opened) return <NotFoundScreen />;
  return (
    <StudySession
      data={data}
      initial={opened.state}
      resumed={opened.resumed}
      userId={userId}
      timeZone={timeZone}
      onStudyAgain={onStudyAgain}
    />
  );
}

export function StudyScreen({ setId, userId }: { setId: string; userId: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <StudyLoader
      key={attempt}
      setId={setId}
      userId={userId}
      attempt={attempt}
      onStudyAgain={() => setAttempt((a) => a + 1)}
    />
  );
}
