/**
 * /dashboard: greeting (by the hour on the learner's clock, issue 34 §14: dayPart in
 * packages/domain/src/relative-time.ts), today's queue over every set (issue 19), today's plan
 * with the goal and the streak (issue 21), the six activities, today's reviews (sets with due or
 * new cards), my classes (issue 22), word of the day, roadmap, first-login welcome followed by
 * the exam-date question.
 *
 * Below the greeting nothing shows until the "Hôm nay" tile and the plan have their answer (or
 * failed, or are waiting for the network; at most FIRST_DATA_WAIT_MS): they open the page, and
 * arriving later they pushed everything below them down (Lighthouse mobile: cumulative layout
 * shift 0.78, issue 35 §1).
 */
import { dayPart, localHour } from '@app/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ClassesTile } from '../../features/classes/components/classes-tile.tsx';
import { ActivityCards } from '../../features/dashboard/components/activity-cards.tsx';
import { Roadmap } from '../../features/dashboard/components/roadmap.tsx';
import { WelcomeDialog } from '../../features/dashboard/components/welcome-dialog.tsx';
import { WordOfTheDay } from '../../features/dashboard/components/word-of-the-day.tsx';
import {
  LazyPlanQuestion,
  PlanCard,
  planQuery,
} from '../../features/plan/components/plan-card.tsx';
import { ReviewToday } from '../../features/flashcards/components/review-today.tsx';
import { TodayTile, todayTileQuery } from '../../features/study/components/today-tile.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { useSession } from '../../lib/session.tsx';
import { learnerTimeZone } from '../../lib/time-zone.ts';

/** The longest the page waits for the tile and the plan before showing the rest anyway (ms). */
const FIRST_DATA_WAIT_MS = 3_000;

/**
 * True once the "Hôm nay" tile's and the plan's queries are no longer pending (answered, failed,
 * or paused for the network), or FIRST_DATA_WAIT_MS after the page opened.
 */
function useFirstDataSettled(): boolean {
  const [timeZone] = useState(learnerTimeZone);
  const settled = useQueries({
    queries: [todayTileQuery(timeZone), planQuery(timeZone)],
    combine: (results) => results.every((r) => !r.isPending || r.fetchStatus === 'paused'),
  });
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setWaited(true), FIRST_DATA_WAIT_MS);
    return () => clearTimeout(id);
  }, []);
  return settled || waited;
}

export function Component() {
  const t = useT();
  const { data, refetch } = useSession();
  const [now] = useState(() => new Date());
  const [askPlan, setAskPlan] = useState(false);
  const ready = useFirstDataSettled();
  if (!data) return null;
  const { user } = data;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl" data-testid="greeting">
          {t('dashboard.greeting', {
            part: dayPart(localHour(now, learnerTimeZone())),
            name: user.name,
          })}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('dashboard.subtitle')}</p>
      </div>
      {ready ? null : <Spinner label={t('common.loading')} className="py-16" />}
      {/* mounted while hidden: every read of the page starts at once, each only once */}
      <div className={ready ? 'space-y-8' : 'hidden'}>
        <TodayTile />
        <PlanCard />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <ActivityCards />
            {/* Below the activities: it appears once the set list loads and must not push them. */}
            <ReviewToday />
          </div>
          <div className="min-w-0 space-y-6">
            <ClassesTile />
            <WordOfTheDay now={now} />
            <Roadmap />
          </div>
        </div>
      </div>
      {user.firstLogin ? (
        <WelcomeDialog
          onDone={() => {
            setAskPlan(true);
            void refetch();
          }}
        />
      ) : null}
      {askPlan ? <LazyPlanQuestion onClose={() => setAskPlan(false)} /> : null}
    </div>
  );
}
