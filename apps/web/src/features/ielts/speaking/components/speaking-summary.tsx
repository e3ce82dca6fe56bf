/**
 * A Speaking attempt's figures over all its answers (issue 11; speakingTestMetrics), with the
 * statement that they are measurements, not a band.
 */
import { PAUSE_SECONDS, type SpeakingTestMetrics } from '@app/domain';
import { Figure } from '../../../../components/ui/figure.tsx';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';

export function SpeakingSummary({
  summary,
  total,
}: {
  summary: SpeakingTestMetrics;
  total: number;
}) {
  const t = useT();
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  return (
    <section aria-labelledby="speaking-summary-heading" className="space-y-3">
      <h2 id="speaking-summary-heading" className="text-xl font-bold">
        {t('speaking.metrics.summary.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure
          label={t('speaking.metrics.summary.answered')}
          value={`${n(summary.answered)}/${n(total)}`}
          id="summary-answered"
        />
        <Figure
          label={t('speaking.metrics.summary.words')}
          value={n(summary.words)}
          id="summary-words"
        />
        <Figure
          label={t('speaking.metrics.summary.pace')}
          value={
            summary.wordsPerMinute === null
              ? '—'
              : t('speaking.metrics.summary.paceValue', { wpm: summary.wordsPerMinute })
          }
          id="summary-wpm"
        />
        <Figure
          label={t('speaking.metrics.summary.pauses', { seconds: PAUSE_SECONDS })}
          value={summary.pauses === null ? '—' : n(summary.pauses)}
          id="summary-pauses"
        />
        <Figure
          label={t('speaking.metrics.summary.fillers')}
          value={n(summary.fillerCount)}
          id="summary-fillers"
        />
        <Figure
          label={t('speaking.metrics.summary.length')}
          value={`${n(summary.lengthOk)}/${n(summary.answered)}`}
          id="summary-length"
        />
      </dl>
      <p
        className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        data-testid="metrics-disclaimer"
      >
        {t('speaking.metrics.disclaimer')}
      </p>
    </section>
  );
}
