/** English messages: words every screen uses, and the not-found page. */
import type { common as vi } from '../vi/common.ts';
import type { Translation } from '../types.ts';

export const common: Translation<typeof vi> = {
  appName: 'IELTS Study',
  loading: 'Loading...',
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  delete: 'Delete',
  edit: 'Edit',
  save: 'Save',
  cards: '{n, plural, one {# card} other {# cards}}',
  playbackRate: '{rate}×',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has not been built yet.',
    home: 'Go to the home page',
  },
  /** The card tag presets (contracts TAG_PRESETS, stored in English) as the learner reads them. */
  tags: {
    Noun: 'Noun',
    Verb: 'Verb',
    Adjective: 'Adjective',
    Adverb: 'Adverb',
    Grammar: 'Grammar',
    Phrase: 'Phrase',
    Idiom: 'Idiom',
    Pronunciation: 'Pronunciation',
    Formal: 'Formal',
    Informal: 'Informal',
  },
  language: {
    label: 'Language',
    vi: 'Tiếng Việt',
    en: 'English',
  },
};
