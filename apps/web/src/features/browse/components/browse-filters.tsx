/**
 * The browser's filter chips (Tất cả / Đến hạn / Mới / Khó / Tạm ngưng: toggle buttons, one
 * pressed) and its set select (every set, or one of the learner's own or shared sets).
 */
import { CARD_FILTERS, type CardFilter } from '@app/contracts';
import { useT } from '../../../i18n/i18n.tsx';

export function BrowseFilters({
  filter,
  onFilter,
  setId,
  sets,
  onSet,
}: {
  filter: CardFilter;
  onFilter: (filter: CardFilter) => void;
  setId: string;
  sets: { id: string; title: string }[];
  onSet: (setId: string) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div role="group" aria-label={t('browse.filtersLabel')} className="flex flex-wrap gap-2">
        {CARD_FILTERS.map((value) => {
          const pressed = value === filter;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onFilter(value)}
              className={`min-h-9 rounded-full border px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                pressed
                  ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {t(`browse.filters.${value}`)}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <label
          htmlFor="browse-set"
          className="text-sm font-semibold text-slate-700 dark:text-slate-300"
        >
          {t('browse.setLabel')}
        </label>
        <select
          id="browse-set"
          value={setId}
          onChange={(event) => onSet(event.target.value)}
          className="max-w-52 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          <option value="">{t('browse.allSets')}</option>
          {sets.map((set) => (
            <option key={set.id} value={set.id}>
              {set.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
