/**
 * The study direction control (issue 19 §1): term → meaning, meaning → term, or both; the
 * choice is kept per set (and for the today session) in this browser.
 */
import { useT } from '../../../i18n/i18n.tsx';
import { DIRECTIONS, storeDirection, type Direction } from '../lib/direction.ts';

export function DirectionPicker({
  scope,
  value,
  onChange,
}: {
  /** A set id, or 'today'. */
  scope: string;
  value: Direction;
  onChange: (direction: Direction) => void;
}) {
  const t = useT();
  return (
    <div className="mx-auto mb-2 flex max-w-2xl items-center justify-end gap-2 text-sm">
      <label htmlFor={`direction-${scope}`} className="text-slate-600 dark:text-slate-400">
        {t('study.direction.label')}
      </label>
      <select
        id={`direction-${scope}`}
        value={value}
        onChange={(event) => {
          const next = event.target.value as Direction;
          storeDirection(scope, next);
          onChange(next);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 font-semibold dark:border-slate-700 dark:bg-slate-900"
        data-testid="study-direction"
      >
        {DIRECTIONS.map((direction) => (
          <option key={direction} value={direction}>
            {t(`study.direction.${direction}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
