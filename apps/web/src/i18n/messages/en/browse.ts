/** English messages: the card browser (same keys as messages/vi/browse.ts). */
import type { browse as vi } from '../vi/browse.ts';
import type { Translation } from '../types.ts';

export const browse: Translation<typeof vi> = {
  title: 'Find cards',
  subtitle: 'Search all your sets and the sets shared with you, by front, back or tag.',
  back: 'Back to your sets',
  searchLabel: 'Find cards',
  searchPlaceholder: 'Word, meaning, tag (any accents)',
  clear: 'Clear the search',
  filtersLabel: 'Filter cards',
  filters: {
    all: 'All',
    due: 'Due',
    new: 'New',
    difficult: 'Difficult',
    suspended: 'Suspended',
  },
  setLabel: 'Set',
  allSets: 'All sets',
  total: '{n, plural, =0 {No cards} one {# card} other {# cards}}',
  shown: 'Showing {shown} of {total}',
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  loading: 'Finding cards...',
  loadFailed: 'Could not load the results: {message}',
  empty: {
    title: 'No cards found',
    withQuery: 'No card matches "{q}". Try another word or clear the filters.',
    noQuery: 'There are no cards here yet.',
  },
  resultsLabel: 'Cards found',
  front: 'Front',
  backSide: 'Back',
  setOf: 'Set: {title}',
  state: {
    new: 'New',
    due: 'Due today',
    scheduled: 'Next review {date}',
    suspended: 'Suspended',
    difficult: 'Difficult',
  },
  actions: {
    label: 'Actions for the card "{front}"',
    openSet: 'Open set',
    openSetFor: 'Open the set "{title}"',
    suspend: 'Suspend',
    suspendFor: 'Suspend the card "{front}"',
    unsuspend: 'Unsuspend',
    unsuspendFor: 'Unsuspend the card "{front}"',
    reset: 'Reset',
    resetFor: 'Reset progress of the card "{front}"',
    failed: 'That did not work: {message}',
  },
  resetDialog: {
    title: 'Reset this card’s progress?',
    message:
      'The card "{front}" becomes new for you: its ease, interval and next review date are deleted and you will learn it from the start. Your past reviews stay in your history. This cannot be undone.',
    confirm: 'Reset',
    busy: 'Resetting...',
    cancel: 'Keep it',
  },
  done: {
    suspended: 'Suspended "{front}": it will not enter your review queue.',
    unsuspended: '"{front}" will enter your review queue again.',
    reset: '"{front}" is a new card again.',
  },
};
