/**
 * One study session (spec §2/§4): 'Card n / total' progress with percent, streak badge above 2,
 * review-number badge, flip card, Previous / Show answer, the five difficulty buttons, then the
 * completion screen. Every write goes through the persistent sync queue, so a failed write never
 * stops the study; when the session ended (401) the learner signs in again in place and goes on
 * studying meanwhile.
 */
import { currentStreak, showsStreakBadge, type Rating } from '@app/domain';
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { vi } from '../../../i18n/vi.ts';
import type { StudyState } from '../api/study.ts';
import { studyQueue } from '../api/study-writes.ts';
import { studyReducer, type SessionState, type StudyCard } from '../hooks/study-reducer.ts';
import { useOnline } from '../hooks/use-online.ts';
import { useStudyKeys } from '../hooks/use-study-keys.ts';
import { Completion } from './completion.tsx';
import { FlipCard } from './flip-card.tsx';
import { RatingButtons } from './rating-buttons.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import { SaveAlerts, SyncStatus, useRecovered } from './sync-notices.tsx';

/** Hint text: slate-600 on the slate-50 page 7.23:1, slate-400 on slate-950 7.68:1 (AA 4.5). */
const hint = 'text-slate-600 dark:text-slate-400';

function Progress({ title, index, total }: { title: string; index: number; total: number }) {
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <>
      <p className={`mb-1 truncate text-sm font-semibold ${hint}`}>{title}</p>
      <div className="mb-2 flex items-center justify-between text-sm font-semibold">
        <span data-testid="study-progress">{vi.study.progress(index + 1, total)}</span>
        <span className={hint}>{percent}%</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={vi.study.progress(index + 1, total)}
      >
        <div
          className="h-full rounded-full bg-blue-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </>
  );
}

function Badges({ streak, card }: { streak: number; card: StudyCard }) {
  return (
    <div className="my-4 flex min-h-7 flex-wrap items-center gap-2">
      {showsStreakBadge(streak) ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-800 dark:bg-orange-950 dark:text-orange-300"
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
  );
}

export function StudySession({
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
  const online = useOnline();
  const recovered = useRecovered(sync, online);
  const [state, dispatch] = useReducer(studyReducer, initial);
  const [signInClosed, setSignInClosed] = useState(false);
  const { cards, index, flipped, ratings, sessionId } = state;
  const done = index >= cards.length;
  const card = cards[index];
  const signInOpen = sync.authNeeded && !signInClosed;

  useEffect(() => {
    if (resumed) return;
    queue.enqueue({
      kind: 'start',
      eventId: sessionId,
      setId: data.set.id,
      body: { sessionId, cardOrder: cards.map((c) => c.id) },
    });
    // Once per session: the queue ignores a repeat of the same event id.
  }, [queue, resumed, sessionId, data.set.id, cards]);

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
        // the state this page loaded (each card is rated once per page): when the card still has
        // it, the server writes the rating in one round trip
        expected: card.review
          ? {
              easinessFactor: card.review.easinessFactor,
              intervalDays: card.review.intervalDays,
              repetitionCount: card.review.repetitionCount,
            }
          : null,
      },
    });
    dispatch({ type: 'rate', rating, eventId, at });
  };

  const previous = () => {
    const last = ratings.at(-1);
    if (index === 0 || done || !last) return;
    queue.enqueue({
      kind: 'undo',
      eventId: crypto.randomUUID(),
      sessionId,
      reviewEventId: last.eventId,
    });
    dispatch({ type: 'previous', at: Date.now() });
  };

  const flip = () => dispatch({ type: 'flip' });

  useStudyKeys({
    enabled: !done && !signInOpen,
    flipped,
    onFlip: flip,
    onPrevious: previous,
    onRate: rate,
  });

  const alerts = (
    <SaveAlerts
      sync={sync}
      online={online}
      recovered={recovered}
      signInOpen={signInOpen}
      onSignIn={() => setSignInClosed(false)}
      onDismissDropped={() => queue.clearDropped()}
    />
  );
  const saving = (
    <>
      <SyncStatus sync={sync} online={online} />
      <SignInDialog
        open={signInOpen}
        body={vi.study.signInBody}
        onClose={() => setSignInClosed(true)}
        onSignedIn={() => {
          setSignInClosed(false);
          void queue.resume();
        }}
      />
    </>
  );

  if (done || !card) {
    return (
      <>
        {alerts}
        <Completion
          title={data.set.title}
          ratings={ratings.map((r) => r.rating)}
          totalCards={cards.length}
          onStudyAgain={onStudyAgain}
        />
        {saving}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <Progress title={data.set.title} index={index} total={cards.length} />
      {alerts}
      <Badges streak={currentStreak(ratings.map((r) => r.rating))} card={card} />

      <FlipCard key={card.id} card={card} flipped={flipped} color={data.set.color} onFlip={flip} />
      <p className={`mt-3 text-center text-sm ${hint}`} data-testid="flip-hint">
        <span className="touch:hidden">{vi.study.flipHint}</span>
        <span className="hidden touch:inline">{vi.study.flipHintTouch}</span>
      </p>

      <div className="mt-6 flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={previous} disabled={index === 0}>
          {vi.study.previous}
        </Button>
        {flipped ? null : <Button onClick={flip}>{vi.study.showAnswer}</Button>}
      </div>

      {flipped ? <RatingButtons onRate={rate} /> : null}

      <p className={`mt-8 text-center text-xs touch:hidden ${hint}`} data-testid="study-keys">
        {vi.study.keys}
      </p>
      {saving}
    </div>
  );
}
