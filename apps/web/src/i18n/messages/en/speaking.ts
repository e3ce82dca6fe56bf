/** English messages: IELTS speaking (same keys as messages/vi/speaking.ts). */
import type { speaking as vi } from '../vi/speaking.ts';
import type { Translation } from '../types.ts';
import { speakingMetrics } from './speaking-metrics.ts';

export const speaking: Translation<typeof vi> = {
  notReady: 'Test not ready!',
  parts: {
    part1: {
      title: 'Part 1 — Introduction and interview',
      about:
        'As in the exam, the examiner asks about three topics: first an introduction (your work, your studies or where you live), then two other familiar topics, 3-4 questions each. Answer each question in about 20-30 seconds, with a short reason or example.',
      target: '4-5 minutes',
    },
    part2: {
      title: 'Part 2 — Long turn (cue card)',
      about:
        'You get a task card, have 1 minute to prepare and take notes, then speak for up to 2 minutes on the topic. The examiner then asks 1-2 short follow-up questions.',
      target: '3-4 minutes',
    },
    part3: {
      title: 'Part 3 — Discussion',
      about:
        'Broader discussion questions linked to the Part 2 topic. Give your opinion, explain your reasons and give examples.',
      target: '4-5 minutes',
    },
  },
  intro: {
    about: 'About {target}',
    before: 'Before you start',
    mic: 'The browser will ask to use your microphone: choose Allow.',
    how: 'For each question, press ‘Start speaking’, answer, then press ‘Stop’. Your words appear as text while you speak and are recorded so you can listen again.',
    headset: 'Use a headset with a microphone and sit somewhere quiet.',
    noRecognition:
      'This browser does not support speech recognition, so you will type your answers. To practise speaking, use Chrome or Edge on a computer.',
    voice: 'English accent for recognition and for reading the questions',
    voices: { enGB: 'British English (en-GB)', enUS: 'American English (en-US)' },
    begin: 'Start the test',
    opening: 'Opening the microphone...',
  },
  partIntro: {
    part2Count:
      'Task card and {n, plural, one {# follow-up question} other {# follow-up questions}} · about {target}',
    count: '{n, plural, one {# question} other {# questions}} · about {target}',
    frames: 'The three topics of Part 1',
    startPart2: 'Get the task card',
    start: 'Start Part {part}',
  },
  cueCard: { say: 'You should say:' },
  prep: {
    part: 'Part 2',
    heading: 'Preparation (1 minute)',
    left: 'Preparation time left',
    body: 'Read the task card and note your main points. After 1 minute the screen moves on to speaking (up to 2 minutes).',
    now: 'Start speaking now',
    notes: 'Your notes',
    notesPlaceholder: 'A few key words for each point on the card…',
  },
  question: {
    cueCard: 'Task card',
    followUp: 'Follow-up question {n}/{total}',
    position: 'Question {n}/{total}',
    partHint: 'Part {part} · suggested {target}',
    partClock: 'Part {part} time',
    cueHeading: 'Part 2 task card',
    listen: 'Listen to the question',
    toReview: 'Review and rate yourself',
    toPart: 'On to Part {part}',
    next: 'Next question',
  },
  frame: {
    label: 'Topic {n}/{total}',
    examiner: 'Examiner',
    moveOn:
      "{opening, select, yes {Let's talk about {topic}.} other {Now let's move on to talk about {topic}.}}",
  },
  answer: {
    again: 'Record again',
    start: 'Start speaking',
    finishing: 'Finishing...',
    stop: 'Stop',
    recording: 'Recording',
    timeLeft: 'Speaking time left',
    time: 'Speaking time',
    statusRecording: 'Recording and recognising speech',
    statusRecorded: 'Answer recorded',
    listening: 'Start speaking: your words will appear here…',
    heardNothing: 'Nothing was heard. Try again closer to the microphone.',
    recordingLabel: 'Recording of your answer',
    typedLabel: 'Your answer (type it in English)',
    words: '{n, plural, one {# word} other {# words}}',
  },
  fallback: {
    typedHow:
      'The test goes on: type your answer in English in the box under each question. Answers are not recorded, so speaking pace and pauses cannot be measured.',
    noRecognition:
      'This browser does not support speech recognition. {how} To practise speaking, use Chrome or Edge on a computer.',
    noMicrophone:
      'The microphone cannot be used (you have not allowed access to it, or there is none). {how} To speak, allow the microphone in the site settings and start the test again.',
    recognitionFailed:
      'Speech recognition cannot be used: {why}{hasCode, select, yes { (error code: {code})} other {}}. {how}',
    errors: {
      notAllowed: 'the browser is not allowed to use the microphone for this',
      serviceNotAllowed: 'the browser does not allow its speech recognition service',
      network: "the browser's speech recognition service cannot be reached",
      audioCapture: 'speech recognition gets no sound from the microphone',
      languageNotSupported: 'the chosen English accent is not supported',
      phrasesNotSupported: 'the browser does not support this kind of recognition',
      other: 'the browser could not start it',
    },
  },
  review: {
    title: 'Speaking review — {title}',
    intro:
      'Listen to each answer again, compare it with the model answer, look at the measurements, then rate yourself at the bottom of the page.',
    toRating: 'Go to the self-rating ↓',
    ratingHeading: 'Rate yourself',
    ratingHelp:
      'Rate each criterion from 1 to 5 by choosing a box: 5 matches the band 8-9 model answers. The score saved is the average of the four, on a scale of 0 to 5 with one decimal place.',
    saved: 'Result saved: self-rating {rating}.',
    viewResult: 'View results page',
    retry: 'Try again',
    backToList: 'Back to the tests',
    saving: 'Saving...',
    save: 'Save result',
    needAll: 'Rate all 4 criteria to save.',
    missing: 'Not rated yet: {criteria}. Rate all 4 criteria to save.',
  },
  answerReview: {
    longTurn: 'Part 2 · Task card',
    followUp: 'Part 2 · Follow-up question {n}',
    question: 'Part {part} · Question {n}',
    typed: 'Typed',
    spoken: 'Spoken',
    words: '{n, plural, one {# word} other {# words}}',
    unanswered: 'You did not answer this question.',
    playback: 'Play back your answer',
    model: 'Show the model answer (band 8-9)',
  },
  notes: {
    heading: 'What to learn from the model answer',
    phrases: 'Useful phrases',
    fluency: 'What makes it fluent',
    kinds: {
      linking: 'Linking',
      extending: 'Extending the answer',
      filler: 'Natural fillers',
      paraphrase: 'Paraphrasing the question',
    },
  },
  rating: {
    legend: 'Rate yourself on the four criteria, from 1 to 5',
    notRated: 'Not rated',
    chosen: '{value} · {level}',
    levels: {
      '1': 'Very weak',
      '2': 'Weak',
      '3': 'Fair',
      '4': 'Good',
      '5': 'Very good',
    },
    average: 'Average',
    averagePending: '{n, plural, one {# criterion} other {# criteria}} still to rate',
    outOfFive: '{value}/5',
    criteria: {
      fluency: {
        name: 'Fluency',
        gloss: 'flow and coherence',
        help: 'Speaking smoothly, with little hesitation and clearly linked ideas.',
        levels: {
          '1': 'Stops all the time; hard to finish an idea.',
          '2': 'Hesitates a lot; the answers are short.',
          '3': 'Keeps going, with some pauses to find words.',
          '4': 'Fluent, few pauses, ideas clearly linked.',
          '5': 'As natural as the band 8-9 model answers.',
        },
      },
      vocabulary: {
        name: 'Vocabulary',
        gloss: 'range and precision',
        help: 'Varied, precise words and natural phrases.',
        levels: {
          '1': 'Only very simple words, often repeated.',
          '2': 'Limited words; some ideas cannot be said.',
          '3': 'Enough words for the topic, sometimes misused.',
          '4': 'Varied words, with some natural phrases.',
          '5': 'Precise and natural, like the model answers.',
        },
      },
      grammar: {
        name: 'Grammar',
        gloss: 'range and accuracy',
        help: 'Many different sentence structures, with few mistakes.',
        levels: {
          '1': 'Only very short sentences, many mistakes.',
          '2': 'Simple sentences; mistakes get in the way.',
          '3': 'Some complex sentences, with common mistakes.',
          '4': 'A range of structures, few mistakes.',
          '5': 'Varied and nearly error-free, like the model answers.',
        },
      },
      pronunciation: {
        name: 'Pronunciation',
        gloss: 'clarity',
        help: 'Easy to understand, with the right stress and natural intonation.',
        levels: {
          '1': 'Very hard for a listener to follow.',
          '2': 'Many words mispronounced; the listener has to guess.',
          '3': 'Clear enough, with some stress mistakes.',
          '4': 'Easy to follow; natural stress and intonation.',
          '5': 'Clear and natural, like a fluent speaker.',
        },
      },
    },
  },
  attempt: {
    selfRating: 'Self-rating',
    notAvailable: 'N/A',
    note: 'Recordings can only be played back right after the test (they are not sent to the server), and pauses are not saved, so they are not measured again here.',
    answers: 'Answers',
  },
  metrics: speakingMetrics,
};
