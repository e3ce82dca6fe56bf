/** Learn mode (issue 21 §1): /dashboard/flashcards/learn/:setId. */
export const learn = {
  title: 'Learn: {title}',
  open: 'Learn',
  loading: 'Loading...',
  progress: {
    label: 'Progress of the set',
    fresh: '{n} new',
    learning: '{n} learning',
    mastered: '{n} mastered',
  },
  round: 'Round {n} · {left, plural, one {# card} other {# cards}} left',
  steps: {
    choice: 'Choose the right meaning',
    written: 'Type the meaning of the word',
    listen: 'Listen and type the word you hear',
  },
  answerLabel: 'Your answer',
  check: 'Check',
  next: 'Continue',
  speak: 'Listen again',
  right: 'Correct!',
  missingMarks: 'Missing diacritics — still counted as right. The right spelling: {expected}',
  wrong: 'Not quite. The answer: {expected}',
  yourAnswer: 'You answered: {typed}',
  overrule: 'I was right',
  overruled: 'Counted as right.',
  summaryTitle: 'Round {n} done!',
  summaryBody: '{right} right, {wrong} wrong.',
  summaryMastered:
    '{n, plural, =0 {No card mastered in this round yet.} one {You mastered # card in this round.} other {You mastered # cards in this round.}}',
  nextRound: 'Next round',
  masteredTitle: 'You have mastered the whole set!',
  masteredBody:
    'The cards are now in your review schedule: they come back in "Today" when they are due.',
  toToday: 'Go to "Today"',
  restart: 'Learn again from the start',
  notSaved:
    'Your progress could not be saved to the server. Keep going: it is saved with the next answer.',
  tooFew: 'A set needs at least 2 cards with both sides to learn.',
  backToSets: '← Back to the sets',
};
