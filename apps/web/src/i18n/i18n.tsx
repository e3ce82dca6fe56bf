/**
 * The interface language (issue 18): FormatJS (react-intl) over the two catalogues, one language
 * at a time. `useT()` gives a component its texts, `useLocale()` the language and its switch,
 * `useIntl()` (react-intl) dates, numbers and lists in that language.
 *
 * Why FormatJS: ICU MessageFormat plurals and selects with the browser's own `Intl` (no plural
 * rules shipped), typed ids through our own catalogue types, and no build step (Lingui needs a
 * compiler macro in Vite and in the tests); react-intl with its parser is about 17 kB gzipped,
 * i18next with ICU about the same, and the catalogues stay plain TypeScript objects.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { loadedMessages, loadMessages, type MessageId } from './catalogues.ts';
import { storeLocale, type Locale } from './locale.ts';
import { makeIntl, setCurrentIntl, type MessageValues } from './translate.ts';

interface LocaleState {
  locale: Locale;
  /** Switches the language (loads its catalogue first; remembers it in this browser). */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * Provides the language. `initial` must have its catalogue loaded (start.tsx awaits
 * `loadMessages` before the first render, so an English page never flashes Vietnamese).
 */
export function I18nProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initial);
  const [messages, setMessages] = useState(() => loadedMessages(initial) ?? loadedMessages('vi')!);
  const intl = useMemo(() => makeIntl(locale, messages), [locale, messages]);
  setCurrentIntl(intl);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(async (next: Locale) => {
    const nextMessages = await loadMessages(next);
    storeLocale(next);
    setMessages(nextMessages);
    setLocaleState(next);
  }, []);

  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={state}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext>
  );
}

/** The current language and its switch. */
export function useLocale(): LocaleState {
  const state = use(LocaleContext);
  if (!state) throw new Error('useLocale needs I18nProvider');
  return state;
}

/** A text of the current language: `t('study.progress', { n: 1, total: 6 })`. */
export type TFunction = (id: MessageId, values?: MessageValues) => string;

/** The texts of the current language; the function changes when the language does. */
export function useT(): TFunction {
  const intl = useIntl();
  return useCallback<TFunction>((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** Values of a rich message: elements, or a function that wraps a tag's chunks (`<b>…</b>`). */
export type RichValues = Record<
  string,
  ReactNode | string | number | ((chunks: ReactNode[]) => ReactNode)
>;

/** A message with elements in it: `rich('x.tip', { b: (chunks) => <b>{chunks}</b> })`. */
export function useRichT(): (id: MessageId, values: RichValues) => ReactNode {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values: RichValues) =>
      intl.formatMessage({ id }, values as Parameters<typeof intl.formatMessage>[1]) as ReactNode,
    [intl],
  );
}

export { useIntl };
