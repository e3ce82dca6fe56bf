import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { vi } from '../../../i18n/vi.ts';

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit' });

/** "Thứ Ba, 3 tháng 2, 2026", with the time when it is not the start of the day. */
function formatDueDate(date: Date): string {
  const day = dateFormat.format(date);
  return date.getHours() === 0 && date.getMinutes() === 0
    ? day
    : `${day} ${timeFormat.format(date)}`;
}

/**
 * Shown instead of a session when no card is due and no session is open: when the next card
 * falls due, "Học tất cả thẻ" (a normal session over every card, in the spec's order), and the
 * way back to the list.
 */
export function NothingDue({
  title,
  nextDue,
  onStudyAll,
}: {
  title: string;
  nextDue: Date;
  onStudyAll: () => void;
}) {
  return (
    <section
      className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      data-testid="nothing-due"
    >
      <SparklesIcon className="mx-auto mb-2 h-10 w-10 text-amber-500" />
      <p className="truncate text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</p>
      <h1 className="mt-2 text-xl font-black sm:text-2xl">{vi.study.nothingDueTitle}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300" data-testid="next-due">
        {vi.study.nextDue(formatDueDate(nextDue))}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onStudyAll}>{vi.study.studyAll}</Button>
        <Link to="/dashboard/flashcards" className={buttonStyles('secondary')}>
          {vi.study.backToSets}
        </Link>
      </div>
    </section>
  );
}
