import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import type { TimedMessage } from '../hooks/use-timed-message.ts';

/** A titled card of the settings page; `danger` gives it the red border of the danger zone. */
export function Section({
  title,
  intro,
  danger = false,
  children,
  aside,
}: {
  title: string;
  intro?: ReactNode;
  danger?: boolean;
  children: ReactNode;
  /** Shown at the right of the title (a status badge). */
  aside?: ReactNode;
}) {
  return (
    <section
      className={`rounded-2xl border bg-white/90 p-5 shadow-sm sm:p-6 dark:bg-slate-900/90 ${
        danger ? 'border-red-300 dark:border-red-900' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className={`text-lg font-bold ${danger ? 'text-red-700 dark:text-red-400' : ''}`}>
          {title}
        </h2>
        {aside}
      </div>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The message of a settings form (cleared after 5 s by useTimedMessage). */
export function FormMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  return (
    <Alert tone={message.tone} className="mt-4">
      {message.text}
    </Alert>
  );
}
