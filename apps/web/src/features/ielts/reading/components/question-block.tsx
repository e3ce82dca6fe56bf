/**
 * The frame of one question in the question pane: its number, its body and its 'Đánh dấu' flag
 * toggle; and the row of flag toggles for questions that are gaps in a text or share one list.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';
import { useRunner } from './runner-context.ts';

/** A small flag (decorative). */
export function FlagIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M5 2a1 1 0 0 1 1 1v1h11.4a1 1 0 0 1 .8 1.6L16 9l2.2 3.4a1 1 0 0 1-.8 1.6H6v7a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

/** The 'Đánh dấu' toggle of question `number`; `compact` shows the number instead of the word. */
export function FlagToggle({ number, compact = false }: { number: number; compact?: boolean }) {
  const t = useT();
  const { flags, toggleFlag, disabled } = useRunner();
  const flagged = flags.includes(number);
  return (
    <button
      type="button"
      aria-pressed={flagged}
      data-question={number}
      aria-label={t('reading.question.flagAria', { n: number })}
      title={t('reading.question.flagTitle', { n: number })}
      disabled={disabled}
      onClick={() => toggleFlag(number)}
      className={`inline-flex shrink-0 items-center gap-1 rounded-lg border px-2 py-1 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${flagged ? 'border-amber-500 bg-amber-100 text-amber-900 dark:border-amber-400 dark:bg-amber-900/60 dark:text-amber-100' : 'border-slate-300 text-slate-600 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800'}`}
    >
      <FlagIcon className="h-3.5 w-3.5" />
      {compact ? number : t('reading.question.flag')}
    </button>
  );
}

/** Flag toggles for the questions of a group answered inside one text or list. */
export function FlagRow({ numbers }: { numbers: readonly number[] }) {
  const t = useT();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
      <span>{t('reading.question.flagRow')}</span>
      {numbers.map((n) => (
        <FlagToggle key={n} number={n} compact />
      ))}
    </div>
  );
}

/** One question: number, body, flag toggle; outlined while it is the current question. */
export function QuestionBlock({ number, children }: { number: number; children: ReactNode }) {
  const { current } = useRunner();
  return (
    <div
      id={`question-${number}`}
      data-testid={`question-${number}`}
      data-question={number}
      tabIndex={-1}
      className={`rounded-xl border p-3 focus:outline-none ${current === number ? 'border-blue-400 bg-blue-50/50 dark:border-blue-500 dark:bg-blue-950/30' : 'border-transparent'}`}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2 sm:flex-nowrap">
        <span className="mt-0.5 inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-md bg-slate-800 px-1.5 text-sm font-bold text-white dark:bg-slate-200 dark:text-slate-900">
          {number}
        </span>
        <span className="order-2 ml-auto sm:order-3 sm:ml-0">
          <FlagToggle number={number} />
        </span>
        <div className="order-3 w-full min-w-0 text-sm leading-relaxed sm:order-2 sm:w-auto sm:flex-1">
          {children}
        </div>
      </div>
    </div>
  );
}
