/**
 * One study session (spec §2/§4): 'Thẻ n / total' ('Card n / total') progress with percent,
 * streak badge above 2, review-number badge, flip card, Previous / Show answer, the five
 * difficulty buttons, then the completion screen. The session fits the screen (issue 18 §2): the
 * card takes the height left and scrolls its own text, and the control bar stays at the bottom. Every write goes through the persistent sync queue, so a failed write never
 * stops the study; when the session ended (401) the learner signs in again in place and goes on
 * studying meanwhile.
 */
import {
  currentStreak,
  isPracticeRating,
  previewRatings,
  ratingLabels,
  scheduleRating,
  type CurrentSchedule,
  type Rating,
  type SchedulerChoice,
} from '@app/domain';
import type { Preferences } from '@app/contracts';
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { StudyState } from '../api/study.ts';
import { studyQueue } from '../api/study-writes.ts';
import {
  studyReducer,
  type SessionRating,
  type SessionState,
  type StudyCard,
} from '../hooks/study-reducer.ts';
import { shownSides, type Direction } from '../lib/direction.ts';
import { useFitViewport } from '../../../lib/use-fit-viewport.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useStudyKeys } from '../hooks/use-study-keys.ts';
import { reviewOp } from '../lib/review-op.ts';
import { Completion } from './completion.tsx';
import { FlipCard } from './flip-card.tsx';
import { buttonRatings } from './rating-buttons.tsx';
import { Badges, ControlBar, Progress } from './session-parts.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import { SaveAlerts, SyncStatus, useRecovered } from './sync-notices.tsx';

/** Below this height the session stops shrinking and the page scrolls (the bar stays in sight). */
const MIN_HEIGHT = 360;

/** The preferences a session schedules with (issue 19): day start, scheduler, retention. */
export type StudySchedule = Pick<
  Preferences,
  'dayStartsAtHour' | 'scheduler' | 'desiredRetention' | 'fsrsParameters'
>;

/**
 * A card's schedule as the server holds it now: the state the page loaded, or, when the card's
 * first rating of the learner's day was made on this page, the state that rating gave (what the
 * server computed with the same scheduleRating), so that a repeat's buttons say what practice
 * will do (issue 34 §3) and a repeat is rated as practice.
 */
function currentSchedule(
  card: StudyCard,
  ratings: readonly SessionRating[],
  choice: SchedulerChoice,
): CurrentSchedule | null {
  const loaded: CurrentSchedule | null = card.review && {
    ...card.review,
    lastReviewedAt: new Date(card.review.lastReviewedAt),
    nextReviewDate: new Date(card.review.nextReviewDate),
  };
  const first = ratings.find((r) => r.cardId === card.id);
  if (!first) return loaded;
  // a resumed session's ratings are in the state loaded; so is a first rating made elsewhere
  if (first.at === undefined) return loaded;
  const at = new Date(first.at);
  if (
    loaded &&
    isPracticeRating(loaded.lastReviewedAt, at, choice.timeZone, choice.dayStartsAtHour)
  )
    return loaded;
  return { ...scheduleRating(loaded, first.rating, at, choice), lastReviewedAt: at };
}

export function StudySession({
  data,
  initial,
  resumed,
  userId,
  timeZone,
  schedule,
  today = false,
  direction = 'front',
  onStudyAgain,
}: {
  data: StudyState;
  initial: SessionState;
  resumed: boolean;
  userId: string;
  timeZone: string;
  /** The learner's day start, scheduler and FSRS retention, sent with each rating. */
  schedule: StudySchedule;
  /** A today session (issue 19): no set; each card shows its own set. */
  today?: boolean;
  /** Which side is asked: term → meaning, meaning → term, or both in turn. */
  direction?: Direction;
  onStudyAgain: () => void;
}) {
  const t = useT();
  const { dayStartsAtHour, scheduler, desiredRetention, fsrsParameters } = schedule;
  const fit = useFitViewport<HTMLDivElement>(MIN_HEIGHT);
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
      setId: today ? null : data.set.id,
      body: { sessionId, cardOrder: cards.map((c) => c.id) },
    });
    // Once per session: the queue ignores a repeat of the same event id.
  }, [queue, resumed, sessionId, data.set.id, cards, today]);

  useEffect(() => {
    if (done) queue.enqueue({ kind: 'complete', eventId: `complete:${sessionId}`, sessionId });
  }, [done, queue, sessionId]);

  const choice: SchedulerChoice = {
    scheduler,
    desiredRetention,
    parameters: fsrsParameters,
    dayStartsAtHour,
    timeZone,
  };
  const current = card ? currentSchedule(card, ratings, choice) : null;
  const previews = card ? previewRatings(current, new Date(), choice) : null;
  // practice (the card was rated already in the learner's day): the server keeps its schedule
  const repeat = previews !== null && previews[1].practice;
  const labels = previews && ratingLabels(previews, buttonRatings(scheduler));

  const rate = (rating: Rating) => {
    if (!card || !flipped) return;
    const at = Date.now();
    const op = reviewOp(
      sessionId,
      {
        cardId: card.id,
        rating,
        elapsedMs: at - state.shownAt,
        reviewedAt: new Date(at),
        // the state this page loaded: when the card still has it, the server writes the first
        // rating of the day in one round trip (a repeat is practice: the server reads)
        ...(repeat
          ? {}
          : {
              expected: card.review
                ? {
                    easinessFactor: card.review.easinessFactor,
                    intervalDays: card.review.intervalDays,
                    repetitionCount: card.review.repetitionCount,
                    stability: card.review.stability,
                    difficulty: card.review.difficulty,
                    lastReviewedAt: card.review.lastReviewedAt,
                  }
                : null,
            }),
      },
      schedule,
      timeZone,
    );
    queue.enqueue(op);
    const { eventId } = op;
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
    ratings: buttonRatings(scheduler),
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
  const status = <SyncStatus sync={sync} online={online} />;
  const signIn = (
    <SignInDialog
      open={signInOpen}
      body={t('study.signInBody')}
      onClose={() => setSignInClosed(true)}
      onSignedIn={() => {
        setSignInClosed(false);
        void queue.resume();
      }}
    />
  );

  if (done || !card) {
    return (
      <>
        {alerts}
        <Completion
          title={data.set.title}
          today={today}
          ratings={ratings.map((r) => r.rating)}
          cardCount={new Set(cards.map((c) => c.id)).size}
          scheduler={scheduler}
          onStudyAgain={onStudyAgain}
        />
        {status}
        {signIn}
      </>
    );
  }

  return (
    <div ref={fit} className="mx-auto flex max-w-2xl flex-col" data-testid="study-session">
      <Progress title={data.set.title} index={index} total={cards.length} />
      {alerts}
      <Badges
        streak={currentStreak(ratings.map((r) => r.rating))}
        card={card}
        origin={today ? card.origin : undefined}
        practice={repeat}
      />
      <div className="min-h-36 flex-1">
        <FlipCard
          key={`${card.id}:${index}`}
          card={shownSides(card, direction, index)}
          flipped={flipped}
          color={card.origin?.color ?? data.set.color}
          onFlip={flip}
        />
      </div>
      <ControlBar
        flipped={flipped}
        canGoBack={index > 0}
        onPrevious={previous}
        onFlip={flip}
        onRate={rate}
        labels={labels}
        scheduler={scheduler}
        status={status}
      />
      {signIn}
    </div>
  );
}
