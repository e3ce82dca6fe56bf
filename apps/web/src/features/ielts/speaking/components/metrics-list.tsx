/**
 * An answer's measurements (issue 11; speakingAnswerMetrics): a row of chips, each with the
 * figure and the verdict as a word and a colour (never colour alone), and behind 'Nhận xét và
 * cách đo' the verdict of each in a sentence with how it is measured.
 */
import type { SpeakingMetric, SpeakingVerdict } from '@app/domain';

const VERDICT: Record<SpeakingVerdict, { label: string; chip: string }> = {
  good: {
    label: 'Tốt',
    chip: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100',
  },
  fair: {
    label: 'Khá',
    chip: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
  },
  improve: {
    label: 'Cần cải thiện',
    chip: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  },
  none: {
    label: 'Không đo',
    chip: 'border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
  },
};

export function MetricsList({ metrics }: { metrics: readonly SpeakingMetric[] }) {
  return (
    <div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Số đo của câu trả lời">
        {metrics.map((metric) => {
          const verdict = VERDICT[metric.verdict];
          return (
            <li
              key={metric.id}
              className={`rounded-full border px-2.5 py-1 text-xs ${verdict.chip}`}
              data-testid="speaking-metric"
              data-metric-id={metric.id}
              data-verdict={metric.verdict}
            >
              <span className="font-semibold">{metric.title}</span>
              {metric.value === '—' ? null : (
                <>
                  {' '}
                  <span className="font-mono tabular-nums" data-testid="metric-value">
                    {metric.value}
                  </span>
                </>
              )}{' '}
              · {verdict.label}
            </li>
          );
        })}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-blue-700 hover:underline dark:text-blue-300">
          Nhận xét và cách đo
        </summary>
        <dl className="mt-2 space-y-2">
          {metrics.map((metric) => (
            <div key={metric.id} data-metric-detail={metric.id}>
              <dt className="font-semibold">
                {metric.title} — {VERDICT[metric.verdict].label}
              </dt>
              <dd>{metric.summary}</dd>
              <dd className="text-xs text-slate-600 dark:text-slate-400">{metric.explanation}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
