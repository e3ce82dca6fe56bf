/** English messages: translator (same keys as messages/vi/translator.ts). */
import type { translator as vi } from '../vi/translator.ts';
import type { Translation } from '../types.ts';

export const translator: Translation<typeof vi> = {
  title: 'English ↔ Vietnamese translator',
  subtitle: 'Type a word, a phrase or a sentence, then press Translate (Ctrl+Enter).',
  languages: { en: 'English (EN)', vi: 'Vietnamese (VI)' },
  placeholder: { en: 'Type English...', vi: 'Type Vietnamese...' },
  count: '{n} / {max}',
  swap: 'Swap',
  swapLabel: 'Swap languages',
  output: 'Translation',
  copy: 'Copy',
  copied: 'Copied',
  translate: 'Translate',
  translating: 'Translating',
  failed: 'Translation failed. Please try again.',
  gloss: {
    title: 'Word-by-word gloss (not a translation of the sentence)',
    body: 'The app only looks each word up in its own word list; a whole sentence needs a machine translator. Click a word to see it in the dictionary.',
    listLabel: 'Words looked up',
    unknown: 'not in the word list',
    lookUp: 'Look up "{word}" in the dictionary',
    adminHint: 'An administrator can enable LibreTranslate to translate whole sentences.',
  },
  browser: {
    offer: 'Translate the whole sentence in the browser (on your device)',
    preparing: 'The browser is preparing its translator...',
    downloading: "Downloading the browser's language pack: {percent, number, percent}",
    translating: 'The browser is translating...',
    timeout:
      'The browser did not finish within {seconds} seconds. Its language pack may still be downloading; try again later or use the word-by-word gloss.',
    failed: 'The browser could not translate this text.',
    cancel: 'Stop and go back to the word-by-word gloss',
    done: "Translated by the browser's built-in translator.",
  },
};
