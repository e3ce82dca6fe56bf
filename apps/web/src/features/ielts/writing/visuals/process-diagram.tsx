/**
 * A process diagram drawn from its stages (issue 23 §1): numbered boxes in rows that snake
 * (left to right, then right to left), joined by arrows; as many columns as fit (one at 360 px:
 * a vertical flow); a cycle's return drawn as a dashed arrow round the left side back to stage 1.
 * The stages with their details as an ordered list on request.
 */
import { useId } from 'react';
import { useElementWidth } from '../../../../lib/use-element-width.ts';
import { useT } from '../../../../i18n/i18n.tsx';
import { wrapLabel } from '@app/domain';
import type { ProcessVisual } from './visual-geometry.ts';
import { ChartSvg, DataDetails } from './visual-frame.tsx';

const BOX_H = 64;
const GAP = 30;

/** The diagram of `visual`. */
export function ProcessDiagram({ visual }: { visual: ProcessVisual }) {
  const t = useT();
  const id = useId();
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const width = Math.max(measured, 260);
  const left = visual.cyclic ? 26 : 4;
  const cols = Math.max(1, Math.min(4, Math.floor((width - left + GAP) / (170 + GAP))));
  const boxW = Math.min(240, (width - left - 4 - GAP * (cols - 1)) / cols);
  const rows = Math.ceil(visual.stages.length / cols);
  const height = rows * BOX_H + (rows - 1) * GAP + (visual.cyclic ? 28 : 4);
  const place = (i: number) => {
    const row = Math.floor(i / cols);
    const inRow = i % cols;
    const col = row % 2 === 0 ? inRow : cols - 1 - inRow;
    return { x: left + col * (boxW + GAP), y: row * (BOX_H + GAP), row };
  };
  const chars = Math.max(10, Math.floor((boxW - 40) / 6.6));
  const description = t('writing.visuals.describeProcess', {
    n: visual.stages.length,
    cyclic: visual.cyclic ? 'yes' : 'no',
    first: visual.stages[0]!.label,
    last: visual.stages.at(-1)!.label,
  });
  const arrowClass = 'stroke-slate-600 dark:stroke-slate-300';
  const first = place(0);
  const last = place(visual.stages.length - 1);
  return (
    <div ref={ref}>
      <ChartSvg
        id={id}
        title={visual.title}
        description={description}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="max-w-full text-[12px]"
      >
        <defs>
          <marker
            id={`${id}-arrow`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="fill-slate-600 dark:fill-slate-300" />
          </marker>
        </defs>
        {visual.stages.slice(1).map((stage, k) => {
          const a = place(k);
          const b = place(k + 1);
          const d =
            a.row === b.row
              ? b.x > a.x
                ? `M${a.x + boxW},${a.y + BOX_H / 2} H${b.x - 2}`
                : `M${a.x},${a.y + BOX_H / 2} H${b.x + boxW + 2}`
              : `M${a.x + boxW / 2},${a.y + BOX_H} V${b.y - 2}`;
          return (
            <path
              key={stage.label}
              d={d}
              strokeWidth="2"
              fill="none"
              className={arrowClass}
              markerEnd={`url(#${id}-arrow)`}
            />
          );
        })}
        {visual.cyclic ? (
          <path
            d={`M${last.x + boxW / 2},${last.y + BOX_H} V${height - 8} H10 V${first.y + BOX_H / 2} H${first.x - 2}`}
            strokeWidth="2"
            strokeDasharray="6 4"
            fill="none"
            className={arrowClass}
            markerEnd={`url(#${id}-arrow)`}
          />
        ) : null}
        {visual.stages.map((stage, i) => {
          const { x, y } = place(i);
          const lines = wrapLabel(stage.label, chars).slice(0, 3);
          return (
            <g key={stage.label}>
              <rect
                x={x}
                y={y}
                width={boxW}
                height={BOX_H}
                rx="10"
                strokeWidth="1.5"
                className="fill-sky-50 stroke-sky-700 dark:fill-slate-800 dark:stroke-sky-400"
              />
              <circle cx={x + 16} cy={y + 16} r="11" className="fill-sky-700 dark:fill-sky-300" />
              <text
                x={x + 16}
                y={y + 20}
                textAnchor="middle"
                className="fill-white font-bold dark:fill-slate-900"
              >
                {i + 1}
              </text>
              <text lang="en" className="fill-slate-900 dark:fill-slate-100">
                {lines.map((text, l) => (
                  <tspan key={l} x={x + 34} y={y + BOX_H / 2 - (lines.length - 1) * 7 + l * 14 + 4}>
                    {text}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
      </ChartSvg>
      <DataDetails list>
        <ol className="list-decimal space-y-1 pl-6 text-sm" lang="en">
          {visual.stages.map((stage) => (
            <li key={stage.label}>
              <span className="font-semibold">{stage.label}</span>
              {stage.detail ? <span>{` — ${stage.detail}`}</span> : null}
            </li>
          ))}
        </ol>
        {visual.cyclic ? <p className="mt-2 text-sm">{t('writing.visuals.cycleNote')}</p> : null}
      </DataDetails>
    </div>
  );
}
