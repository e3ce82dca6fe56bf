/** English messages: reading (same keys as messages/vi/reading.ts). */
import type { reading as vi } from '../vi/reading.ts';
import type { Translation } from '../types.ts';
import { readingReview } from './reading-review.ts';

export const reading: Translation<typeof vi> = {
  runner: {
    submit: 'Submit',
    passageTab: 'Passage {n}',
    passageTabs: 'Passages',
    paneAria: 'Passage {n}',
    questionsAria: 'Questions of Passage {n}',
    phonePassage: 'Passage',
    phoneQuestions: 'Questions',
    timeUpFailed: 'Time is up but the test could not be submitted: {error}',
    resend: 'Submit again',
  },
  clock: {
    timeUp: 'Time is up! Your answers are being submitted.',
    fiveLeft: '5 minutes left!',
    tenLeft: '10 minutes left!',
    remainingAria: 'Time left {time}',
  },
  passage: {
    highlight: 'Highlight',
    highlightHelp: 'Select text and press Highlight (Ctrl+H); click a highlight to remove it.',
    label: 'Reading Passage {n}',
    removeHighlightTitle: 'Click to remove the highlight',
    removeHighlightAria: 'Remove highlight: {text}',
    glossary: 'Glossary',
  },
  question: {
    numberAria: 'Question {n}',
    rangeAria: 'Questions {first}–{last}',
    range: 'Questions {range}',
    flag: 'Flag',
    flagAria: 'Flag question {n}',
    flagTitle: 'Flag question {n} to review it',
    flagRow: 'Flag to review:',
    listTitle: '{type, select, headings {List of Headings} endings {Endings} other {Word box}}',
  },
  navigator: {
    aria: 'Questions',
    previous: 'Previous question',
    next: 'Next question',
    answered: 'Answered {n}/{total}',
    part: '{kind, select, part {Part {n}} other {Passage {n}}}',
    questionAria:
      'Question {n}{answered, select, yes {, answered} other {}}{flagged, select, yes {, flagged} other {}}',
  },
  ...readingReview,
};
