/**
 * The browser's own on-device translator (Chrome's Translator API, `self.Translator`, Chrome
 * 138+): offered for whole sentences when the server has only its offline (glossary) provider.
 * Absent elsewhere; every function here answers "unavailable" rather than throwing.
 * Reference: https://developer.chrome.com/docs/ai/translator-api
 */

type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface TranslatorInstance {
  translate(text: string): Promise<string>;
  destroy?: () => void;
}

interface TranslatorStatic {
  availability(options: { sourceLanguage: string; targetLanguage: string }): Promise<Availability>;
  create(options: { sourceLanguage: string; targetLanguage: string }): Promise<TranslatorInstance>;
}

function translatorApi(): TranslatorStatic | null {
  const candidate = (globalThis as { Translator?: TranslatorStatic }).Translator;
  return candidate && typeof candidate.availability === 'function' ? candidate : null;
}

/**
 * True when the browser can translate `source` → `target` on the device (now, or after a
 * download it starts itself). False when the API is missing or says 'unavailable'.
 */
export async function browserCanTranslate(source: string, target: string): Promise<boolean> {
  const api = translatorApi();
  if (!api) return false;
  try {
    return (
      (await api.availability({ sourceLanguage: source, targetLanguage: target })) !== 'unavailable'
    );
  } catch {
    return false;
  }
}

/**
 * Translates `text` on the device.
 * @throws Error when the API is missing or the translation fails (the caller shows its message).
 */
export async function translateInBrowser(
  text: string,
  source: string,
  target: string,
): Promise<string> {
  const api = translatorApi();
  if (!api) throw new Error('no on-device translator');
  const translator = await api.create({ sourceLanguage: source, targetLanguage: target });
  try {
    return await translator.translate(text);
  } finally {
    translator.destroy?.();
  }
}
