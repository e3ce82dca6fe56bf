/**
 * /dashboard/translator (spec §2 Translator, §5, §8; issue 9): an English and a Vietnamese box,
 * Swap, 'Dịch' ('Đang dịch' while busy), the read-only translation. Empty input clears the
 * output and makes no call; the button is disabled then. A failure reads 'Translation failed.
 * Please try again.' (spec §8). When the server has only its offline glossary and could not
 * translate a whole sentence (`partial`), it says the answer is a word-by-word gloss, lists
 * each word linked to its dictionary entry, and offers the browser's on-device translator
 * where the browser says it can run (browser-translate.tsx; issue 18 §4). Ctrl/Cmd+Enter
 * translates. `?from=vi&text=…` opens it Vietnamese → English with that text (the dictionary
 * links here for a Vietnamese word).
 */
import { TRANSLATE_TEXT_MAX, type GlossItem, type TranslateResponse } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { translateProviderQuery, useTranslate } from '../api/translate.ts';
import { BrowserTranslate } from './browser-translate.tsx';
import { GlossView } from './gloss-view.tsx';

type Lang = 'en' | 'vi';

const boxStyles =
  'block h-36 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 sm:h-56 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

interface Output {
  text: string;
  provider: TranslateResponse['provider'] | 'browser';
  partial: boolean;
  gloss: readonly GlossItem[];
  /** What was translated, and how (the browser translates the same text again). */
  sourceText: string;
  source: Lang;
  target: Lang;
}

export function TranslatorPage() {
  const t = useT();
  const ids = { input: useId(), output: useId(), gloss: useId() };
  // ?from=vi&text=… (the dictionary's way here for a Vietnamese word, issue 34 §17)
  const [params] = useSearchParams();
  const [source, setSource] = useState<Lang>(() => (params.get('from') === 'vi' ? 'vi' : 'en'));
  const target: Lang = source === 'en' ? 'vi' : 'en';
  const [text, setText] = useState(() => (params.get('text') ?? '').slice(0, TRANSLATE_TEXT_MAX));
  const [output, setOutput] = useState<Output | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const translate = useTranslate();
  const provider = useQuery(translateProviderQuery());
  const busy = translate.isPending;
  const empty = text.trim() === '';

  const run = () => {
    if (empty || busy) return;
    setError(null);
    setCopied(false);
    translate.mutate(
      { text, source, target },
      {
        onSuccess: (result) =>
          setOutput({
            text: result.translatedText,
            provider: result.provider,
            partial: result.partial,
            gloss: result.gloss ?? [],
            sourceText: text,
            source,
            target,
          }),
        onError: (e) => {
          setOutput(null);
          // A rate limit says when to try again; every other failure is the spec's sentence.
          setError(
            e instanceof ApiError && e.status === 429 ? errorMessage(e) : t('translator.failed'),
          );
        },
      },
    );
  };

  const swap = () => {
    setSource(target);
    if (output && output.text !== '') {
      setText(output.text);
      setOutput({
        text,
        provider: output.provider,
        partial: false,
        gloss: [],
        sourceText: output.text,
        source: target,
        target: source,
      });
    } else {
      setOutput(null);
    }
    setError(null);
  };

  const copy = async () => {
    if (!output) return;
    try {
      await navigator.clipboard.writeText(output.text);
      setCopied(true);
    } catch {
      setCopied(false); // clipboard refused: spec §8 logs only
    }
  };

  const offlineOnly = provider.data === 'offline';
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-black sm:text-3xl">{t('translator.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('translator.subtitle')}</p>
      {/* Translate comes right after the text (a phone shows it on the first screen, issue 18
          §2); from md the two boxes sit side by side with the button under both. */}
      <form
        className="mt-6 grid gap-4 md:grid-cols-[1fr_auto_1fr] md:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <div>
          <label htmlFor={ids.input} className="mb-1 block text-sm font-semibold">
            {t(`translator.languages.${source}`)}
          </label>
          <textarea
            id={ids.input}
            className={boxStyles}
            value={text}
            maxLength={TRANSLATE_TEXT_MAX}
            lang={source}
            placeholder={t(`translator.placeholder.${source}`)}
            onChange={(e) => {
              setText(e.target.value);
              // spec §5: empty or whitespace input clears the output and makes no call
              if (e.target.value.trim() === '') {
                setOutput(null);
                setError(null);
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                run();
              }
            }}
          />
          <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
            {t('translator.count', { n: text.length, max: TRANSLATE_TEXT_MAX })}
          </p>
        </div>
        <div className="md:col-span-3 md:row-start-2">
          <Button type="submit" disabled={empty || busy} className="w-full sm:w-auto">
            {translate.isPending ? t('translator.translating') : t('translator.translate')}
          </Button>
        </div>
        <div className="flex justify-center md:col-start-2 md:row-start-1 md:pt-24">
          <Button
            type="button"
            variant="secondary"
            onClick={swap}
            aria-label={t('translator.swapLabel')}
            data-testid="swap"
          >
            <span aria-hidden="true">⇄</span> {t('translator.swap')}
          </Button>
        </div>
        <div className="md:col-start-3 md:row-start-1">
          <label htmlFor={ids.output} className="mb-1 block text-sm font-semibold">
            {t(`translator.languages.${target}`)}
          </label>
          <textarea
            id={ids.output}
            className={`${boxStyles} bg-slate-50 dark:bg-slate-950`}
            value={output?.text ?? ''}
            readOnly
            lang={target}
            placeholder={t('translator.output')}
            aria-live="polite"
            data-testid="translation"
          />
          <div className="mt-1 flex items-center justify-end gap-3 text-xs">
            {copied ? <span role="status">{t('translator.copied')}</span> : null}
            <button
              type="button"
              className="font-semibold text-blue-700 underline disabled:text-slate-500 disabled:no-underline dark:text-blue-300"
              disabled={!output || output.text === ''}
              onClick={() => void copy()}
            >
              {t('translator.copy')}
            </button>
          </div>
        </div>
      </form>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      {output?.partial ? (
        <section className="mt-4" data-testid="partial-notice" aria-labelledby={ids.gloss}>
          <Alert tone="info">
            <h2 id={ids.gloss} className="font-semibold">
              {t('translator.gloss.title')}
            </h2>
            <p className="mt-1">
              {t('translator.gloss.body')}
              {offlineOnly ? ` ${t('translator.gloss.adminHint')}` : null}
            </p>
            {offlineOnly ? (
              <BrowserTranslate
                text={output.sourceText}
                source={output.source}
                target={output.target}
                onTranslated={(translated) =>
                  setOutput({
                    text: translated,
                    provider: 'browser',
                    partial: false,
                    gloss: [],
                    sourceText: output.sourceText,
                    source: output.source,
                    target: output.target,
                  })
                }
              />
            ) : null}
          </Alert>
          <GlossView items={output.gloss} />
        </section>
      ) : null}
      {output?.provider === 'browser' ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t('translator.browser.done')}
        </p>
      ) : null}
    </div>
  );
}
