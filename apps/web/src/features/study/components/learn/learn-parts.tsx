/**
 * Learn mode's frame (issue 21 §1): the set's progress bar (new / learning / mastered), a round's
 * summary, and the screen of a mastered set.
 */
import { Link } from 'react-router';
import { buttonStyles } from '../../../../components/ui/button.tsx';
import { SparklesIcon } from '../../../../components/ui/icons.tsx';
import { useT } from '../../../../i18n/i18n.tsx';

export function LearnProgress({
  fresh,
  learning,
  mastered,
}: {
  fresh: number;
  learning: number;
  mastered: number;
}) {
  const t = useT();
  const total = Math.max(1, fresh + learning + mastered);
  const width = (n: number) => `${(100 * n) / total}%`;
  return (
    <div className="mt-3" data-testid="learn-progress">
      <div
        role="img"
        aria-label={`${t('learn.progress.label')}: ${t('learn.progress.mastered', { n: mastered })}, ${t('learn.progress.learning', { n: learning })}, ${t('learn.progress.fresh', { n: fresh })}`}
        className="flex h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <span className="bg-emerald-600" style={{ width: width(mastered) }} />
        <span className="bg-amber-500" style={{ width: width(learning) }} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700 dark:text-slate-300">
        <span data-testid="learn-mastered">{t('learn.progress.mastered', { n: mastered })}</span>
        <span data-testid="learn-learning">{t('learn.progress.learning', { n: learning })}</span>
        <span data-testid="learn-fresh">{t('learn.progress.fresh', { n: fresh })}</span>
      </p>
    </div>
  );
}

export function RoundSummary({
  number,
  right,
  wrong,
  mastered,
  onNext,
}: {
  number: number;
  right: number;
  wrong: number;
  mastered: number;
  onNext: () => void;
}) {
  const t = useT();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="learn-summary"
      aria-labelledby="learn-summary-title"
    >
      <h2 id="learn-summary-title" className="text-xl font-bold">
        {t('learn.summaryTitle', { n: number })}
      </h2>
      <p className="mt-2">{t('learn.summaryBody', { right, wrong })}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {t('learn.summaryMastered', { n: mastered })}
      </p>
      <button type="button" className={buttonStyles('primary', 'mt-6')} onClick={onNext} autoFocus>
        {t('learn.nextRound')}
      </button>
    </section>
  );
}

export function SetMastered({ onRestart }: { onRestart: () => void }) {
  const t = useT();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="learn-mastered-set"
      aria-labelledby="learn-mastered-title"
    >
      <SparklesIcon className="mx-auto h-12 w-12 text-amber-500" />
      <h2 id="learn-mastered-title" className="mt-3 text-2xl font-bold">
        {t('learn.masteredTitle')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('learn.masteredBody')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to="/dashboard/today" className={buttonStyles('primary')}>
          {t('learn.toToday')}
        </Link>
        <button type="button" className={buttonStyles('secondary')} onClick={onRestart}>
          {t('learn.restart')}
        </button>
      </div>
    </section>
  );
}
