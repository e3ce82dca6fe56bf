/**
 * A line graph or bar chart drawn from its data as SVG (issue 23 §1, issue 34 §11): the value
 * axis's title (its unit once) written level above the plot and wrapped, never cut; round ticks;
 * every category labelled under the plot (level, wrapped at spaces or slanted, measured in the
 * page's font: the domain's task1-chart.ts); one style per series (colour with a marker shape and
 * dash, or a bar pattern), a legend and, on request, the figures as a table. Drawn at the
 * element's width so its text stays legible at 360 px.
 */
import { categoryLabels, niceAxis, valueAxisTitle, wrapToWidth } from '@app/domain';
import { useId, useMemo } from 'react';
import { pageFontFamily, textMeasure } from '../../../../lib/text-width.ts';
import { useElementWidth } from '../../../../lib/use-element-width.ts';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';
import { seriesStyle, type SeriesStyle, type SeriesVisual } from './visual-geometry.ts';
import { BarPatterns, Marker } from './series-marks.tsx';
import { CELL, ChartSvg, DataDetails, DataRow, Legend, NumberCell } from './visual-frame.tsx';

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

/** Text sizes of the chart in px: labels, and the height of one line. */
const FONT = 11;
const LINE = 14;
const RIGHT = 14;

/**
 * The chart's layout at `width` px: the value axis title on top (wrapped, whole), the tick
 * labels' margin on the left, every category under the plot (level, wrapped or slanted: the
 * domain's `categoryLabels`), the category axis title under them.
 */
function layout(visual: SeriesVisual, width: number, tickWidth: number, measure: Measure) {
  const { normal, bold } = measure;
  const n = visual.categories.length;
  const yTitle = wrapToWidth(valueAxisTitle(visual.yLabel, visual.unit), width - 4, bold);
  const top = yTitle.length * LINE + 10;
  let left = Math.ceil(tickWidth) + 10;
  const place = () => {
    const plotW = width - left - RIGHT;
    const slot = plotW / n;
    return {
      plotW,
      slot,
      labels: categoryLabels({
        categories: visual.categories,
        slot,
        measure: normal,
        lineHeight: LINE,
      }),
    };
  };
  let placed = place();
  if (placed.labels.angle > 0) {
    // a slanted first label runs left from its tick: keep it inside the drawing
    const cos = Math.cos((placed.labels.angle * Math.PI) / 180);
    const overhang = normal(visual.categories[0] ?? '') * cos - placed.slot / 2 + 4;
    if (overhang > left) {
      left = Math.ceil(overhang);
      placed = place();
    }
  }
  const xTitle = wrapToWidth(visual.xLabel, placed.plotW, bold);
  const plotH = width < 480 ? 200 : 260;
  const bottom = 8 + placed.labels.height + 8 + xTitle.length * LINE + 2;
  return { ...placed, yTitle, xTitle, top, left, plotH, height: top + plotH + bottom };
}

interface Measure {
  normal: (text: string) => number;
  bold: (text: string) => number;
}

/** The chart of `visual` (a line or bar chart). */
export function SeriesChart({ visual }: { visual: SeriesVisual }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const width = Math.max(measured, 280);
  const measure = useMemo<Measure>(() => {
    const family = pageFontFamily();
    return {
      normal: textMeasure(`400 ${FONT}px ${family}`),
      bold: textMeasure(`600 ${FONT}px ${family}`),
    };
  }, []);
  const axis = niceAxis(visual.series.flatMap((s) => s.values));
  const ticks = axis.ticks.map((tick) => ({ tick, text: intl.formatNumber(tick) }));
  const tickWidth = Math.max(...ticks.map((tick) => measure.normal(tick.text)));
  const { plotW, slot, labels, yTitle, xTitle, top, left, plotH, height } = layout(
    visual,
    width,
    tickWidth,
    measure,
  );
  const x = (i: number) => left + slot * (i + 0.5);
  const y = (v: number) => top + plotH - ((v - axis.min) / (axis.max - axis.min)) * plotH;
  const axisY = top + plotH;
  const description = t('writing.visuals.describeSeries', {
    kind: visual.kind,
    n: visual.series.length,
    names: visual.series.map((s) => s.name).join(', '),
    axis: visual.xLabel,
    from: visual.categories[0],
    to: visual.categories.at(-1),
    yLabel: valueAxisTitle(visual.yLabel, visual.unit),
  });
  const barW = Math.min(28, (slot * 0.8) / visual.series.length);
  const patternId = (i: number) => `${id}-pattern-${i}`;
  const textClass = 'fill-slate-700 dark:fill-slate-300';
  const titleClass = 'fill-slate-700 font-semibold dark:fill-slate-300';
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
        <text className={titleClass} data-testid="chart-y-title">
          {yTitle.map((line, l) => (
            <tspan key={l} x={2} y={LINE * (l + 1) - 2}>
              {line}
            </tspan>
          ))}
        </text>
        {ticks.map(({ tick, text }) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
            />
            <text x={left - 6} y={y(tick) + 4} textAnchor="end" className={textClass}>
              {text}
            </text>
          </g>
        ))}
        <line
          x1={left}
          x2={width - RIGHT}
          y1={y(axis.min)}
          y2={y(axis.min)}
          className="stroke-slate-500 dark:stroke-slate-400"
        />
        {visual.categories.map((category, i) => {
          const lines = labels.lines[i] ?? [category];
          if (labels.angle > 0) {
            const ly = axisY + 12;
            return (
              <text
                key={category}
                x={x(i) + 3}
                y={ly}
                textAnchor="end"
                transform={`rotate(${-labels.angle} ${x(i) + 3} ${ly})`}
                className={textClass}
                data-testid="chart-category"
              >
                {category}
              </text>
            );
          }
          return (
            <text
              key={category}
              textAnchor="middle"
              className={textClass}
              data-testid="chart-category"
            >
              {lines.map((line, l) => (
                <tspan key={l} x={x(i)} y={axisY + 8 + LINE * (l + 1) - 3}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
        <text textAnchor="middle" className={titleClass} data-testid="chart-x-title">
          {xTitle.map((line, l) => (
            <tspan
              key={l}
              x={left + plotW / 2}
              y={axisY + 8 + labels.height + 8 + LINE * (l + 1) - 3}
            >
              {line}
            </tspan>
          ))}
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
