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
    '{n, plural, =0 {You are offline. What has loaded still works; study results stay on this device and are sent when the connection returns.} one {You are offline. What has loaded still works; # study result is kept on this device and will be sent when the connection returns.} other {You are offline. What has loaded still works; # study results are kept on this device and will be sent when the connection returns.}}',
  needsNetwork: {
    page: 'This page needs a connection.',
    set: 'This set is not saved on this device yet, so opening it the first time needs a connection.',
    today:
      "Today's queue is not saved on this device yet, so opening it the first time needs a connection.",
    offer: 'Offline, you can still open:',
    todayLink: 'Today',
  },
  signOutPending:
    'You are signed out on this device. As it is offline, your session on the server will be ended as soon as the connection is back; any study results not yet sent go first.',
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
