/**
 * Test mode (issue 21 §2): /dashboard/flashcards/test/:setId (setup, the test on one page, the
 * graded result), its set picker /dashboard/flashcards/test and its tile on the games hub.
 */
export const testMode = {
  open: 'Test',
  title: 'Test: {title}',
  backToSets: '← Back to the sets',
  tooFew:
    'A test needs a set with at least {min} cards that have both sides and do not repeat (this one has {n}). Add some cards and come back.',
  picker: {
    title: 'Test',
    intro: 'Choose a set to take a test on.',
    notEnough: 'You have no set with at least {n} cards to take a test on yet.',
  },
  hub: {
    title: 'Test',
    description:
      'A test on one page: true/false, multiple choice, matching and written answers, graded at once.',
    best: 'Best score: {score, plural, one {# right answer} other {# right answers}}',
    start: 'Choose a set',
    startLabel: 'Choose a set to take a test on',
  },
  setup: {
    intro: 'Choose how many questions and which kinds, then answer the whole test on one page.',
    count: 'Number of questions',
    countHint:
      'From {min} to {max} questions (the set has {cards, plural, one {# usable card} other {# usable cards}}).',
    countError: 'Enter a number of questions from {min} to {max}.',
    kinds: 'Kinds of question',
    kindsError: 'Choose at least one kind of question.',
    start: 'Start the test',
  },
  kinds: {
    'true-false': 'True / false',
    choice: 'Multiple choice',
    matching: 'Matching',
    written: 'Written',
  },
  sections: {
    'true-false': 'True or false?',
    choice: 'Choose the right meaning',
    matching: 'Match the words with their meanings',
    written: 'Write the meaning of the word',
  },
  sectionCount: '{n, plural, one {# question} other {# questions}}',
  question: 'Question {n}',
  true: 'True',
  false: 'False',
  trueFalseMeans: 'means',
  pick: '— Choose a meaning —',
  writtenLabel: 'Meaning of "{term}"',
  answered: '{answered}/{total} answered',
  unanswered:
    '{n, plural, one {# question is} other {# questions are}} still unanswered: you can hand in anyway, a blank counts as wrong.',
  submit: 'Hand in',
  retakeTitle: 'Retake the missed questions',
  results: {
    title: 'Result',
    score: 'Score',
    scoreValue: '{right}/{total}',
    percent: 'Right',
    time: 'Time',
    seconds: '{n, plural, one {# second} other {# seconds}}',
    allRight: 'You answered every question right. Well done!',
    wrongTitle: '{n, plural, one {# wrong answer} other {# wrong answers}}',
    rightAnswer: 'Right answer: {answer}',
    trueFalseAnswer: 'Right answer: {verdict} ("{term}" means: {meaning})',
    given: 'Your answer: {given}',
    notAnswered: 'You did not answer this one.',
    missingMarksTitle: 'Missing accents (still counted right)',
    missingMarks: '"{given}" → written correctly: {expected}',
  },
  review: {
    add: 'Review the missed words',
    adding: 'Adding...',
    added: 'Added to your review list: the next time you study this set, those words come first.',
    studyNow: 'Study now',
  },
  retake: 'Retake the missed questions',
  again: 'New test',
};
