/**
 * The dashboard's "Hôm nay" tile (issue 19 §1): today's figures over every set (cards due, new
 * cards, done today) and "Học ngay" to /dashboard/today. Nothing while the queue loads or when
 * it cannot be read: the dashboard does not depend on it. On a phone (issue 34 §8) the heading
 * and the statistics link share the first row, the three figures the second (each label on one
 * line above its figure) and "Học ngay" the third, across the tile; from 640 px one row.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { KEPT_OFFLINE } from '../../../lib/query-client.ts';
import { studyWritesSentAt } from '../../../lib/study-events.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { fetchToday } from '../api/today.ts';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const intl = useIntl();
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold whitespace-nowrap text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="text-2xl font-black" data-testid={testId}>
        {intl.formatNumber(value)}
      </dd>
    </div>
  );
}

/** The tile's query: today's figures over every set (kept offline). */
export function todayTileQuery(timeZone: string) {
  return queryOptions({
    queryKey: ['study', 'today-tile', timeZone],
    queryFn: () => fetchToday(timeZone),
    staleTime: 30_000,
    // offline, the dashboard shows the last figures (issue 34 §1)
    meta: KEPT_OFFLINE,
  });
}

export function TodayTile() {
  const t = useT();
  const [timeZone] = useState(learnerTimeZone);
  const today = useQuery(todayTileQuery(timeZone));
  // ratings sent since the tile's figures were read (kept 30 s); those sent while it shows mark
  // it stale through the app-wide queue runner (study-writes-runner.tsx)
  const { refetch, dataUpdatedAt } = today;
  useEffect(() => {
    if (dataUpdatedAt > 0 && studyWritesSentAt() > dataUpdatedAt) void refetch();
  }, [dataUpdatedAt, refetch]);
  // a failed refetch keeps the figures it had (offline: the copy kept on this device)
  if (today.data === undefined) return null;
  const { dueCount, newCount, reviewsDone, newDone } = today.data;
  const left = today.data.cards.length;
  return (
    <section
      aria-labelledby="today-tile-heading"
      className="grid grid-cols-[1fr_auto] items-center gap-3 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:flex sm:flex-wrap sm:gap-4 dark:border-blue-900 dark:bg-blue-950/40"
      data-testid="today-tile"
    >
      <h2 id="today-tile-heading" className="text-lg font-bold">
        {t('study.today.title')}
      </h2>
      <Link
        to="/dashboard/stats"
        className="justify-self-end text-sm font-semibold whitespace-nowrap text-blue-700 hover:underline sm:order-last dark:text-blue-300"
      >
        {t('study.today.tileStats')}
      </Link>
      <dl className="col-span-2 grid grid-cols-3 gap-3 sm:min-w-60 sm:flex-1">
        <Figure label={t('study.today.tileDue')} value={dueCount} testId="today-tile-due" />
        <Figure label={t('study.today.tileNew')} value={newCount} testId="today-tile-new" />
        <Figure
          label={t('study.today.tileDone')}
          value={reviewsDone + newDone}
          testId="today-tile-done"
        />
      </dl>
      {left > 0 ? (
        <Link
          to="/dashboard/today"
          className={buttonStyles('primary', 'col-span-2 w-full sm:order-last sm:w-auto')}
        >
          {t('study.today.tileStart')}
        </Link>
      ) : null}
    </section>
  );
}
