/**
 * Cards by state (issue 19 §3) as one stacked bar with a legend that carries the numbers; the
 * table alternative lists them too. Colours stand 3:1 against the page in light and dark.
 */
import type { StatsDto } from '@app/contracts';
import { CARD_STATES, type CardState } from '@app/domain';
import { useT } from '../../../i18n/i18n.tsx';
import { useStatsFormat } from '../lib/format.ts';
import { TableDetails } from './table-details.tsx';

const STATE_CLASSES: Record<CardState, { fill: string; swatch: string }> = {
  new: { fill: 'fill-blue-600 dark:fill-blue-400', swatch: 'bg-blue-600 dark:bg-blue-400' },
  learning: {
    fill: 'fill-amber-600 dark:fill-amber-400',
    swatch: 'bg-amber-600 dark:bg-amber-400',
  },
  young: {
    fill: 'fill-emerald-600 dark:fill-emerald-400',
    swatch: 'bg-emerald-600 dark:bg-emerald-400',
  },
  mature: {
    fill: 'fill-emerald-900 dark:fill-emerald-200',
    swatch: 'bg-emerald-900 dark:bg-emerald-200',
  },
  suspended: {
    fill: 'fill-slate-500 dark:fill-slate-400',
    swatch: 'bg-slate-500 dark:bg-slate-400',
  },
};

export function StateBar({ states }: { states: StatsDto['states'] }) {
  const t = useT();
  const format = useStatsFormat();
  const total = CARD_STATES.reduce((sum, state) => sum + states[state], 0);
  const segments = CARD_STATES.map((state, i) => {
    const before = CARD_STATES.slice(0, i).reduce((sum, s) => sum + states[s], 0);
    const scale = total === 0 ? 0 : 1000 / total;
    return { state, x: before * scale, width: states[state] * scale };
  });
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('stats.states.total', { n: total })}
      </p>
      <svg
        role="img"
        aria-label={t('stats.states.chartLabel')}
        viewBox="0 0 1000 24"
        preserveAspectRatio="none"
        className="mt-2 h-6 w-full overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800"
      >
        {segments.map(({ state, x, width }) => (
          <rect
            key={state}
            x={x}
            y={0}
            width={width}
            height={24}
            className={STATE_CLASSES[state].fill}
          >
            <title>{`${t(`stats.states.${state}`)}: ${format.number(states[state])}`}</title>
          </rect>
        ))}
      </svg>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {CARD_STATES.map((state) => (
          <li key={state} className="flex items-center gap-2" data-testid={`state-${state}`}>
            <span className={`h-3 w-3 shrink-0 rounded-sm ${STATE_CLASSES[state].swatch}`} />
            <span>{t(`stats.states.${state}`)}</span>
            <span className="ml-auto font-semibold tabular-nums sm:ml-0">
              {format.number(states[state])}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('stats.states.hint')}</p>
      <TableDetails
        caption={t('stats.states.title')}
        headers={[t('stats.table.state'), t('stats.table.cards')]}
        rows={CARD_STATES.map((state) => ({
          key: state,
          cells: [t(`stats.states.${state}`), format.number(states[state])],
        }))}
        testId="states-table"
      />
    </div>
  );
}
