/**
 * The browser's own on-device translator (Chrome's Translator API, `self.Translator`, Chrome
 * 138+ on desktop): offered for whole sentences when the server has only its offline (glossary)
 * provider, and only where `Translator.availability({ sourceLanguage, targetLanguage })` answers
 * 'available' (ready) or 'downloadable' (the language pack is fetched on the first use: `create`
 * then needs the learner's click, which the offer is) — not 'downloading' (another page is
 * fetching it: this one would wait without progress), 'unavailable', null (MDN: "could not be
 * determined"), an error, or no answer at all (issue 34 §17). `create({ monitor })` reports the
 * language pack's download progress. Absent elsewhere: `browserAvailability` then answers
 * 'unavailable' rather than throwing.
 * References: https://developer.chrome.com/docs/ai/translator-api,
 * https://developer.mozilla.org/docs/Web/API/Translator/availability_static
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

/**
 * What the browser says about `source` → `target`; 'unavailable' without the API, on an error
 * or an answer that is none of the four values (null included). May never settle when the
 * browser never answers: the offer then simply does not appear.
 */
export async function browserAvailability(source: string, target: string): Promise<Availability> {
  const api = translatorApi();
  if (!api) return 'unavailable';
  try {
    const answer: unknown = await api.availability({
      sourceLanguage: source,
      targetLanguage: target,
    });
    return AVAILABILITIES.includes(answer as Availability)
      ? (answer as Availability)
      : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

const AVAILABILITIES: readonly Availability[] = [
  'unavailable',
  'downloadable',
  'downloading',
  'available',
];

/** True when the translation can be offered: ready now, or after a download it starts itself. */
export function canRun(availability: Availability): boolean {
  return availability === 'available' || availability === 'downloadable';
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
