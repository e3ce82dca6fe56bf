/**
 * A Speaking attempt's figures over all its answers (issue 11; speakingTestMetrics), with the
 * statement that they are measurements, not a band.
 */
import { SPEAKING_METRICS_DISCLAIMER, type SpeakingTestMetrics } from '@app/domain';
import { Figure } from '../../../../components/ui/figure.tsx';

export function SpeakingSummary({
  summary,
  total,
}: {
  summary: SpeakingTestMetrics;
  total: number;
}) {
  return (
    <section aria-labelledby="speaking-summary-heading" className="space-y-3">
      <h2 id="speaking-summary-heading" className="text-xl font-bold">
        Số đo cả bài
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure
          label="Câu đã trả lời"
          value={`${summary.answered}/${total}`}
          id="summary-answered"
        />
        <Figure label="Tổng số từ" value={String(summary.words)} id="summary-words" />
        <Figure
          label="Tốc độ nói"
          value={summary.wordsPerMinute === null ? '—' : `${summary.wordsPerMinute} từ/phút`}
          id="summary-wpm"
        />
        <Figure
          label="Khoảng dừng > 2 giây"
          value={summary.pauses === null ? '—' : String(summary.pauses)}
          id="summary-pauses"
        />
        <Figure label="Từ đệm" value={String(summary.fillerCount)} id="summary-fillers" />
        <Figure
          label="Đúng độ dài"
          value={`${summary.lengthOk}/${summary.answered}`}
          id="summary-length"
        />
      </dl>
      <p
        className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        data-testid="metrics-disclaimer"
      >
        {SPEAKING_METRICS_DISCLAIMER}
      </p>
    </section>
  );
}
