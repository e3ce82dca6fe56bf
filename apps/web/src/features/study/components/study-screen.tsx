/**
 * The study screen of spec §2/§4 (/dashboard/flashcards/study/{setId}): spinner, not-found
 * screen, nothing-due screen, or the session (study-session.tsx). Keyboard: Space flips, 1-5
 * rate, ← previous. Writes left from an earlier visit are sent before the state loads, so a tab
 * closed mid-session resumes the same day where it stopped. A 401 on loading offers the in-place
 * sign-in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { loadPreferences } from '../../../lib/preferences.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { fetchReviewFirst, fetchStudyState, type StudyState } from '../api/study.ts';
import { studyQueue } from '../api/study-writes.ts';
import { nothingDueUntil, openSession } from '../hooks/study-reducer.ts';
import { storedDirection, type Direction } from '../lib/direction.ts';
import { loadOrKept } from '../lib/offline-load.ts';
import { setScope } from '../lib/offline-state.ts';
import { DirectionPicker } from './direction-picker.tsx';
import { KeptCopyNotice, LoadGate, NotFoundScreen, STUDY_QUERY_OPTIONS } from './load-states.tsx';
import { NothingDue } from './nothing-due.tsx';
import { StudySession, type StudySchedule } from './study-session.tsx';

/**
 * Opens the session once per loaded state (the new session's id is chosen here), unless nothing
 * is due: then the nothing-due screen, until the learner asks to study every card anyway.
 */
function OpenedSession({
  data,
  reviewFirst,
  userId,
  timeZone,
  schedule,
  studyAll,
  onStudyAgain,
}: {
  data: StudyState;
  reviewFirst: readonly string[];
  userId: string;
  timeZone: string;
  schedule: StudySchedule;
  studyAll: boolean;
  onStudyAgain: () => void;
}) {
  const [nextDue] = useState(() =>
    studyAll ? null : nothingDueUntil(data, new Date(), reviewFirst),
  );
  const [all, setAll] = useState(false);
  if (nextDue && !all) {
    return (
      <NothingDue
        title={data.set.title}
        nextDue={nextDue}
        dayStartsAtHour={schedule.dayStartsAtHour}
        onStudyAll={() => setAll(true)}
      />
    );
  }
  return (
    <SessionStart
      data={data}
      reviewFirst={reviewFirst}
      userId={userId}
      timeZone={timeZone}
      schedule={schedule}
      onStudyAgain={onStudyAgain}
    />
  );
}

function SessionStart({
  data,
  reviewFirst,
  userId,
  timeZone,
  schedule,
  onStudyAgain,
}: {
  data: StudyState;
  reviewFirst: readonly string[];
  userId: string;
  timeZone: string;
  schedule: StudySchedule;
  onStudyAgain: () => void;
}) {
  const t = useT();
  const [direction, setDirection] = useState<Direction>(() => storedDirection(data.set.id));
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
      <DirectionPicker scope={data.set.id} value={direction} onChange={setDirection} />
      <StudySession
        data={data}
        initial={opened.state}
        resumed={opened.resumed}
        userId={userId}
        timeZone={timeZone}
        schedule={schedule}
        direction={direction}
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
  const [timeZone] = useState(learnerTimeZone);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['study', setId, attempt],
    queryFn: () =>
      loadOrKept(userId, setScope(setId), async () => {
        // Writes left from an earlier visit (or waiting for a sign-in) land first, so the state
        // read below includes them.
        const queue = studyQueue(userId);
        void queue.resume();
        const [, preferences] = await Promise.all([
          queue.flush(),
          loadPreferences(queryClient, userId),
        ]);
        const [state, reviewFirst] = await Promise.all([
          fetchStudyState(setId, timeZone, preferences.dayStartsAtHour),
          fetchReviewFirst(setId),
        ]);
        return { state, reviewFirst, preferences };
      }),
    ...STUDY_QUERY_OPTIONS,
  });
  if (!query.isSuccess) {
    return <LoadGate query={query} userId={userId} notFound what="set" />;
  }
  const { record, offline } = query.data;
  return (
    <>
      {offline ? <KeptCopyNotice savedAt={record.savedAt} /> : null}
      <OpenedSession
        key={query.dataUpdatedAt}
        data={record.state}
        reviewFirst={record.reviewFirst}
        userId={userId}
        timeZone={timeZone}
        schedule={record.preferences}
        studyAll={studyAll}
        onStudyAgain={onStudyAgain}
      />
    </>
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
