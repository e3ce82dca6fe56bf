/** English messages: Speaking measurements (same keys as messages/vi/speaking-metrics.ts). */
import type { speakingMetrics as vi } from '../vi/speaking-metrics.ts';
import type { Translation } from '../types.ts';

const words = '{words, plural, one {# word} other {# words}}';

export const speakingMetrics: Translation<typeof vi> = {
  list: 'Measurements of the answer',
  details: 'Comments and how they are measured',
  verdicts: { good: 'Good', fair: 'Fair', improve: 'Needs work', none: 'Not measured' },
  disclaimer:
    'These are automatic measurements from the transcript of what you said and the time you took, to help you rate yourself. They are not an IELTS band score and do not replace an examiner.',
  pace: {
    title: 'Speaking pace',
    value: '{wpm} words/min',
    summary: {
      typed: 'The answer was typed, so speaking pace is not measured.',
      tooShort: 'The answer is too short to measure pace.',
      verySlow: 'Quite slow: you may be hesitating a lot.',
      slow: 'A little slow for a fluent speaker.',
      fast: 'A little fast: make sure the listener can follow.',
      natural: 'A natural pace.',
    },
    explanation:
      "Words divided by speaking time (from pressing 'Start speaking' to pressing 'Stop'). Fluent speakers are usually around {from}-{to} words a minute; much slower often means hesitation, much faster can be hard to follow.",
  },
  pauses: {
    title: 'Pauses',
    value: '{count, plural, one {# pause} other {# pauses}}',
    summary: {
      notMeasured:
        'Pauses could not be measured for this answer (it was typed, or there is no timing data).',
      none: 'No pause longer than {seconds} seconds.',
      some: '{count, plural, one {# pause} other {# pauses}} longer than {seconds} seconds, the longest {longest, number} seconds.',
    },
    explanation:
      'A pause is {source, select, silence {a silence measured from the microphone} other {a gap between two moments the browser recognised your speech}} longer than {seconds} seconds (not counting the start and the end). Short pauses to think are normal; long, frequent ones lower fluency.',
  },
  fillers: {
    title: 'Fillers',
    value: '{count}',
    summary: {
      noWords: 'No words to count.',
      none: 'No fillers.',
      some: '{list} ({per100, number} per 100 words).',
    },
    explanation:
      'Fillers counted automatically: {fillers} (a word used in its real meaning may be miscounted). Speech recognition often leaves out "um" and "uh", so the real number may be higher. A few fillers are natural; more than {per100, number} per 100 words make an answer less fluent.',
  },
  variety: {
    title: 'Vocabulary range',
    value: '{percent, number}%',
    summary: {
      tooShort: 'Under {minWords} words: too short to measure variety.',
      measured: '{types} different words out of {words}.',
    },
    explanation:
      'Different words as a share of all words (type/token ratio, TTR). It falls as an answer grows, so the bar depends on length: for answers of {open, select, yes {{minWords} words or more} other {{minWords}-{maxWords} words}}, aim for {goodPercent}% or more. Using synonyms instead of repeating a word raises your vocabulary score.',
  },
  length: {
    title: 'Answer length',
    value: words,
    valueTimed: `${words} · {seconds} s`,
    summary: {
      empty: 'No answer yet.',
      short: 'Shorter than usual: expand with a reason or an example.',
      long: 'Longer than usual: answer more concisely.',
      longTurnLong: 'Over {maxWords} words: saying it all may take more than {minutes} minutes.',
      good: 'A good length.',
    },
    explanation:
      'Typical length — {hint}. A very short answer can hardly show your vocabulary and grammar; {longTurn, select, yes {in Part 2 the examiner stops you after {minutes} minutes} other {a very long one tends to ramble}}.',
  },
  hints: {
    part1: 'Part 1: {minWords}-{maxWords} words, about {minSeconds}-{maxSeconds} seconds',
    part2LongTurn:
      'Part 2: {minWords}-{maxWords} words, speaking {minMinutes, number}-{maxMinutes, number} minutes',
    part2FollowUp:
      'Part 2 follow-up questions: {minWords}-{maxWords} words, about {minSeconds}-{maxSeconds} seconds',
    part3: 'Part 3: {minWords}-{maxWords} words',
  },
  hint: 'Suggested length — {hint}.',
  summary: {
    heading: 'Whole-test measurements',
    answered: 'Questions answered',
    words: 'Total words',
    pace: 'Speaking pace',
    paceValue: '{wpm} words/min',
    pauses: 'Pauses > {seconds} s',
    fillers: 'Fillers',
    length: 'Right length',
  },
};
