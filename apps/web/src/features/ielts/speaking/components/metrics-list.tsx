/**
 * An answer's measurements (issue 11; speakingAnswerMetrics): a row of chips, each with the
 * figure and the verdict as a word and a colour (never colour alone), and behind 'Nhận xét và
 * cách đo' the verdict of each in a sentence with how it is measured. The domain gives codes and
 * figures; the sentences are the interface language's (lib/texts.ts).
 */
import type { SpeakingMetric, SpeakingVerdict } from '@app/domain';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';
import { metricExplanation, metricSummary, metricValue } from '../lib/texts.ts';

const CHIP: Record<SpeakingVerdict, string> = {
  good: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100',
  fair: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
  improve:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  none: 'border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function MetricsList({ metrics }: { metrics: readonly SpeakingMetric[] }) {
  const t = useT();
  const intl = useIntl();
  const title = (metric: SpeakingMetric) => t(`speaking.metrics.${metric.id}.title`);
  const verdict = (metric: SpeakingMetric) => t(`speaking.metrics.verdicts.${metric.verdict}`);
  return (
    <div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('speaking.metrics.list')}>
        {metrics.map((metric) => {
          const value = metricValue(t, metric);
          return (
            <li
              key={metric.id}
              className={`rounded-full border px-2.5 py-1 text-xs ${CHIP[metric.verdict]}`}
              data-testid="speaking-metric"
              data-metric-id={metric.id}
              data-verdict={metric.verdict}
            >
              <span className="font-semibold">{title(metric)}</span>
              {value === null ? null : (
                <>
                  {' '}
                  <span className="font-mono tabular-nums" data-testid="metric-value">
                    {value}
                  </span>
                </>
              )}{' '}
              · {verdict(metric)}
            </li>
          );
        })}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-blue-700 hover:underline dark:text-blue-300">
          {t('speaking.metrics.details')}
        </summary>
        <dl className="mt-2 space-y-2">
          {metrics.map((metric) => (
            <div key={metric.id} data-metric-detail={metric.id}>
              <dt className="font-semibold">
                {title(metric)} — {verdict(metric)}
              </dt>
              <dd>{metricSummary(t, metric)}</dd>
              <dd className="text-xs text-slate-600 dark:text-slate-400">
                {metricExplanation(t, intl, metric)}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
