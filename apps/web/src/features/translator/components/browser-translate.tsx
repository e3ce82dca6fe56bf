/**
 * "Dịch cả câu bằng trình duyệt" (issue 18 §4b, issue 34 §17): offered only where the browser's
 * Translator API answers 'available' or 'downloadable' (lib/browser-translator.ts canRun); shows
 * the language pack's download progress, then the translation; gives up after `timeoutMs`
 * (BROWSER_TIMEOUT_MS, 30 s) with a message and a way back to the word-by-word gloss, so the
 * button never spins for ever. The learner can stop it at any time.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { browserAvailability, canRun, translateInBrowser } from '../lib/browser-translator.ts';

/** How long the browser may take (download and translation), ms. */
export const BROWSER_TIMEOUT_MS = 30_000;

type State =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'downloading'; loaded: number }
  | { step: 'translating' }
  | { step: 'timeout' }
  | { step: 'failed' };

/** The offer for `text` (`source` → `target`); `onTranslated` receives the browser's text. */
export function BrowserTranslate({
  text,
  source,
  target,
  onTranslated,
  timeoutMs = BROWSER_TIMEOUT_MS,
}: {
  text: string;
  source: string;
  target: string;
  onTranslated: (translated: string) => void;
  /** How long the browser may take before the give-up message, ms (BROWSER_TIMEOUT_MS). */
  timeoutMs?: number;
}) {
  const t = useT();
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<State>({ step: 'idle' });
  const running = useRef<{
    controller: AbortController;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);

  useEffect(() => {
    let live = true;
    void browserAvailability(source, target).then((answer) => live && setAvailable(canRun(answer)));
    return () => {
      live = false;
    };
  }, [source, target]);

  const stop = () => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    clearTimeout(current.timer);
    current.controller.abort();
  };
  // leaving the page stops the browser's work
  useEffect(() => stop, []);

  if (!available) return null;

  const start = async () => {
    stop();
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (running.current?.controller !== controller) return;
      stop();
      setState({ step: 'timeout' });
    }, timeoutMs);
    running.current = { controller, timer };
    const mine = () => running.current?.controller === controller;
    setState({ step: 'preparing' });
    try {
      const translated = await translateInBrowser(text, source, target, {
        signal: controller.signal,
        onProgress: (loaded) => mine() && setState({ step: 'downloading', loaded }),
        onTranslating: () => mine() && setState({ step: 'translating' }),
      });
      if (!mine()) return;
      stop();
      setState({ step: 'idle' });
      onTranslated(translated);
    } catch {
      if (!mine()) return; // stopped or timed out: that state is already shown
      stop();
      setState({ step: 'failed' });
    }
  };

  const cancel = () => {
    stop();
    setState({ step: 'idle' });
  };

  const busy =
    state.step === 'preparing' || state.step === 'downloading' || state.step === 'translating';
  return (
    <div className="mt-3 space-y-2" data-testid="browser-translate">
      {busy ? (
        <div className="space-y-2" role="status">
          <p className="flex items-center gap-2 text-sm">
            <span className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-blue-200 border-t-blue-600 motion-reduce:animate-none" />
            {state.step === 'downloading'
              ? t('translator.browser.downloading', { percent: state.loaded })
              : state.step === 'translating'
                ? t('translator.browser.translating')
                : t('translator.browser.preparing')}
          </p>
          {state.step === 'downloading' ? (
            <progress
              className="h-2 w-full max-w-sm"
              max={1}
              value={state.loaded}
              aria-label={t('translator.browser.downloading', { percent: state.loaded })}
            />
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          className="text-left font-semibold underline"
          onClick={() => void start()}
        >
          {t('translator.browser.offer')}
        </button>
      )}
      {state.step === 'timeout' || state.step === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {state.step === 'timeout'
            ? t('translator.browser.timeout', { seconds: Math.round(timeoutMs / 1000) })
            : t('translator.browser.failed')}
        </p>
      ) : null}
      {state.step !== 'idle' ? (
        <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={cancel}>
          {t('translator.browser.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
