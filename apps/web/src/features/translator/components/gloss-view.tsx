/**
 * The offline translator's word-by-word answer, labelled honestly (issue 18 §4a): a gloss, not
 * a translation, with each word glossed beside its source and linked to its dictionary entry
 * (the lemma: "went" opens go).
 */
import type { GlossItem } from '@app/contracts';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';

/** The list of glossed words. */
export function GlossView({ items }: { items: readonly GlossItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={t('translator.gloss.listLabel')}
      className="mt-3 flex flex-wrap gap-2"
      data-testid="gloss"
    >
      {items.map((item, index) => {
        const content = (
          <>
            <span className="font-semibold">{item.source}</span>
            <span> → </span>
            {item.target === null ? (
              <span className="text-slate-500 italic dark:text-slate-400">
                {t('translator.gloss.unknown')}
              </span>
            ) : (
              <span>{item.target}</span>
            )}
          </>
        );
        const style =
          'inline-flex min-h-9 flex-wrap items-center gap-1 rounded-lg border px-2.5 py-1 text-sm';
        return (
          <li key={`${index}-${item.source}`}>
            {item.headword ? (
              <Link
                to={`/dashboard/dictionary?word=${encodeURIComponent(item.headword)}`}
                title={t('translator.gloss.lookUp', { word: item.headword })}
                className={`${style} border-blue-200 bg-white text-slate-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-blue-900 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-blue-950`}
              >
                {content}
              </Link>
            ) : (
              <span className={`${style} border-slate-200 dark:border-slate-700`}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
