/**
 * The dashboard's plan (issue 21 §3-4): the countdown to the exam and the target band, today's
 * tasks (ticking themselves as they are done), the daily goal's ring, the streak with its
 * weekly freeze, and the band estimates. "Đặt ngày thi…" / "Sửa mục tiêu" opens the goal
 * question (loaded on demand). Refetched whenever the dashboard shows again, so a task done
 * elsewhere is ticked on return.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { useDates } from '../../../i18n/dates.ts';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { KEPT_OFFLINE } from '../../../lib/query-client.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { fetchPlan, planKey } from '../api/plan.ts';
import { BandEstimates } from './band-estimates.tsx';
import { GoalRing } from './goal-ring.tsx';
import { PlanTasks } from './plan-tasks.tsx';

const PlanQuestion = lazy(() =>
  import('./plan-question.tsx').then((module) => ({ default: module.PlanQuestion })),
);

/** The goal question, loaded when first shown (the dashboard asks it after the welcome). */
export function LazyPlanQuestion({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <PlanQuestion onClose={onClose} />
    </Suspense>
  );
}

function Countdown({ daysLeft, examDate }: { daysLeft: number; examDate: string }) {
  const t = useT();
  const dates = useDates();
  const text =
    daysLeft < 0
      ? t('plan.examPast', { date: dates.day(examDate) })
      : t('plan.countdown', { days: daysLeft });
  return (
    <p className="text-sm font-bold text-blue-800 dark:text-blue-200" data-testid="exam-countdown">
      {text}
    </p>
  );
}

/**
 * The plan's query (refetched each time the dashboard shows; kept offline). The dashboard waits
 * for it before showing what lies below (dashboard-home.tsx), so nothing moves when it arrives.
 */
export function planQuery(timeZone: string) {
  return queryOptions({
    queryKey: planKey(timeZone),
    queryFn: () => fetchPlan(timeZone),
    staleTime: 0,
    // offline, the dashboard shows the last plan (issue 34 §1)
    meta: KEPT_OFFLINE,
  });
}

export function PlanCard() {
  const t = useT();
  const intl = useIntl();
  const [timeZone] = useState(learnerTimeZone);
  const [asking, setAsking] = useState(false);
  const plan = useQuery(planQuery(timeZone));
  // ratings still on their way when the dashboard opened: their task ticks once they arrive
  // (the app-wide queue runner marks the plan stale then: study-writes-runner.tsx)
  const question = asking ? <LazyPlanQuestion onClose={() => setAsking(false)} /> : null;
  if (plan.isPending) return question;
  // a failed refetch keeps the plan it had (offline: the copy kept on this device, issue 34 §1)
  if (plan.data === undefined) {
    return (
      <section className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
        <p className="text-sm">{t('plan.loadFailed')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void plan.refetch()}>
          {t('plan.retry')}
        </Button>
        {question}
      </section>
    );
  }
  const { daysLeft, examDate, targetBand, tasks, goal, streak, bands } = plan.data;
  const hasGoal = examDate !== null || targetBand !== null;
  return (
    <section
      aria-labelledby="plan-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      data-testid="plan-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id="plan-heading" className="text-lg font-bold">
            {t('plan.title')}
          </h2>
          {examDate !== null && daysLeft !== null ? (
            <Countdown daysLeft={daysLeft} examDate={examDate} />
          ) : null}
          {targetBand !== null ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="target-band">
              {t('plan.target', {
                band: intl.formatNumber(targetBand, { minimumFractionDigits: 1 }),
              })}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="min-h-11 text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {hasGoal ? t('plan.editGoal') : t('plan.setGoal')}
        </button>
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-[1fr_16rem]">
        <PlanTasks tasks={tasks} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 md:flex-col md:items-start">
          <GoalRing {...goal} />
          <div className="flex items-center gap-3" data-testid="plan-streak">
            <FlameIcon className="h-8 w-8 shrink-0 text-orange-600 dark:text-orange-400" />
            <div className="min-w-0">
              <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
                {t('plan.streak.label')}
              </p>
              <p className="text-lg font-black" data-testid="plan-streak-days">
                {t('plan.streak.days', { n: streak.current })}
              </p>
              <p className="max-w-56 text-xs text-slate-600 dark:text-slate-400">
                {streak.freezeAvailable
                  ? t('plan.streak.freezeAvailable')
                  : t('plan.streak.freezeUsed')}
              </p>
            </div>
          </div>
        </div>
      </div>
      <div className="mt-4">
        <BandEstimates bands={bands} />
      </div>
      {question}
    </section>
  );
}
