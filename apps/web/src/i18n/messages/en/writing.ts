/** English messages: IELTS writing (same keys as messages/vi/writing.ts). */
import type { writing as vi } from '../vi/writing.ts';
import type { Translation } from '../types.ts';
import { writingFeedback } from './writing-feedback.ts';
import { writingGrammar } from './writing-grammar.ts';
import { writingGuide } from './writing-guide.ts';
import { writingTask1, writingVisuals } from './writing-task1.ts';

const words = '{words, plural, one {# word} other {# words}}';

export const writing: Translation<typeof vi> = {
  notReady: 'Test not ready!',
  prompt: {
    heading: 'Writing Task 2',
    time: 'You should spend about {minutes} minutes on this task.',
    topic: 'Write about the following topic:',
    minimum: 'Write at least {minWords} words.',
  },
  editor: {
    label: 'Your essay',
    placeholder: 'Write your essay here (in English)...',
    countShort: `${words} · at least {missing, plural, one {# more word} other {# more words}} needed`,
    countEnough: `${words} · minimum length reached`,
  },
  toolbar: {
    remaining: 'Time left',
    timer: 'Time left',
    words: 'Words:',
    submit: 'Submit',
    warningTen: '10 minutes left. Keep the last few minutes to read your essay again.',
    warningFive: '5 minutes left! Check your essay: it is submitted automatically when time is up.',
  },
  session: {
    draftRestored: `Your unsubmitted draft has been restored (${words}).`,
    timeUpEmpty: "Time's up! You have not written anything, so there is nothing to submit.",
    timeUpSending: "Time's up! Your essay is being submitted...",
    timeUp: "Time's up!",
    resubmit: 'Submit again',
    confirmTitle: 'Submit your essay?',
    confirmMessage: `You have written ${words}{short, select, yes { (fewer than {minWords})} other {}}. Once submitted, the essay can no longer be changed.`,
    confirm: 'Submit',
    confirmBusy: 'Submitting...',
    keepWriting: 'Keep writing',
  },
  submitted: {
    title: 'Essay submitted',
    words: 'Words',
    time: 'Time',
    paragraphs: 'Paragraphs',
    sentences: 'Sentences',
    viewResult: 'View results page',
    backToList: 'Back to the tests',
  },
  review: {
    task: 'See the task again',
    essay: 'Your essay',
    empty: '(Empty essay)',
  },
  model: {
    heading: 'Model answer (band 8-9)',
    why: 'Why the model answer scores well',
  },
  feedback: writingFeedback,
  grammar: writingGrammar,
  guide: writingGuide,
  visuals: writingVisuals,
  task1: writingTask1,
};
