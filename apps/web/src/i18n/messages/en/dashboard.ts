/** English messages: dashboard (spec §1, §2): the spec's activity names verbatim. */
import type { dashboard as vi } from '../vi/dashboard.ts';
import type { Translation } from '../types.ts';

export const dashboard: Translation<typeof vi> = {
  greeting:
    '{part, select, morning {Good morning} afternoon {Good afternoon} other {Good evening}}, {name}!',
  subtitle: 'What would you like to learn today?',
  activities: 'Activities',
  activity: {
    flashcards: {
      title: 'Flashcards',
      body: 'Create sets and review them with spaced repetition (SM-2).',
    },
    games: { title: 'Games & Quizzes', body: 'Six vocabulary games made from your own sets.' },
    ielts: {
      title: 'IELTS Practice',
      body: 'Practise Reading, Listening, Writing, Speaking and see your progress.',
    },
    radio: { title: 'Listening library', body: 'Listening lessons by level, with transcripts.' },
    dictionary: { title: 'Dictionary', body: 'Vietnamese meanings, pronunciation and examples.' },
    translator: { title: 'Live Translator', body: 'Translate sentences English ↔ Vietnamese.' },
  },
  wordOfDay: 'Word of the day',
  partOfSpeech:
    '{pos, select, noun {noun} verb {verb} adjective {adjective} adverb {adverb} other {{pos}}}',
  lookUp: 'Look it up →',
  roadmap: 'Roadmap',
  status: {
    released: 'Released',
    inDevelopment: 'In Development',
    comingSoon: 'Coming Soon',
  },
  roadmapItems: {
    writingFeedback: {
      title: 'Automatic Writing feedback',
      body: 'Feedback on your Writing by the four IELTS marking criteria.',
    },
    sharing: {
      title: 'Sharing sets',
      body: 'Share a set with a study partner by email, to view or to edit.',
    },
    shadowing: {
      title: 'Shadowing',
      body: 'Repeat each sentence of a recording and see which words were recognised.',
    },
    today: {
      title: 'Today: daily review',
      body: 'One review queue over every set, a daily goal in minutes and a study streak.',
    },
    installApp: {
      title: 'Install as an app, study offline',
      body: 'Install it on a phone or a computer; sets you have opened still work offline.',
    },
    mockExam: {
      title: 'Full mock exam',
      body: 'All four skills in one sitting, as on the computer test, with Task 1 and Task 2 in 60 minutes.',
    },
    generalTraining: {
      title: 'IELTS General Training',
      body: 'General Training Reading tests and Writing Task 1 letters for work and migration.',
    },
    vietnameseLookup: {
      title: 'Look up Vietnamese words',
      body: 'Type a Vietnamese word to find the English words for it in the dictionary.',
    },
  },
  welcome: {
    title: 'Welcome to IELTS Study!',
    intro:
      'This is a free, unlimited self-study tool: you choose the content and the pace. It is not a course with a teacher.',
    features: {
      cards: {
        title: 'Flashcards with spaced repetition',
        body: 'Make your own sets and review each card just before you would forget it.',
      },
      games: {
        title: 'Vocabulary games',
        body: 'Practise words with games made from your own sets.',
      },
      ielts: {
        title: 'IELTS practice',
        body: 'Take Reading, Listening, Writing and Speaking tests and follow your progress.',
      },
      dictionary: {
        title: 'Dictionary and translation',
        body: 'Look up Vietnamese meanings and translate sentences English ↔ Vietnamese.',
      },
    },
    darkTip:
      'Tip: press the sun/moon icon at the top right to turn on dark mode, or choose Light / Dark / System in the account menu.',
    quickDefineTip:
      'Tip: on any page, select a word you do not know (double-click it, or long-press it on a phone), then press “Look up”, right-click or press Ctrl+D to see its meaning at once and add it to a set.',
    start: 'Start learning',
  },
};
