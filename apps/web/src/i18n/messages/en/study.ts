/** English messages: study (same keys as messages/vi/study.ts). */
import type { study as vi } from '../vi/study.ts';
import type { Translation } from '../types.ts';

export const study: Translation<typeof vi> = {
  notFoundTitle: 'Set not found',
  notFoundBody: 'The set does not exist or has no cards yet.',
  backToSets: '← Back to my sets',
  progress: 'Card {n} / {total}',
  streak: '{n, plural, one {# correct in a row} other {# correct in a row}}',
  reviewFirst:
    '{n, plural, one {# word you missed in a game comes first in this session.} other {# words you missed in games come first in this session.}}',
  reviewNumber: 'Review number {n}',
  frontLabel: 'Front',
  backLabel: 'Back',
  flipHint: 'Click the card or press Space to flip it',
  flipHintTouch: 'Tap the card to flip it',
  previous: '← Previous',
  showAnswer: 'Show answer',
  howHard: 'How hard was this card for you?',
  ratings: {
    VERY_HARD: 'Very hard',
    HARD: 'Hard',
    MEDIUM: 'Medium',
    EASY: 'Easy',
    VERY_EASY: 'Very easy',
  },
  fsrsRatings: { AGAIN: 'Again', HARD: 'Hard', GOOD: 'Good', EASY: 'Easy' },
  keys: 'Shortcuts: Space flips the card · 1-5 rate it · ← previous card',
  keysFsrs: 'Shortcuts: Space flips the card · 1-4 rate it · ← previous card',
  interval:
    '{unit, select, session {this session} day {{value, plural, one {# day} other {# days}}} month {{value, plural, one {# month} other {{value, number} months}}} other {{value, plural, one {# year} other {{value, number} years}}}}',
  practice: 'Practice',
  direction: {
    label: 'Direction',
    front: 'Term → Meaning',
    back: 'Meaning → Term',
    both: 'Both ways',
  },
  today: {
    title: 'Today',
    heading: "Today's reviews",
    summary:
      '{due, plural, one {# card due} other {# cards due}} · {fresh, plural, one {# new card} other {# new cards}} · {sets, plural, one {from # set} other {from # sets}}',
    doneToday:
      'Today you reviewed {reviews, plural, one {# card} other {# cards}} and learnt {fresh, plural, one {# new card} other {# new cards}}.',
    doneBody: 'You have reviewed every card for today.',
    emptyTitle: 'All done for today!',
    emptyBody: 'No cards are due. See you tomorrow.',
    noSets: 'You have no sets to review yet.',
    toSets: 'Go to your sets',
    limits: 'Daily limits: {fresh} new cards, {reviews} reviews. Change them in Settings.',
    tileDue: 'Due',
    tileNew: 'New',
    tileStart: 'Study now',
    tileStats: 'Statistics →',
    tileDone: 'Done',
  },
  saving: 'Saving...',
  retrying: 'Your results are not saved yet. They will be retried when you are back online.',
  doneTitle: 'Done!',
  doneBody: 'You have reviewed the set "{title}".',
  /** The completion screen (issue 34 §4): cards (each once), ratings, and spec §9's share. */
  totalCards: 'Cards',
  ratingCount: 'Ratings',
  easyShare: '{scheduler, select, fsrs {Rated Good or Easy} other {Rated Easy or Very easy}}',
  ratingCounts: 'Ratings at each level',
  studyAgain: 'Study again',
  finish: 'Finish',
  loadFailed: 'Could not load the set.',
  keptCopy: 'The copy kept on this device, loaded on {when}.',
  keptOnDevice:
    '{n, plural, one {# study result is still kept on this device and will be saved once loading works again.} other {# study results are still kept on this device and will be saved once loading works again.}}',
  nothingDueTitle: 'No cards are due for review today.',
  nextDue: 'The next card is due on {when}.',
  studyAll: 'Study all cards',
  signInTitle: 'Your session has expired',
  signInBody:
    'Sign in again to save your study results. You can keep studying: your results are kept and will be saved as soon as you sign in.',
  signInLoadBody: 'Sign in again to load the set and keep studying.',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  signInLater: 'Later',
  signInAgain: 'Sign in again',
  waitingForSignIn:
    '{n, plural, =0 {Study results are} one {# result is} other {# results are}} waiting to be saved because your session has expired.',
  notSaved:
    '{n, plural, one {# study result could not be saved:} other {# study results could not be saved:}}',
  notSavedChanges: 'Some changes of the session could not be saved:',
  droppedNotShared:
    'The set is no longer shared with you (or was deleted), so its study results were not saved.',
  droppedCorrupt:
    'Some results kept on this device were damaged and could not be read, so they were dropped.',
  droppedStorage: 'The browser could not write the results to this device.',
  offline:
    '{n, plural, =0 {You are offline. You can keep studying: your results will be kept on this device and saved when you are back online.} one {You are offline. # result is kept on this device and will be saved when you are back online.} other {You are offline. # results are kept on this device and will be saved when you are back online.}}',
  memoryOnly:
    'This browser does not let results be kept on this device (private browsing, perhaps): do not close the page before they are saved, or they will be lost.',
  savedAll: 'All study results are saved.',
  dismiss: 'Got it',
};
