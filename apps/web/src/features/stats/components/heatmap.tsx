/**
 * The 365-day heatmap (issue 19 §3): weeks as columns (oldest first), weekdays as rows (Monday
 * first), each cell coloured by its review count (domain heatmapWeeks) with a <title> such as
 * "12 lượt ôn — 24/11". At 360 px it scrolls horizontally and opens on the latest weeks. The
 * colour steps are dark enough to stand 3:1 against the page in light and in dark mode.
 */
import { addDayKeys, heatmapWeeks, type HeatmapWeek } from '@app/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useStatsFormat } from '../lib/format.ts';
import { TableDetails } from './table-details.tsx';

const CELL = 12;
const STEP = 15;
const LEFT = 34;
const TOP = 16;

/** Fill classes of steps 0-4, light then dark. */
export const LEVEL_CLASSES = [
  'fill-slate-100 stroke-slate-400 dark:fill-slate-800 dark:stroke-slate-600',
  'fill-emerald-600 dark:fill-emerald-700',
  'fill-emerald-700 dark:fill-emerald-500',
  'fill-emerald-800 dark:fill-emerald-400',
  'fill-emerald-950 dark:fill-emerald-200',
];

/** The index of the first week of each month (where the axis names it), labels 3 weeks apart. */
function monthStarts(weeks: HeatmapWeek[]): { index: number; day: string }[] {
  const starts: { index: number; day: string }[] = [];
  let previous = '';
  weeks.forEach((week, index) => {
    const first = week.cells.find((cell) => cell !== null);
    if (!first) return;
    const month = first.day.slice(0, 7);
    if (month !== previous && index < weeks.length - 2) starts.push({ index, day: first.day });
    previous = month;
  });
  // a month whose label would touch the next one's (the partial first month) goes unnamed
  return starts.filter((start, i) => (starts[i + 1]?.index ?? Infinity) - start.index >= 3);
}

export function Heatmap({
  days,
  today,
}: {
  days: { day: string; reviews: number }[];
  today: string;
}) {
  const t = useT();
  const format = useStatsFormat();
  const weeks = useMemo(
    () =>
      heatmapWeeks(
        days.map((d) => ({ day: d.day, count: d.reviews })),
        today,
      ),
    [days, today],
  );
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [weeks]);
  const width = weeks.length * STEP;
  const height = TOP + 7 * STEP;
  return (
    <div>
      <div className="flex">
        <svg width={LEFT} height={height} aria-hidden="true" className="block shrink-0">
          {[0, 2, 4].map((row) => (
            <text
              key={row}
              x={0}
              y={TOP + row * STEP + CELL - 2}
              className="fill-slate-600 text-[10px] dark:fill-slate-400"
            >
              {format.weekday(addDayKeys(weeks[0]!.start, row))}
            </text>
          ))}
        </svg>
        <div
          ref={scroller}
          className="min-w-0 flex-1 overflow-x-auto pb-2"
          data-testid="heatmap-scroller"
        >
          <svg
            role="img"
            aria-label={t('stats.heatmap.chartLabel')}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="block"
            data-testid="heatmap"
          >
            {monthStarts(weeks).map(({ index, day }) => (
              <text
                key={day}
                x={index * STEP}
                y={11}
                className="fill-slate-600 text-[10px] dark:fill-slate-400"
              >
                {format.monthName(day)}
              </text>
            ))}
            {weeks.map((week, column) =>
              week.cells.map((cell, row) =>
                cell === null ? null : (
                  <rect
                    key={cell.day}
                    x={column * STEP}
                    y={TOP + row * STEP}
                    width={CELL}
                    height={CELL}
                    rx={2}
                    className={LEVEL_CLASSES[cell.level]}
                    data-day={cell.day}
                    data-count={cell.count}
                  >
                    <title>
                      {t('stats.heatmap.cell', {
                        count: cell.count,
                        date: format.shortDay(cell.day),
                      })}
                    </title>
                  </rect>
                ),
              ),
            )}
          </svg>
        </div>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>{t('stats.heatmap.activeDays', { n: days.length })}</span>
        <span className="flex items-center gap-1" aria-hidden="true">
          {t('stats.heatmap.less')}
          <svg width={5 * STEP} height={CELL} className="inline-block">
            {LEVEL_CLASSES.map((classes, level) => (
              <rect
                key={level}
                x={level * STEP}
                y={0}
                width={CELL}
                height={CELL}
                rx={2}
                className={classes}
              />
            ))}
          </svg>
          {t('stats.heatmap.more')}
        </span>
      </div>
      <TableDetails
        caption={t('stats.heatmap.title')}
        headers={[t('stats.table.day'), t('stats.table.reviews')]}
        rows={[...days].reverse().map((d) => ({
          key: d.day,
          cells: [format.longDay(d.day), format.number(d.reviews)],
        }))}
        testId="heatmap-table"
      />
    </div>
  );
}
