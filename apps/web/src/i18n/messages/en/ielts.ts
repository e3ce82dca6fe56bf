/** English messages: ielts (same keys as messages/vi/ielts.ts). */
import type { ielts as vi } from '../vi/ielts.ts';
import type { Translation } from '../types.ts';
import { ieltsLists } from './ielts-lists.ts';
import { ieltsEstimate } from './ielts-estimate.ts';

export const ielts: Translation<typeof vi> = {
  testNotReady: 'Test not ready!',
  loadingTest: 'Loading test...',
  backToTests: '← Back to Tests',
  backToTestsPlain: 'Back to Tests',
  fetchResultsFailed: 'Failed to fetch results',
  notAvailable: 'N/A',
  loadingValue: '...',
  start: 'Start',
  retake: 'Retake',
  rating: '{value}/5',
  rawScore: '{score}/{max}',
  skillName:
    '{skill, select, reading {Reading} listening {Listening} writing {Writing} other {Speaking}}',
  hub: {
    title: 'IELTS Practice',
    subtitle: 'Practise IELTS skill by skill and follow your progress.',
    cardTitle:
      '{skill, select, reading {Reading Tests} listening {Listening Tests} writing {Writing Tests} other {Speaking Tests}}',
    cardDescription:
      '{skill, select, reading {Read 3 academic passages, answer 40 questions and see the answers with explanations.} listening {Listen to 4 parts, conversations and monologues, and answer 40 questions.} writing {Write Task 1 (describe a chart, a process or maps) and Task 2 (an essay) with a live word count, automatic feedback and model answers.} other {Practise the 3 parts with sample questions and rate yourself on each criterion.}}',
    startAria: 'Start {title}',
    statsTitle: 'Practice statistics',
    readingAvg: 'Reading Avg Band',
    listeningAvg: 'Listening Avg Band',
    writingAvg: 'Writing Avg Words',
    speakingAvg: 'Speaking Avg Rating',
  },
  progress: {
    title: 'Progress over time',
    chooseSkill: 'Choose a skill',
    chartTitle:
      '{skill, select, reading {Reading band (0-9)} listening {Listening band (0-9)} writing {Writing words per essay} other {Speaking self-rating (0-5)}}',
    empty: 'No {skill} test yet. <link>Take a test</link> to see your progress.',
    bandEstimate: 'Bands are estimated from raw scores.',
    valueName: '{skill, select, writing {Words} speaking {Self-rating} other {Band}}',
    summary:
      '{value} {skill} over {n, plural, one {# attempt} other {# attempts}}: lowest {min}, highest {max}, latest {last} ({date}).',
    essayLine: 'Dashed line: the Task 2 minimum of {n} words.',
    showTable: 'Show as a table',
    tableCaption: '{value} {skill} by attempt',
    colAttempt: 'Attempt',
    colTime: 'Date',
  },
  ...ieltsLists,
  estimate: ieltsEstimate,
};
