/** English messages: layout (header, menu, section navigation, theme, language, load failure). */
import type { layout as vi } from '../vi/layout.ts';
import type { Translation } from '../types.ts';

export const layout: Translation<typeof vi> = {
  back: 'Back',
  darkOn: 'Turn on dark mode',
  darkOff: 'Turn off dark mode',
  settings: 'Settings',
  signOut: 'Sign out',
  offline:
    'You are offline. What has loaded still works; study results stay on this device and are sent when the connection returns.',
  install: 'Install the app',
  update: {
    available: 'A new version is available',
    reload: 'Reload',
    later: 'Later',
  },
  menu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: 'Account and options',
  mainNav: 'Main sections',
  more: 'More',
  tabBar: 'Navigation bar',
  sections: {
    home: 'Home',
    today: 'Today',
    flashcards: 'Flashcards',
    games: 'Games',
    dictionary: 'Dictionary',
    translator: 'Translator',
    radio: 'Listening',
    ielts: 'IELTS',
    stats: 'Statistics',
    classes: 'Classes',
    settings: 'Settings',
  },
  tabs: {
    home: 'Home',
    today: 'Today',
    flashcards: 'Cards',
    dictionary: 'Dictionary',
    ielts: 'IELTS',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  chunk: {
    title: 'This page could not be loaded',
    body: 'The connection is too slow or was interrupted. Check your connection and try again.',
  },
};
