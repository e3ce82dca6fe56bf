/**
 * The exam date and target band fields (issue 21 §3), shared by the first-run question and
 * Settings: a native date input ('YYYY-MM-DD', the learner's calendar date) and a select of
 * the bands 4.0-9.0 in half bands, or none.
 */
import { TARGET_BAND_MAX, TARGET_BAND_MIN } from '@app/domain';
import { useId } from 'react';
import { useIntl } from '../../i18n/i18n.tsx';

/** The target bands offered: 4.0, 4.5 … 9.0. */
export const TARGET_BANDS: readonly number[] = Array.from(
  { length: (TARGET_BAND_MAX - TARGET_BAND_MIN) * 2 + 1 },
  (_, i) => TARGET_BAND_MIN + i / 2,
);

const fieldClass =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base dark:border-slate-700 dark:bg-slate-900 dark:[color-scheme:dark]';

export function TargetFields({
  examDate,
  targetBand,
  onExamDate,
  onTargetBand,
  labels,
  dateError,
}: {
  /** 'YYYY-MM-DD' or ''. */
  examDate: string;
  /** A band, or '' for none. */
  targetBand: string;
  onExamDate: (value: string) => void;
  onTargetBand: (value: string) => void;
  labels: { examDate: string; targetBand: string; noTarget: string };
  dateError?: string;
}) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {labels.examDate}
        <input
          type="date"
          value={examDate}
          onChange={(e) => onExamDate(e.target.value)}
          className={fieldClass}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? errorId : undefined}
          data-testid="exam-date"
        />
        {dateError ? (
          <span id={errorId} className="mt-1 block text-sm text-red-700 dark:text-red-300">
            {dateError}
          </span>
        ) : null}
      </label>
      <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {labels.targetBand}
        <select
          value={targetBand}
          onChange={(e) => onTargetBand(e.target.value)}
          className={fieldClass}
          data-testid="target-band-select"
        >
          <option value="">{labels.noTarget}</option>
          {TARGET_BANDS.map((band) => (
            <option key={band} value={String(band)}>
              {intl.formatNumber(band, { minimumFractionDigits: 1 })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The date field's value as the preference: null when empty, undefined when not a date. */
export function examDateValue(text: string): string | null | undefined {
  if (text === '') return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
}
