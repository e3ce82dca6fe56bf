import { difficultyName, RATINGS, summariseSession, type Rating } from '@app/domain';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';

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

/** The completion screen of spec §2: total, accuracy, per-difficulty counts, study again, finish. */
export function Completion({
  title,
  ratings,
  totalCards,
  today = false,
  onStudyAgain,
}: {
  title: string;
  ratings: Rating[];
  totalCards: number;
  /** A today session (issue 19): no one set was studied. */
  today?: boolean;
  onStudyAgain: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const summary = summariseSession(ratings, totalCards);
  return (
    <section
      className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl dark:border-slate-800 dark:bg-slate-900"
      data-testid="completion"
    >
      <SparklesIcon className="mx-auto mb-2 h-10 w-10 text-amber-500" />
      <h1 className="text-3xl font-black">{t('study.doneTitle')}</h1>
      <p className="mt-2 wrap-anywhere text-slate-600 dark:text-slate-400">
        {today ? t('study.today.doneBody') : t('study.doneBody', { title })}
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-4">
        <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('study.totalCards')}</dt>
          <dd className="text-3xl font-black" data-testid="completion-total">
            {totalCards}
          </dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('study.accuracy')}</dt>
          <dd
            className="text-3xl font-black text-blue-600 dark:text-blue-400"
            data-testid="completion-accuracy"
          >
            {intl.formatNumber(summary.accuracyPercent / 100, { style: 'percent' })}
          </dd>
        </div>
      </dl>
      <dl className="mt-4 grid grid-cols-5 gap-2">
        {RATINGS.map((rating) => (
          <div
            key={rating}
            className="rounded-xl border border-slate-200 p-2 dark:border-slate-700"
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              {t(`study.ratings.${difficultyName(rating)}`)}
            </dt>
            <dd
              className={`text-xl font-bold ${ratingTone[rating]}`}
              data-testid={`completion-count-${rating}`}
            >
              {summary.counts[rating]}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
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
