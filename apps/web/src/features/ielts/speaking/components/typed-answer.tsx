/** A typed answer (the fallback without speech recognition; issue 11), with its word count. */
import { spokenWords } from '@app/domain';
import { useT } from '../../../../i18n/i18n.tsx';

export function TypedAnswer({
  value,
  hint,
  onChange,
}: {
  value: string;
  /** The part's suggested length. */
  hint: string;
  onChange: (text: string) => void;
}) {
  const words = spokenWords(value).length;
  const t = useT();
  return (
    <div className="space-y-1">
      <label className="block text-sm font-semibold" htmlFor="typed-answer">
        {t('speaking.answer.typedLabel')}
      </label>
      <textarea
        id="typed-answer"
        lang="en"
        className="block min-h-36 w-full rounded-xl border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-800"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="typed-answer-hint"
        data-testid="typed-answer"
      />
      <p id="typed-answer-hint" className="text-xs text-slate-600 dark:text-slate-400">
        <span data-testid="typed-word-count">{t('speaking.answer.words', { n: words })}</span> ·{' '}
        {t('speaking.metrics.hint', { hint })}
      </p>
    </div>
  );
}
