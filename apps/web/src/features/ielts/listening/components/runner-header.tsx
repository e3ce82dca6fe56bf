/**
 * The Listening runner's bar, kept in view while the questions scroll: the test's title and
 * mode, the clock (the time taken; during the exam's check, the 2-minute countdown) and
 * 'Nộp bài', then the audio line (audio-strip.tsx).
 */
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { Countdown, formatClock } from '../../reading/components/countdown.tsx';
import type { ListeningMode } from '../lib/exam-flow.ts';

/** The sticky bar (see the module docstring); `children` is the audio line. */
export function RunnerHeader({
  title,
  mode,
  elapsed,
  checkRemaining,
  onSubmit,
  disabled,
  children,
}: {
  title: string;
  mode: ListeningMode;
  /** Seconds taken so far. */
  elapsed: number;
  /** Seconds left to check (exam, after part 4), or null before. */
  checkRemaining: number | null;
  onSubmit: () => void;
  disabled: boolean;
  /** The audio line. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-2xl lg:border lg:px-4 dark:border-slate-700 dark:bg-slate-900/95">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-sm font-black sm:text-lg" title={title}>
            {title}
          </h1>
          <p
            className="text-xs font-semibold text-slate-600 dark:text-slate-400"
            data-testid="listening-mode"
          >
            {t('listening.mode', { mode })}
          </p>
        </div>
        {checkRemaining !== null ? (
          <div className="flex items-center gap-1.5">
            <span className="hidden text-xs font-semibold sm:inline">
              {t('listening.runner.checking')}
            </span>
            <Countdown remaining={checkRemaining} short />
          </div>
        ) : (
          <span
            role="timer"
            aria-live="off"
            aria-label={t('listening.runner.elapsedAria', { time: formatClock(elapsed) })}
            data-testid="elapsed"
            className="rounded-lg border border-slate-300 px-2.5 py-1 font-mono text-base font-bold tabular-nums dark:border-slate-600"
          >
            {formatClock(elapsed)}
          </span>
        )}
        <Button onClick={onSubmit} disabled={disabled} className="px-3 py-1.5">
          {t('reading.runner.submit')}
        </Button>
      </div>
      <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">{children}</div>
    </div>
  );
}
