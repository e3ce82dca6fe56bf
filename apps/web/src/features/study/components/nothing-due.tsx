import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { useDates, type DateFormats } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';

/**
 * When the next card falls due: its day ("03/02/2026"), with the time when it is not the start of
 * the learner's day (their rollover hour, issue 19): the app's day and day-and-time formats.
 */
function formatDueDate(dates: DateFormats, date: Date, dayStartsAtHour: number): string {
  const atRollover = date.getHours() === dayStartsAtHour && date.getMinutes() === 0;
  return atRollover ? dates.day(date) : dates.dayTime(date);
}

/**
 * Shown instead of a session when no card is due and no session is open: when the next card
 * falls due, "Học tất cả thẻ" (a normal session over every card, in the spec's order), and the
 * way back to the list.
 */
export function NothingDue({
  title,
  nextDue,
  dayStartsAtHour,
  onStudyAll,
}: {
  title: string;
  nextDue: Date;
  /** The hour the learner's day begins: a due date at that hour is shown as a day. */
  dayStartsAtHour: number;
  onStudyAll: () => void;
}) {
  const t = useT();
  const dates = useDates();
  return (
    <section
      className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      data-testid="nothing-due"
    >
      <SparklesIcon className="mx-auto mb-2 h-10 w-10 text-amber-500" />
      <p className="truncate text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</p>
      <h1 className="mt-2 text-xl font-black sm:text-2xl">{t('study.nothingDueTitle')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300" data-testid="next-due">
        {t('study.nextDue', { when: formatDueDate(dates, nextDue, dayStartsAtHour) })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onStudyAll}>{t('study.studyAll')}</Button>
        <Link to="/dashboard/flashcards" className={buttonStyles('secondary')}>
          {t('study.backToSets')}
        </Link>
      </div>
    </section>
  );
}
