/**
 * The runner's bar, kept in view under the header: the countdown (m:ss), the live word count
 * and 'Nộp bài'; and the warnings at 10 and 5 minutes left, each announced once.
 */
import { formatMinutesSeconds } from '@app/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { MIN_WORDS } from './writing-prompt.tsx';

/** Seconds left at which the runner warns. */
const WARNINGS = [600, 300] as const;

/** The countdown, the word count and 'Nộp bài' (disabled while `canSubmit` is false). */
export function WritingToolbar({
  remaining,
  words,
  canSubmit,
  onSubmit,
  minWords = MIN_WORDS,
}: {
  remaining: number;
  words: number;
  /** The task's minimum (Task 2: 250, Task 1: 150). */
  minWords?: number;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  const low = remaining <= WARNINGS[1];
  const t = useT();
  const intl = useIntl();
  return (
    <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-900/95">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm">
          <span className="text-slate-600 max-sm:sr-only dark:text-slate-400">
            {t('writing.toolbar.remaining')}{' '}
          </span>
          <span
            role="timer"
            aria-label={t('writing.toolbar.timer')}
            className={`font-mono text-lg font-bold tabular-nums ${low ? 'text-red-700 dark:text-red-400' : ''}`}
            data-testid="writing-timer"
          >
            {formatMinutesSeconds(remaining)}
          </span>
        </p>
        <p className="text-sm" data-testid="live-word-count">
          <span className="text-slate-600 dark:text-slate-400">{t('writing.toolbar.words')} </span>
          <span
            className={`font-bold tabular-nums ${words >= minWords ? 'text-green-700 dark:text-green-400' : ''}`}
          >
            {intl.formatNumber(words)}
          </span>
          <span className="text-slate-600 dark:text-slate-400">
            {' '}
            / {intl.formatNumber(minWords)}
          </span>
        </p>
        <Button className="ml-auto" onClick={onSubmit} disabled={!canSubmit}>
          {t('writing.toolbar.submit')}
        </Button>
      </div>
    </div>
  );
}

/** The warning for the time left: none, 10 minutes or 5 minutes (role=alert when it appears). */
export function TimeWarning({ remaining }: { remaining: number }) {
  const t = useT();
  if (remaining <= 0 || remaining > WARNINGS[0]) return null;
  const five = remaining <= WARNINGS[1];
  return (
    <p
      key={five ? 'five' : 'ten'}
      role="alert"
      className={`rounded-xl border px-4 py-3 text-sm font-semibold ${
        five
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200'
          : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100'
      }`}
      data-testid="time-warning"
    >
      {five ? t('writing.toolbar.warningFive') : t('writing.toolbar.warningTen')}
    </p>
  );
}
