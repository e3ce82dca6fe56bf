/**
 * The browser's own on-device translator (Chrome's Translator API, `self.Translator`, Chrome
 * 138+): offered for whole sentences when the server has only its offline (glossary) provider,
 * and only where `availability()` says it can run (issue 18 §4). `create({ monitor })` reports
 * the language pack's download progress. Absent elsewhere: `browserAvailability` then answers
 * 'unavailable' rather than throwing.
 * Reference: https://developer.chrome.com/docs/ai/translator-api
 */

export type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface TranslatorInstance {
  translate(text: string, options?: { signal?: AbortSignal }): Promise<string>;
  destroy?: () => void;
}

/** What `monitor` is given: an event target firing 'downloadprogress' ({ loaded: 0…1 }). */
interface CreateMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}

interface TranslatorStatic {
  availability(options: { sourceLanguage: string; targetLanguage: string }): Promise<Availability>;
  create(options: {
    sourceLanguage: string;
    targetLanguage: string;
    monitor?: (monitor: CreateMonitor) => void;
    signal?: AbortSignal;
  }): Promise<TranslatorInstance>;
}

function translatorApi(): TranslatorStatic | null {
  const candidate = (globalThis as { Translator?: TranslatorStatic }).Translator;
  return candidate && typeof candidate.availability === 'function' ? candidate : null;
}

/** What the browser says about `source` → `target`; 'unavailable' without the API or on error. */
export async function browserAvailability(source: string, target: string): Promise<Availability> {
  const api = translatorApi();
  if (!api) return 'unavailable';
  try {
    return await api.availability({ sourceLanguage: source, targetLanguage: target });
  } catch {
    return 'unavailable';
  }
}

/** True when the browser can translate (now, or after a download it starts itself). */
export function canRun(availability: Availability): boolean {
  return availability !== 'unavailable';
}

export interface BrowserTranslateOptions {
  /** The language pack's download progress, 0…1. */
  onProgress?: (loaded: number) => void;
  /** Called once the translator exists and the text is being translated. */
  onTranslating?: () => void;
  signal?: AbortSignal;
}

/**
 * Translates `text` on the device.
 * @throws Error when the API is missing, the translation fails or `signal` aborts.
 */
export async function translateInBrowser(
  text: string,
  source: string,
  target: string,
  options: BrowserTranslateOptions = {},
): Promise<string> {
  const api = translatorApi();
  if (!api) throw new Error('no on-device translator');
  const translator = await api.create({
    sourceLanguage: source,
    targetLanguage: target,
    monitor: (monitor) =>
      monitor.addEventListener('downloadprogress', (event) => options.onProgress?.(event.loaded)),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  try {
    options.signal?.throwIfAborted();
    options.onTranslating?.();
    return await translator.translate(text, options.signal ? { signal: options.signal } : {});
  } finally {
    translator.destroy?.();
  }
}
