/**
 * "Hôm nay" (/dashboard/today, issue 19 §1): one session over every set the learner may study:
 * relearning and due cards, then new cards up to the day's limit (GET /api/study/today), each
 * card with its set's title and colour. The day's open today session is resumed; an empty
 * queue says so and what was done today. Writes go through the same queue as per-set study.
 */
import type { Preferences, TodayDto } from '@app/contracts';
import { assembleTodayState } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { loadPreferences } from '../../../lib/preferences.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { fetchToday } from '../api/today.ts';
import { studyQueue } from '../api/study-writes.ts';
import { openSession } from '../hooks/study-reducer.ts';
import { storedDirection, type Direction } from '../lib/direction.ts';
import { DirectionPicker } from './direction-picker.tsx';
import { loadOrKept } from '../lib/offline-load.ts';
import { keptToday } from '../lib/offline-state.ts';
import { KeptCopyNotice, LoadGate, STUDY_QUERY_OPTIONS } from './load-states.tsx';

/** The today session's colour (it has no set of its own). */
const TODAY_COLOR = '#2563EB';
import { StudySession } from './study-session.tsx';

/** The queue's figures above the session: cards due, new cards, and from how many sets. */
function Summary({ today }: { today: TodayDto }) {
  const t = useT();
  const sets = new Set(today.cards.map((card) => card.setId)).size;
  return (
    <p className="mx-auto mb-2 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
      {t('study.today.summary', {
        // the cards failed earlier today count as due: they come back today
        due: today.cards.length - today.newCount,
        fresh: today.newCount,
        sets,
      })}
    </p>
  );
}

function AllDone({ today }: { today: TodayDto }) {
  const t = useT();
  return (
    <section
      className="mx-auto max-w-md py-16 text-center"
      data-testid="today-empty"
      aria-labelledby="today-empty-title"
    >
      <SparklesIcon className="mx-auto h-12 w-12 text-amber-500" />
      <h1 id="today-empty-title" className="mt-4 text-2xl font-bold">
        {t('study.today.emptyTitle')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('study.today.emptyBody')}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-400" data-testid="today-done">
        {t('study.today.doneToday', { reviews: today.reviewsDone, fresh: today.newDone })}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('study.today.limits', { fresh: today.newLimit, reviews: today.reviewLimit })}
      </p>
      <Link to="/dashboard/flashcards" className={buttonStyles('primary', 'mt-8')}>
        {t('study.today.toSets')}
      </Link>
    </section>
  );
}

function TodaySession({
  today,
  preferences,
  userId,
  timeZone,
  onStudyAgain,
}: {
  today: TodayDto;
  preferences: Preferences;
  userId: string;
  timeZone: string;
  onStudyAgain: () => void;
}) {
  const t = useT();
  const [data] = useState(() =>
    assembleTodayState(today, { id: 'today', title: t('study.today.heading'), color: TODAY_COLOR }),
  );
  // the queue is in the order the server fixed: kept as it is, resumed by its session
  const [opened] = useState(() =>
    data.session ? openSession(data, new Date()) : openInOrder(data, new Date()),
  );
  const [direction, setDirection] = useState<Direction>(() => storedDirection('today'));
  if (!opened) return <AllDone today={today} />;
  return (
    <>
      <Summary today={today} />
      <DirectionPicker scope="today" value={direction} onChange={setDirection} />
      <StudySession
        data={data}
        initial={opened.state}
        resumed={opened.resumed}
        userId={userId}
        timeZone={timeZone}
        schedule={{ ...preferences, dayStartsAtHour: today.dayStartsAtHour }}
        today
        direction={direction}
        onStudyAgain={onStudyAgain}
      />
    </>
  );
}

/** A new today session over the queue as the server ordered it (null: nothing to study). */
function openInOrder(data: ReturnType<typeof assembleTodayState>, now: Date) {
  if (data.cards.length === 0) return null;
  return {
    state: {
      sessionId: crypto.randomUUID(),
      cards: data.cards,
      index: 0,
      flipped: false,
      ratings: [],
      shownAt: now.getTime(),
    },
    resumed: false,
  };
}

export function TodayScreen({ userId }: { userId: string }) {
  const [timeZone] = useState(learnerTimeZone);
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['study', 'today', attempt],
    queryFn: async () => {
      let fresh: TodayDto | undefined;
      const { record, offline } = await loadOrKept(userId, 'today', async () => {
        // writes left from an earlier visit land first, so the queue read below includes them
        const queue = studyQueue(userId);
        void queue.resume();
        const [, preferences] = await Promise.all([
          queue.flush(),
          loadPreferences(queryClient, userId),
        ]);
        fresh = await fetchToday(timeZone);
        const { cards: _cards, session: _session, ...figures } = fresh;
        const state = assembleTodayState(fresh, { id: 'today', title: '', color: TODAY_COLOR });
        return { state, reviewFirst: [], preferences, today: figures };
      });
      const today = fresh ?? keptToday(record, new Date());
      if (!today) throw new Error('today: the kept copy has no figures');
      return { today, preferences: record.preferences, offline, savedAt: record.savedAt };
    },
    ...STUDY_QUERY_OPTIONS,
  });
  if (!query.isSuccess) {
    return <LoadGate query={query} userId={userId} what="today" />;
  }
  const { today, preferences, offline, savedAt } = query.data;
  return (
    <>
      {offline ? <KeptCopyNotice savedAt={savedAt} /> : null}
      <TodaySession
        key={query.dataUpdatedAt}
        today={today}
        preferences={preferences}
        userId={userId}
        timeZone={timeZone}
        onStudyAgain={() => setAttempt((a) => a + 1)}
      />
    </>
  );
}
