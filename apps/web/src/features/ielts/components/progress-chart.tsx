/**
 * One skill's progress over time as an inline SVG line chart (no chart library): one point per
 * attempt, oldest on the left, on the skill's own value axis (bands 0-9, words, ratings 0-5),
 * drawn at the element's real width so its text stays legible at 360 px. Screen readers get a
 * summary as the image's label and the figures as a table (also shown on request).
 */
import type { IeltsSkill } from '@app/domain';
import { useId } from 'react';
import { ESSAY_MIN_WORDS, labelledIndexes, valueAxis } from '../lib/chart-scale.ts';
import { useT, type TFunction } from '../../../i18n/i18n.tsx';
import { useIeltsFormat, type IeltsFormat } from '../lib/format.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';

export interface ProgressPoint {
  completedAt: string;
  value: number;
}

const HEIGHT = 220;
const PAD = { top: 12, right: 16, bottom: 28, left: 40 };

function summary(
  t: TFunction,
  format: IeltsFormat,
  skill: IeltsSkill,
  points: readonly ProgressPoint[],
): string {
  const values = points.map((p) => p.value);
  const show = (v: number) => format.skillValue(skill, v);
  const last = points.at(-1)!;
  return t('ielts.progress.summary', {
    value: t('ielts.progress.valueName', { skill }),
    skill: t('ielts.skillName', { skill }),
    n: points.length,
    min: show(Math.min(...values)),
    max: show(Math.max(...values)),
    last: show(last.value),
    date: format.shortDate(last.completedAt),
  });
}

/** The chart of `points` (oldest first) for `skill`. */
export function ProgressChart({
  skill,
  points,
}: {
  skill: IeltsSkill;
  points: readonly ProgressPoint[];
}) {
  const t = useT();
  const format = useIeltsFormat();
  const valueName = t('ielts.progress.valueName', { skill });
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const titleId = useId();
  const axis = valueAxis(
    skill,
    points.map((p) => p.value),
  );
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? plotWidth / 2 : (i * plotWidth) / (points.length - 1));
  const y = (v: number) =>
    PAD.top + plotHeight - ((v - axis.min) / (axis.max - axis.min)) * plotHeight;
  const labelled = new Set(labelledIndexes(points.length, plotWidth / 56));
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const label = summary(t, format, skill, points);

  return (
    <figure className="min-w-0">
      <div ref={ref} className="w-full" data-testid="progress-chart">
        {width > 0 ? (
          <svg
            role="img"
            aria-labelledby={titleId}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block overflow-visible"
          >
            <title id={titleId}>{label}</title>
            {axis.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={PAD.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-slate-200 dark:stroke-slate-800"
                />
                <text
                  x={PAD.left - 8}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-slate-600 text-[11px] dark:fill-slate-400"
                >
                  {format.number(tick)}
                </text>
              </g>
            ))}
            {skill === 'writing' ? (
              <line
                x1={PAD.left}
                x2={PAD.left + plotWidth}
                y1={y(ESSAY_MIN_WORDS)}
                y2={y(ESSAY_MIN_WORDS)}
                strokeDasharray="6 4"
                className="stroke-amber-600 dark:stroke-amber-400"
              />
            ) : null}
            <polyline
              points={line}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              className="stroke-blue-600 dark:stroke-blue-400"
            />
            {points.map((p, i) => (
              <g key={`${p.completedAt}-${i}`}>
                <circle
                  cx={x(i)}
                  cy={y(p.value)}
                  r={4.5}
                  className="fill-white stroke-blue-600 dark:fill-slate-900 dark:stroke-blue-400"
                  strokeWidth={2.5}
                />
                {labelled.has(i) ? (
                  <text
                    x={x(i)}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="fill-slate-600 text-[11px] dark:fill-slate-400"
                  >
                    {format.shortDate(p.completedAt)}
                  </text>
                ) : null}
              </g>
            ))}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} aria-hidden="true" />
        )}
      </div>
      {skill === 'writing' ? (
        <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('ielts.progress.essayLine', { n: ESSAY_MIN_WORDS })}
        </figcaption>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-blue-700 hover:underline dark:text-blue-300">
          {t('ielts.progress.showTable')}
        </summary>
        <table className="mt-2 w-full text-left text-sm" data-testid="progress-table">
          <caption className="sr-only">
            {t('ielts.progress.tableCaption', {
              value: valueName,
              skill: t('ielts.skillName', { skill }),
            })}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {t('ielts.progress.colAttempt')}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {t('ielts.progress.colTime')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {valueName}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr
                key={`${p.completedAt}-${i}`}
                className="border-b border-slate-100 dark:border-slate-800"
              >
                <td className="py-1 pr-3">{i + 1}</td>
                <td className="py-1 pr-3">{format.dateTime(p.completedAt)}</td>
                <td className="py-1">{format.skillValue(skill, p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
