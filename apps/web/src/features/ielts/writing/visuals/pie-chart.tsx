/**
 * A pie chart drawn from its slices (issue 23 §1): each slice with its colour and pattern (the
 * series styles), its percentage written on it when there is room, a legend of labels with
 * percentages, and the figures as a table on request.
 */
import { useId } from 'react';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';
import { BarPatterns } from './series-marks.tsx';
import { SeriesSwatch } from './series-chart.tsx';
import { seriesStyle, type PieVisual } from './visual-geometry.ts';
import { CELL, ChartSvg, DataDetails, DataRow, Legend, NumberCell } from './visual-frame.tsx';

const SIZE = 220;
const R = 100;

/**
 * Each slice's path (clockwise from 12 o'clock), where its percentage is written, and whether
 * it is big enough (8% or more) to hold it.
 */
function pieArcs(visual: PieVisual) {
  const total = visual.slices.reduce((sum, s) => sum + s.value, 0);
  const point = (a: number, r = R) => [SIZE / 2 + r * Math.cos(a), SIZE / 2 + r * Math.sin(a)];
  const starts = visual.slices.map(
    (_, i) =>
      -Math.PI / 2 +
      (visual.slices.slice(0, i).reduce((sum, s) => sum + s.value, 0) / total) * Math.PI * 2,
  );
  return visual.slices.map((slice, i) => {
    const sweep = (slice.value / total) * Math.PI * 2;
    const start = starts[i]!;
    const large = sweep > Math.PI ? 1 : 0;
    const d = `M${SIZE / 2},${SIZE / 2} L${point(start).join(',')} A${R},${R} 0 ${large} 1 ${point(start + sweep).join(',')} Z`;
    return {
      slice,
      i,
      d,
      label: point(start + sweep / 2, R * 0.62),
      big: slice.value / total >= 0.08,
    };
  });
}

/** The chart of `visual`. */
export function PieChart({ visual }: { visual: PieVisual }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const patternId = (i: number) => `${id}-slice-${i}`;
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const arcs = pieArcs(visual);
  const description = t('writing.visuals.describePie', {
    n: visual.slices.length,
    parts: visual.slices.map((s) => `${s.label} ${percent(s.value)}`).join(', '),
  });
  return (
    <div>
      <ChartSvg
        id={id}
        title={visual.title}
        description={description}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="mx-auto block w-full max-w-64"
      >
        <BarPatterns count={visual.slices.length} id={patternId} />
        {arcs.map(({ slice, i, d }) => (
          <path
            key={slice.label}
            d={d}
            fill={`url(#${patternId(i)})`}
            strokeWidth="1.5"
            className="stroke-white dark:stroke-slate-900"
          />
        ))}
        {arcs.map(({ slice, label, big }) =>
          big ? (
            <text
              key={slice.label}
              x={label[0]}
              y={label[1]! + 4}
              textAnchor="middle"
              paintOrder="stroke"
              strokeWidth="3"
              className="fill-slate-900 stroke-white text-[12px] font-bold dark:fill-white dark:stroke-slate-900"
            >
              {percent(slice.value)}
            </text>
          ) : null,
        )}
      </ChartSvg>
      <Legend>
        {visual.slices.map((slice, i) => (
          <li key={slice.label} className="flex items-center gap-1.5">
            <SeriesSwatch kind="bar" style={seriesStyle(i)} patternId={patternId(i)} />
            <span lang="en">{slice.label}</span>
            <span className="font-semibold tabular-nums">{percent(slice.value)}</span>
          </li>
        ))}
      </Legend>
      <DataDetails>
        <table className="min-w-full text-sm">
          <caption className="mb-1 text-left font-semibold" lang="en">
            {visual.title}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${CELL} text-left`}>
                {t('writing.visuals.part')}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t('writing.visuals.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visual.slices.map((slice) => (
              <DataRow key={slice.label} label={slice.label} lang="en">
                <NumberCell>{percent(slice.value)}</NumberCell>
              </DataRow>
            ))}
          </tbody>
        </table>
      </DataDetails>
    </div>
  );
}
