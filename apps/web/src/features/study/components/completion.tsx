import {
  fsrsButtonCounts,
  RATINGS,
  summariseSession,
  type Rating,
  type Scheduler,
} from '@app/domain';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { ratingNameKey } from './rating-buttons.tsx';

/**
 * Count colours, AA on the white card (light) and slate-900 (dark): red-700 6.42, orange-700 5.23,
 * amber-700 5.05, lime-700 4.96, green-700 4.94; red-400 6.17, orange-400 7.50, amber-400 10.39,
 * lime-400 11.62, green-400 10.05 (the earlier amber-600 and lime-600 on white failed).
 */
const ratingTone: Record<Rating, string> = {
  1: 'text-red-700 dark:text-red-400',
  2: 'text-orange-700 dark:text-orange-400',
  3: 'text-amber-700 dark:text-amber-400',
  4: 'text-lime-700 dark:text-lime-400',
  5: 'text-green-700 dark:text-green-400',
};

function Figure({
  label,
  value,
  testId,
  strong = false,
  className = '',
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={`rounded-2xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-800 ${className}`}>
      <dt className="text-sm text-slate-600 dark:text-slate-400" data-testid={`${testId}-label`}>
        {label}
      </dt>
      <dd
        className={`text-2xl font-black sm:text-3xl ${strong ? 'text-blue-700 dark:text-blue-400' : ''}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The completion screen of spec §2 (issue 34 §4: each figure named for what it counts): the
 * cards studied (each once, however often it came back), the ratings given, spec §9's
 * "accuracy" named for what it is (the share of ratings that were Dễ or Rất dễ; Tốt or Dễ under
 * FSRS), the count of each rating by the scheduler's own button names (five, or FSRS's four),
 * study again, finish.
 */
export function Completion({
  title,
  ratings,
  cardCount,
  scheduler = 'sm2',
  today = false,
  onStudyAgain,
}: {
  title: string;
  /** Every effective rating of the session, repeats included. */
  ratings: Rating[];
  /** The session's cards, each counted once. */
  cardCount: number;
  /** The buttons the learner rated with: five (SM-2) or four (FSRS). */
  scheduler?: Scheduler;
  /** A today session (issue 19): no one set was studied. */
  today?: boolean;
  onStudyAgain: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const summary = summariseSession(ratings);
  const counts: [Rating, number][] =
    scheduler === 'fsrs'
      ? [...fsrsButtonCounts(summary.counts)]
      : RATINGS.map((rating) => [rating, summary.counts[rating]]);
  return (
    <section
      className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-5 text-center shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      data-testid="completion"
    >
      <SparklesIcon className="mx-auto mb-2 h-10 w-10 text-amber-500" />
      <h1 className="text-3xl font-black">{t('study.doneTitle')}</h1>
      <p className="mt-2 wrap-anywhere text-slate-600 dark:text-slate-400">
        {today ? t('study.today.doneBody') : t('study.doneBody', { title })}
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:grid-cols-3 sm:gap-4">
        <Figure
          label={t('study.totalCards')}
          value={intl.formatNumber(cardCount)}
          testId="completion-total"
        />
        <Figure
          label={t('study.ratingCount')}
          value={intl.formatNumber(summary.total)}
          testId="completion-ratings"
        />
        <Figure
          label={t('study.easyShare', { scheduler })}
          value={intl.formatNumber(summary.easyPercent / 100, { style: 'percent' })}
          testId="completion-easy"
          strong
          className="col-span-2 sm:col-span-1"
        />
      </dl>
      <dl
        className={`mt-3 grid gap-2 sm:mt-4 ${counts.length === 4 ? 'grid-cols-4' : 'grid-cols-5'}`}
        aria-label={t('study.ratingCounts')}
        data-testid="completion-counts"
      >
        {counts.map(([rating, count]) => (
          <div
            key={rating}
            className="rounded-xl border border-slate-200 p-2 dark:border-slate-700"
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              {t(ratingNameKey(rating, scheduler))}
            </dt>
            <dd
              className={`text-xl font-bold ${ratingTone[rating]}`}
              data-testid={`completion-count-${rating}`}
            >
              {count}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8">
        <Button variant="secondary" onClick={onStudyAgain}>
          {t('study.studyAgain')}
        </Button>
        <Link to="/dashboard/flashcards" className={buttonStyles()}>
          {t('study.finish')}
        </Link>
      </div>
    </section>
  );
}
