/**
 * The figures at the top of the statistics page: the streak with its flame, today's reviews,
 * the cards due today and this month's true retention. Cards by state follow in StateBar.
 */
import type { StatsDto } from '@app/contracts';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useStatsFormat } from '../lib/format.ts';

function Figure({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-bold tabular-nums" data-testid={id}>
        {value}
      </dd>
    </div>
  );
}

export function StatFigures({ stats }: { stats: StatsDto }) {
  const t = useT();
  const format = useStatsFormat();
  const { streak } = stats;
  const todayReviews = stats.days.find((d) => d.day === stats.today)?.reviews ?? 0;
  const thisMonth = stats.retention.at(-1)?.percent ?? null;
  return (
    <section aria-label={t('stats.figures.label')}>
      <div className="flex items-center gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-4 dark:border-orange-900 dark:bg-orange-950/50">
        <FlameIcon
          className={`h-10 w-10 shrink-0 ${streak.today ? 'text-orange-600 dark:text-orange-400' : 'text-slate-500 dark:text-slate-400'}`}
        />
        <div className="min-w-0">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('stats.figures.streak')}</p>
          <p className="text-2xl font-black" data-testid="streak-current">
            {t('stats.figures.streakValue', { n: streak.current })}
          </p>
          <p className="flex flex-wrap gap-x-3 text-xs text-slate-700 dark:text-slate-300">
            <span data-testid="streak-longest">
              {t('stats.figures.streakLongest', { n: streak.longest })}
            </span>
            <span>
              {streak.today
                ? t('stats.figures.streakTodayDone')
                : t('stats.figures.streakTodayPending')}
            </span>
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Figure
          label={t('stats.figures.todayReviews')}
          value={format.number(todayReviews)}
          id="today-reviews"
        />
        <Figure
          label={t('stats.figures.dueToday')}
          value={format.number(stats.forecast[0]?.due ?? 0)}
          id="due-today"
        />
        <Figure
          label={t('stats.figures.retention')}
          value={thisMonth === null ? t('stats.figures.none') : format.percent(thisMonth)}
          id="retention-month"
        />
      </dl>
    </section>
  );
}
