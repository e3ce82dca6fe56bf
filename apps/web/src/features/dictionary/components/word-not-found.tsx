/**
 * The dictionary's answer to a word it does not know (issue 18 §4): the sentence in the
 * interface language, then "Có phải bạn muốn tìm…" with up to 5 close headwords as links that
 * search them (from the server's offline word list), or nothing more when none is close.
 * Vietnamese typed in (issue 34 §17: letters only Vietnamese has, `looksVietnamese`) is no
 * misspelling: the answer says the dictionary looks up English and links to the translator
 * from Vietnamese into English with the word in it (a Vietnamese lookup in the dictionary itself
 * is on the roadmap, issue 39).
 */
import { looksVietnamese } from '@app/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useWordSuggestions } from '../api/dictionary.ts';

/** The not-found box for `word`. */
export function WordNotFound({ word }: { word: string }) {
  if (looksVietnamese(word)) return <VietnameseWord word={word} />;
  return <EnglishNotFound word={word} />;
}

/** Vietnamese typed into the dictionary: the way to the VI → EN translator. */
function VietnameseWord({ word }: { word: string }) {
  const t = useT();
  const query = new URLSearchParams({ from: 'vi', text: word });
  return (
    <div className="space-y-4" data-testid="word-not-found">
      <Alert tone="info">
        <p data-testid="dictionary-vietnamese">{t('dictionary.vietnameseWord', { word })}</p>
        <Link to={`/dashboard/translator?${query}`} className={buttonStyles('secondary', 'mt-3')}>
          {t('dictionary.translateVi', { word })}
        </Link>
      </Alert>
    </div>
  );
}

function EnglishNotFound({ word }: { word: string }) {
  const t = useT();
  const suggestions = useWordSuggestions(word, true);
  const words = suggestions.data ?? [];
  return (
    <div className="space-y-4" data-testid="word-not-found">
      <Alert tone="error">
        <span data-testid="dictionary-error">{t('dictionary.notFound', { word })}</span>
      </Alert>
      {words.length > 0 ? (
        <nav
          aria-labelledby="did-you-mean"
          className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          data-testid="suggestions"
        >
          <h2 id="did-you-mean" className="mb-2 font-semibold">
            {t('dictionary.didYouMean')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {words.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  to={`/dashboard/dictionary?word=${encodeURIComponent(suggestion)}`}
                  className="inline-flex min-h-9 items-center rounded-full border border-blue-200 bg-blue-50 px-3.5 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-200 dark:hover:bg-blue-900/60"
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : suggestions.isSuccess ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-suggestions">
          {t('dictionary.noSuggestions')}
        </p>
      ) : null}
    </div>
  );
}
