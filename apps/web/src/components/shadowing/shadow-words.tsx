/**
 * The sentence's words after an attempt (issue 23 §4), marked not by colour alone: a matched word
 * is plain on green; a missed one struck through on red; a substituted one has a wavy underline
 * on amber and what was heard beside it. Each word carries its status as text for screen
 * readers, and the words heard that are not in the sentence are listed under it.
 */
import type { ShadowComparison, ShadowWord } from '@app/domain';
import { useT } from '../../i18n/i18n.tsx';

const TONE: Record<ShadowWord['status'], string> = {
  matched: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  missed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  substituted: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
};

/** The mark on the word itself (not on what was heard beside it). */
const MARK: Record<ShadowWord['status'], string> = {
  matched: '',
  missed: 'line-through decoration-2',
  substituted: 'underline decoration-wavy decoration-2 underline-offset-4',
};

function Word({ word }: { word: ShadowWord }) {
  const t = useT();
  const label =
    word.status === 'substituted'
      ? t('shadowing.word.substituted', { heard: word.heard })
      : t(`shadowing.word.${word.status}`);
  return (
    <li
      className={`rounded px-1 py-0.5 ${TONE[word.status]}`}
      data-status={word.status}
      data-testid="shadow-word"
      title={label}
    >
      <span lang="en" className={MARK[word.status]}>
        {word.text}
      </span>
      {word.status === 'substituted' ? (
        <span className="ml-1 text-xs font-semibold" aria-hidden="true">
          → <span lang="en">{word.heard}</span>
        </span>
      ) : null}
      <span className="sr-only"> {label}</span>
    </li>
  );
}

/** The comparison `result` as marked words, its score and the extra words. */
export function ShadowWords({ result }: { result: ShadowComparison }) {
  const t = useT();
  const percent = Math.round(result.score * 100);
  return (
    <div className="space-y-2" data-testid="shadow-result">
      <p className="font-semibold" data-testid="shadow-score">
        {t('shadowing.score', { matched: result.matched, total: result.total, percent })}
      </p>
      <ol aria-label={t('shadowing.result')} className="flex flex-wrap gap-1.5 leading-relaxed">
        {result.words.map((word, i) => (
          <Word key={i} word={word} />
        ))}
      </ol>
      {result.extra.length > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="shadow-extra">
          {t('shadowing.extra', { words: result.extra.map((w) => w.text).join(', ') })}
        </p>
      ) : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('shadowing.legend')}</p>
    </div>
  );
}
