/**
 * Settings › Học tập › FSRS's parameters (issue 19 §2 "Tối ưu tham số"): which parameters the
 * learner uses (FSRS-6's or their own, fitted on how many reviews and when), the optimiser's
 * button once the log holds 400 reviews, its result (log loss before and after, applied or the
 * old ones kept), and a return to the defaults.
 */
import type { FsrsOptimizationRecord } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { useDates } from '../../../i18n/dates.ts';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { fsrsStatusQuery, useOptimizeFsrs, useResetFsrs } from '../api/fsrs.ts';

function RecordText({ record }: { record: FsrsOptimizationRecord }) {
  const t = useT();
  const intl = useIntl();
  const loss = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 4 });
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="fsrs-result">
      {t('settings.fsrs.result', {
        before: loss(record.logLossBefore),
        after: loss(record.logLossAfter),
      })}{' '}
      <strong>{t(record.applied ? 'settings.fsrs.applied' : 'settings.fsrs.kept')}</strong>
    </p>
  );
}

export function FsrsOptimizer({ userId }: { userId: string }) {
  const t = useT();
  const dates = useDates();
  const status = useQuery(fsrsStatusQuery());
  const optimize = useOptimizeFsrs(userId);
  const reset = useResetFsrs(userId);

  if (!status.isSuccess) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {status.isError ? errorMessage(status.error) : t('common.loading')}
      </p>
    );
  }
  const { reviewCount, requiredReviews, custom, last } = status.data;
  const enough = reviewCount >= requiredReviews;
  const fitted = custom ? (last?.fitted ?? null) : null;
  return (
    <div
      className="mt-5 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
      data-testid="fsrs-optimizer"
    >
      <h3 className="font-semibold">{t('settings.fsrs.title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="fsrs-in-use">
        {fitted
          ? t('settings.fsrs.ownParameters', {
              count: fitted.reviewCount,
              date: dates.day(fitted.at),
            })
          : t('settings.fsrs.defaultParameters')}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {enough
          ? t('settings.fsrs.ready', { count: reviewCount })
          : t('settings.fsrs.tooFew', { count: reviewCount, required: requiredReviews })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => optimize.mutate()}
          disabled={!enough || optimize.isPending}
          aria-busy={optimize.isPending}
        >
          {optimize.isPending ? t('settings.fsrs.optimizing') : t('settings.fsrs.optimize')}
        </Button>
        {custom ? (
          <Button
            variant="secondary"
            onClick={() => reset.mutate()}
            disabled={reset.isPending || optimize.isPending}
          >
            {t('settings.fsrs.reset')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {optimize.isError ? (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {t('settings.fsrs.failed', { message: errorMessage(optimize.error) })}
          </p>
        ) : (optimize.data ?? last) ? (
          <RecordText record={optimize.data ?? last!} />
        ) : null}
      </div>
    </div>
  );
}
