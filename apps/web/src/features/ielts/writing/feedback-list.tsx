/**
 * The automatic feedback on an essay (issue 10): each item with its verdict (colour and word,
 * never colour alone), title, summary, details and why it matters, then the disclaimer that it
 * is not an examiner's band score. The domain gives codes and figures; the sentences are the
 * interface language's (feedback-text.ts).
 */
import type { WritingFeedback } from '@app/contracts';
import { useT } from '../../../i18n/i18n.tsx';
import { itemExplanation, itemTitle, lineText } from './feedback-text.ts';

type Verdict = WritingFeedback['items'][number]['verdict'];

const VERDICT: Record<Verdict, { badge: string; border: string }> = {
  good: {
    badge: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    border: 'border-l-green-600 dark:border-l-green-500',
  },
  fair: {
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    border: 'border-l-amber-500 dark:border-l-amber-400',
  },
  improve: {
    badge: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
    border: 'border-l-red-600 dark:border-l-red-500',
  },
};

/** The feedback items and the disclaimer of one essay. */
export function FeedbackList({ feedback }: { feedback: WritingFeedback }) {
  const t = useT();
  const task = feedback.task ?? 2;
  return (
    <section aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" className="text-xl font-bold">
        {t('writing.feedback.heading')}
      </h2>
      <ul className="mt-3 space-y-3">
        {feedback.items.map((item) => {
          const verdict = VERDICT[item.verdict];
          return (
            <li
              key={item.id}
              className={`rounded-xl border border-l-4 border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${verdict.border}`}
              data-testid="feedback-item"
              data-feedback-id={item.id}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-bold">{itemTitle(t, item.id, task)}</h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${verdict.badge}`}
                >
                  {t(`writing.feedback.verdicts.${item.verdict}`)}
                </span>
              </div>
              <p className="mt-1 text-sm wrap-anywhere">{lineText(t, item.summary)}</p>
              {item.details.length > 0 ? (
                <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
                  {item.details.map((detail, index) => (
                    <li key={`${index}-${detail.code}`}>{lineText(t, detail)}</li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                {itemExplanation(t, item.id, task)}
              </p>
            </li>
          );
        })}
      </ul>
      <p
        className="mt-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        data-testid="feedback-disclaimer"
      >
        {task === 1 ? t('writing.feedback.disclaimerTask1') : t('writing.feedback.disclaimer')}
      </p>
    </section>
  );
}
