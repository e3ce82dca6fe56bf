/**
 * /dashboard/translator (spec §2 Translator, §5, §8; issue 9): an English and a Vietnamese box,
 * Swap, 'Dịch' ('Đang dịch' while busy), the read-only translation. Empty input clears the
 * output and makes no call; the button is disabled then. A failure reads 'Translation failed.
 * Please try again.' (spec §8). When the server has only its offline glossary and could not
 * translate a whole sentence (`partial`), it says so, and offers the browser's on-device
 * translator where the browser has one. Ctrl/Cmd+Enter translates.
 */
import { TRANSLATE_TEXT_MAX, type TranslateResponse } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { translateProviderQuery, useTranslate } from '../api/translate.ts';
import { browserCanTranslate, translateInBrowser } from '../lib/browser-translator.ts';

type Lang = 'en' | 'vi';

const LANG_NAMES: Record<Lang, string> = { en: 'Tiếng Anh (EN)', vi: 'Tiếng Việt (VI)' };
const FAILED = 'Translation failed. Please try again.';

const boxStyles =
  'block h-44 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 sm:h-56 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

interface Output {
  text: string;
  provider: TranslateResponse['provider'] | 'browser';
  partial: boolean;
}

export function TranslatorPage() {
  const ids = { input: useId(), output: useId() };
  const [source, setSource] = useState<Lang>('en');
  const target: Lang = source === 'en' ? 'vi' : 'en';
  const [text, setText] = useState('');
  const [output, setOutput] = useState<Output | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [browserBusy, setBrowserBusy] = useState(false);
  const [browserAvailable, setBrowserAvailable] = useState(false);
  const [copied, setCopied] = useState(false);
  const translate = useTranslate();
  const provider = useQuery(translateProviderQuery());
  const busy = translate.isPending || browserBusy;
  const empty = text.trim() === '';

  useEffect(() => {
    let live = true;
    void browserCanTranslate(source, target).then((ok) => live && setBrowserAvailable(ok));
    return () => {
      live = false;
    };
  }, [source, target]);

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
          }),
        onError: (e) => {
          setOutput(null);
          // A rate limit says when to try again; every other failure is the spec's sentence.
          setError(e instanceof ApiError && e.status === 429 ? e.message : FAILED);
        },
      },
    );
  };

  const runInBrowser = async () => {
    setBrowserBusy(true);
    setError(null);
    try {
      const translated = await translateInBrowser(text, source, target);
      setOutput({ text: translated, provider: 'browser', partial: false });
    } catch {
      setError(FAILED);
    } finally {
      setBrowserBusy(false);
    }
  };

  const swap = () => {
    setSource(target);
    if (output && output.text !== '') {
      setText(output.text);
      setOutput({ text, provider: output.provider, partial: false });
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
      <h1 className="text-2xl font-black sm:text-3xl">Dịch Anh ↔ Việt</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Gõ từ, cụm từ hoặc câu rồi bấm Dịch (Ctrl+Enter).
      </p>
      <form
        className="mt-6 grid gap-4 md:grid-cols-[1fr_auto_1fr] md:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <div>
          <label htmlFor={ids.input} className="mb-1 block text-sm font-semibold">
            {LANG_NAMES[source]}
          </label>
          <textarea
            id={ids.input}
            className={boxStyles}
            value={text}
            maxLength={TRANSLATE_TEXT_MAX}
            lang={source}
            placeholder={source === 'en' ? 'Nhập tiếng Anh...' : 'Nhập tiếng Việt...'}
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
            {text.length} / {TRANSLATE_TEXT_MAX}
          </p>
        </div>
        <div className="flex justify-center md:pt-24">
          <Button
            type="button"
            variant="secondary"
            onClick={swap}
            aria-label="Đổi chiều dịch"
            data-testid="swap"
          >
            <span aria-hidden="true">⇄</span> Đổi chiều
          </Button>
        </div>
        <div>
          <label htmlFor={ids.output} className="mb-1 block text-sm font-semibold">
            {LANG_NAMES[target]}
          </label>
          <textarea
            id={ids.output}
            className={`${boxStyles} bg-slate-50 dark:bg-slate-950`}
            value={output?.text ?? ''}
            readOnly
            lang={target}
            placeholder="Bản dịch"
            aria-live="polite"
            data-testid="translation"
          />
          <div className="mt-1 flex items-center justify-end gap-3 text-xs">
            {copied ? <span role="status">Đã sao chép</span> : null}
            <button
              type="button"
              className="font-semibold text-blue-700 underline disabled:text-slate-500 disabled:no-underline dark:text-blue-300"
              disabled={!output || output.text === ''}
              onClick={() => void copy()}
            >
              Sao chép
            </button>
          </div>
        </div>
        <div className="md:col-span-3">
          <Button type="submit" disabled={empty || busy} className="w-full sm:w-auto">
            {translate.isPending ? 'Đang dịch' : 'Dịch'}
          </Button>
        </div>
      </form>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      {output?.partial ? (
        <div className="mt-4" data-testid="partial-notice">
          <Alert tone="info">
            Bản dịch ngoại tuyến chỉ dịch được từng từ theo bảng từ vựng của ứng dụng; cả câu cần
            một công cụ dịch máy.{' '}
            {offlineOnly && browserAvailable ? (
              <button
                type="button"
                className="font-semibold underline"
                disabled={busy}
                onClick={() => void runInBrowser()}
              >
                {browserBusy ? 'Đang dịch' : 'Dịch cả câu bằng trình duyệt (trên máy của bạn)'}
              </button>
            ) : offlineOnly ? (
              'Quản trị viên có thể bật LibreTranslate để dịch cả câu.'
            ) : null}
          </Alert>
        </div>
      ) : null}
      {output?.provider === 'browser' ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Dịch bằng công cụ dịch có sẵn trong trình duyệt.
        </p>
      ) : null}
    </div>
  );
}
