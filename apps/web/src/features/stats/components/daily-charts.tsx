/**
 * The last 30 learner days (reviews and minutes per day) and the next 30 (cards due), as SVG
 * bars with their tables.
 */
import type { StatsDto } from '@app/contracts';
import { addDayKeys } from '@app/domain';
import { useT } from '../../../i18n/i18n.tsx';
import { useStatsFormat } from '../lib/format.ts';
import { BarChart } from './bar-chart.tsx';
import { TableDetails } from './table-details.tsx';

const DAYS = 30;

/** The last 30 days, today last, with their reviews and minutes (0 for days without). */
function lastDays(stats: StatsDto) {
  const byDay = new Map(stats.days.map((d) => [d.day, d]));
  return Array.from({ length: DAYS }, (_, i) => {
    const day = addDayKeys(stats.today, i - (DAYS - 1));
    const entry = byDay.get(day);
    return {
      day,
      reviews: entry?.reviews ?? 0,
      minutes: Math.round((entry?.seconds ?? 0) / 6) / 10,
    };
  });
}

export function RecentDays({ stats }: { stats: StatsDto }) {
  const t = useT();
  const format = useStatsFormat();
  const days = lastDays(stats);
  const start = format.shortDay(days[0]!.day);
  const end = t('stats.axis.today');
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t('stats.daily.reviews')}</h3>
          <BarChart
            label={t('stats.daily.reviewsChart')}
            barClassName="fill-blue-600 dark:fill-blue-400"
            startLabel={start}
            endLabel={end}
            formatMax={format.number}
            bars={days.map((d) => ({
              key: d.day,
              value: d.reviews,
              title: t('stats.daily.reviewsBar', {
                count: d.reviews,
                date: format.shortDay(d.day),
              }),
            }))}
          />
        </div>
        <div>
          <h3 className="font-semibold">{t('stats.daily.minutes')}</h3>
          <BarChart
            label={t('stats.daily.minutesChart')}
            barClassName="fill-violet-600 dark:fill-violet-400"
            startLabel={start}
            endLabel={end}
            formatMax={format.number}
            bars={days.map((d) => ({
              key: d.day,
              value: d.minutes,
              title: t('stats.daily.minutesBar', {
                count: d.minutes,
                date: format.shortDay(d.day),
              }),
            }))}
          />
        </div>
      </div>
      <TableDetails
        caption={t('stats.daily.title')}
        headers={[t('stats.table.day'), t('stats.table.reviews'), t('stats.table.minutes')]}
        rows={[...days].reverse().map((d) => ({
          key: d.day,
          cells: [
            d.day === stats.today ? t('stats.axis.today') : format.longDay(d.day),
            format.number(d.reviews),
            format.number(d.minutes),
          ],
        }))}
        testId="daily-table"
      />
    </div>
  );
}

export function Forecast({ stats }: { stats: StatsDto }) {
  const t = useT();
  const format = useStatsFormat();
  const { forecast } = stats;
  return (
    <div>
      <BarChart
        label={t('stats.forecast.chartLabel')}
        barClassName="fill-amber-600 dark:fill-amber-400"
        startLabel={t('stats.axis.today')}
        endLabel={format.shortDay(forecast.at(-1)?.day ?? stats.today)}
        formatMax={format.number}
        bars={forecast.map((d) => ({
          key: d.day,
          value: d.due,
          title: t('stats.forecast.bar', { count: d.due, date: format.shortDay(d.day) }),
        }))}
      />
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('stats.forecast.hint')}</p>
      <TableDetails
        caption={t('stats.forecast.title')}
        headers={[t('stats.table.day'), t('stats.table.due')]}
        rows={forecast.map((d) => ({
          key: d.day,
          cells: [
            d.day === stats.today ? t('stats.axis.today') : format.longDay(d.day),
            format.number(d.due),
          ],
        }))}
        testId="forecast-table"
      />
    </div>
  );
}

/** Monthly true retention as a table (months without mature reviews show a dash). */
export function RetentionTable({ retention }: { retention: StatsDto['retention'] }) {
  const t = useT();
  const format = useStatsFormat();
  const months = retention.filter((m) => m.reviews > 0).reverse();
  if (months.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('stats.retention.empty')}</p>
    );
  }
  return (
    <table className="w-full text-left text-sm tabular-nums" data-testid="retention-table">
      <caption className="sr-only">{t('stats.retention.title')}</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('stats.table.month')}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('stats.table.reviews')}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {t('stats.table.passed')}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {t('stats.table.percent')}
          </th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month} className="border-b border-slate-100 dark:border-slate-800">
            <th scope="row" className="py-1 pr-3 font-normal">
              {format.month(m.month)}
            </th>
            <td className="py-1 pr-3">{format.number(m.reviews)}</td>
            <td className="py-1 pr-3">{format.number(m.passed)}</td>
            <td className="py-1">
              {m.percent === null ? t('stats.figures.none') : format.percent(m.percent)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
