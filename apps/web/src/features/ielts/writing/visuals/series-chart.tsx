/**
 * A line graph or bar chart drawn from its data as SVG (issue 23 §1): value axis with round ticks
 * and the unit, categories along the bottom (every other one when narrow), one style per series
 * (colour with a marker shape and dash, or a bar pattern), a legend and, on request, the figures
 * as a table. Drawn at the element's width so its text stays legible at 360 px.
 */
import { useId } from 'react';
import { labelledIndexes } from '../../lib/chart-scale.ts';
import { useElementWidth } from '../../../../lib/use-element-width.ts';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';
import { niceAxis, seriesStyle, type SeriesStyle, type SeriesVisual } from './visual-geometry.ts';
import { BarPatterns, Marker } from './series-marks.tsx';
import { CELL, ChartSvg, DataDetails, DataRow, Legend, NumberCell } from './visual-frame.tsx';

const PAD = { top: 14, right: 14, bottom: 34, left: 46 };

/** The legend sample of a series: its line with marker, or its bar pattern. */
export function SeriesSwatch({
  kind,
  style,
  patternId,
}: {
  kind: 'line' | 'bar';
  style: SeriesStyle;
  patternId: string;
}) {
  return (
    <svg width="30" height="14" aria-hidden="true" className="shrink-0">
      {kind === 'line' ? (
        <>
          <line
            x1="1"
            x2="29"
            y1="7"
            y2="7"
            strokeWidth="2.5"
            strokeDasharray={style.dash}
            className={style.stroke}
          />
          <Marker shape={style.marker} x={15} y={7} className={`${style.fill} ${style.stroke}`} />
        </>
      ) : (
        <rect
          x="4"
          y="1"
          width="22"
          height="12"
          fill={`url(#${patternId})`}
          strokeWidth="1.5"
          className={style.stroke}
        />
      )}
    </svg>
  );
}

/** The chart of `visual` (a line or bar chart). */
export function SeriesChart({ visual }: { visual: SeriesVisual }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const width = Math.max(measured, 280);
  const height = width < 480 ? 250 : 320;
  const axis = niceAxis(visual.series.flatMap((s) => s.values));
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const n = visual.categories.length;
  const slot = plotW / n;
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const y = (v: number) => PAD.top + plotH - ((v - axis.min) / (axis.max - axis.min)) * plotH;
  const shown = new Set(labelledIndexes(n, plotW / 44));
  const description = t('writing.visuals.describeSeries', {
    kind: visual.kind,
    n: visual.series.length,
    names: visual.series.map((s) => s.name).join(', '),
    axis: visual.xLabel,
    from: visual.categories[0],
    to: visual.categories.at(-1),
    yLabel: visual.yLabel,
    unit: visual.unit,
  });
  const barW = Math.min(28, (slot * 0.8) / visual.series.length);
  const patternId = (i: number) => `${id}-pattern-${i}`;
  return (
    <div ref={ref}>
      <ChartSvg
        id={id}
        title={visual.title}
        description={description}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="max-w-full text-[11px]"
      >
        {visual.kind === 'bar' ? <BarPatterns count={visual.series.length} id={patternId} /> : null}
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-slate-700 dark:fill-slate-300"
            >
              {intl.formatNumber(tick)}
            </text>
          </g>
        ))}
        <text
          transform={`translate(12 ${PAD.top + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-slate-700 font-semibold dark:fill-slate-300"
        >
          {`${visual.yLabel} (${visual.unit})`}
        </text>
        <line
          x1={PAD.left}
          x2={width - PAD.right}
          y1={y(axis.min)}
          y2={y(axis.min)}
          className="stroke-slate-500 dark:stroke-slate-400"
        />
        {visual.categories.map((category, i) =>
          shown.has(i) ? (
            <text
              key={category}
              x={x(i)}
              y={height - PAD.bottom + 16}
              textAnchor="middle"
              className="fill-slate-700 dark:fill-slate-300"
            >
              {category}
            </text>
          ) : null,
        )}
        <text
          x={PAD.left + plotW / 2}
          y={height - 3}
          textAnchor="middle"
          className="fill-slate-700 font-semibold dark:fill-slate-300"
        >
          {visual.xLabel}
        </text>
        {visual.series.map((series, s) => {
          const style = seriesStyle(s);
          if (visual.kind === 'bar') {
            return (
              <g key={series.name}>
                {series.values.map((value, i) => {
                  const left = x(i) - (barW * visual.series.length) / 2 + barW * s;
                  const top = y(Math.max(value, 0));
                  return (
                    <rect
                      key={visual.categories[i]}
                      x={left}
                      y={top}
                      width={Math.max(barW - 1, 1)}
                      height={Math.abs(y(value) - y(0))}
                      fill={`url(#${patternId(s)})`}
                      strokeWidth="1"
                      className={style.stroke}
                    />
                  );
                })}
              </g>
            );
          }
          const points = series.values.map((value, i) => `${x(i)},${y(value)}`).join(' ');
          return (
            <g key={series.name}>
              <polyline
                points={points}
                fill="none"
                strokeWidth="2.5"
                strokeDasharray={style.dash}
                className={style.stroke}
              />
              {series.values.map((value, i) => (
                <Marker
                  key={visual.categories[i]}
                  shape={style.marker}
                  x={x(i)}
                  y={y(value)}
                  className={`${style.fill} ${style.stroke}`}
                />
              ))}
            </g>
          );
        })}
      </ChartSvg>
      <Legend>
        {visual.series.map((series, s) => (
          <li key={series.name} className="flex items-center gap-1.5">
            <SeriesSwatch kind={visual.kind} style={seriesStyle(s)} patternId={patternId(s)} />
            <span lang="en">{series.name}</span>
          </li>
        ))}
      </Legend>
      <DataDetails>
        <table className="min-w-full text-sm">
          <caption className="mb-1 text-left font-semibold">
            {`${visual.title} (${visual.unit})`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${CELL} text-left`}>
                {visual.xLabel}
              </th>
              {visual.series.map((series) => (
                <th key={series.name} scope="col" className={`${CELL} text-right`}>
                  {series.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visual.categories.map((category, i) => (
              <DataRow key={category} label={category}>
                {visual.series.map((series) => (
                  <NumberCell key={series.name}>
                    {intl.formatNumber(series.values[i] ?? 0)}
                  </NumberCell>
                ))}
              </DataRow>
            ))}
          </tbody>
        </table>
      </DataDetails>
    </div>
  );
}
