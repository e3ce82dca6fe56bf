/**
 * A bar chart in SVG (one bar per day): the bars stretch to the width available, so the chart
 * reads the same at 360 px and at 1366 px; its text (highest value, first and last day) is HTML
 * around it, never scaled. Each bar has a <title>; the table alternative is the caller's.
 */
import { useT } from '../../../i18n/i18n.tsx';

export interface Bar {
  key: string;
  value: number;
  /** The bar's tooltip, e.g. "12 lượt ôn — 24/11". */
  title: string;
}

const HEIGHT = 100;

export function BarChart({
  bars,
  label,
  barClassName,
  startLabel,
  endLabel,
  formatMax,
}: {
  bars: Bar[];
  /** The chart's accessible name. */
  label: string;
  /** Tailwind fill classes of the bars (light and dark). */
  barClassName: string;
  startLabel: string;
  endLabel: string;
  formatMax: (value: number) => string;
}) {
  const t = useT();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const width = bars.length * 10;
  return (
    <div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('stats.axis.max', { n: formatMax(max) })}
      </p>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 h-28 w-full border-b border-slate-400 dark:border-slate-500"
      >
        <line
          x1={0}
          x2={width}
          y1={0.5}
          y2={0.5}
          vectorEffect="non-scaling-stroke"
          className="stroke-slate-300 dark:stroke-slate-700"
          strokeDasharray="4 4"
        />
        {bars.map((bar, i) => {
          const height = max === 0 ? 0 : (bar.value / max) * (HEIGHT - 2);
          return (
            <g key={bar.key}>
              <title>{bar.title}</title>
              <rect x={i * 10} y={0} width={10} height={HEIGHT} className="fill-transparent" />
              <rect
                x={i * 10 + 1.5}
                y={HEIGHT - height}
                width={7}
                height={height}
                rx={1}
                className={barClassName}
              />
            </g>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{startLabel}</span>
        <span>{endLabel}</span>
      </div>
    </div>
  );
}
