/**
 * /dashboard/stats (issue 19 §3, "see the whole picture"): the streak and key figures first,
 * then the 365-day heatmap, the last 30 days, the 30-day forecast, cards by state and monthly
 * true retention. Every chart has a table alternative; loading, empty and error states.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { statsQuery } from '../api/stats.ts';
import { Forecast, RecentDays, RetentionTable } from './daily-charts.tsx';
import { Heatmap } from './heatmap.tsx';
import { StatFigures } from './stat-figures.tsx';
import { StateBar } from './state-bar.tsx';

function Panel({
  title,
  hint,
  children,
  id,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid={id}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function StatsPage() {
  const t = useT();
  const stats = useQuery(statsQuery());
  return (
    <div data-testid="stats-page">
      <h1 className="text-2xl font-black sm:text-3xl">{t('stats.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('stats.subtitle')}</p>
      {stats.isPending ? (
        <Spinner label={t('stats.loading')} className="py-16" />
      ) : stats.isError ? (
        <Alert tone="error" className="mt-6">
          <p>{t('stats.error')}</p>
          <button
            type="button"
            onClick={() => void stats.refetch()}
            className="mt-2 font-semibold underline"
          >
            {t('common.retry')}
          </button>
        </Alert>
      ) : (
        <div className="mt-4 space-y-4">
          <StatFigures stats={stats.data} />
          {stats.data.days.length === 0 ? (
            <div
              className="rounded-2xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700"
              data-testid="stats-empty"
            >
              <p className="text-lg font-bold">{t('stats.empty')}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('stats.emptyHint')}
              </p>
              <Link to="/dashboard/flashcards" className={`${buttonStyles()} mt-4`}>
                {t('stats.emptyAction')}
              </Link>
            </div>
          ) : null}
          <Panel title={t('stats.states.title')} id="stats-states">
            <StateBar states={stats.data.states} />
          </Panel>
          {stats.data.days.length === 0 ? null : (
            <>
              <Panel title={t('stats.heatmap.title')} id="stats-heatmap">
                <Heatmap days={stats.data.days} today={stats.data.today} />
              </Panel>
              <Panel title={t('stats.daily.title')} id="stats-daily">
                <RecentDays stats={stats.data} />
              </Panel>
            </>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title={t('stats.forecast.title')} id="stats-forecast">
              <Forecast stats={stats.data} />
            </Panel>
            <Panel
              title={t('stats.retention.title')}
              hint={t('stats.retention.hint')}
              id="stats-retention"
            >
              <RetentionTable retention={stats.data.retention} />
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
