/** English messages of the IELTS list screens, test cards, results page and submit dialog (same keys as messages/vi/ielts-lists.ts). */
import type { ieltsLists as vi } from '../vi/ielts-lists.ts';
import type { Translation } from '../types.ts';

export const ieltsLists: Translation<typeof vi> = {
  list: {
    filterAria: 'Filter tests by task',
    filterAll: 'All',
    filterTask: 'Task {task}',
    title:
      '{skill, select, reading {IELTS Reading Tests} listening {IELTS Listening Tests} writing {IELTS Writing Tests} other {IELTS Speaking Tests}}',
    blurb:
      '{skill, select, reading {Each test has 3 passages and 40 questions, taken in 60 minutes like the real exam.} listening {Each test has 4 parts and 40 questions, taken in 30 minutes.} writing {Each test is one task: Task 1 (20 minutes) or Task 2 (40 minutes).} other {Each test has 3 parts, taken in 10-15 minutes.}}',
    available: 'Available Tests',
    average: '{skill, select, writing {Avg Words} speaking {Avg Rating} other {Average Band}}',
    completed: '{skill, select, writing {Completed} other {Tests Completed}}',
  },
  card: {
    minutes: '{n} minutes',
    passages: '{n, plural, one {# passage} other {# passages}}',
    questions: '{n, plural, one {# question} other {# questions}}',
    sections: '{n, plural, one {# section} other {# sections}}',
    audio: 'Audio {n} min',
    tasks: '{n, plural, one {# task} other {# tasks}}',
    parts: '{n, plural, one {# part} other {# parts}}',
    bestBand: 'Best: Band {band} ({score}/{max})',
    bestWords: 'Best: {n} words',
    bestRating: 'Best: {rating}',
    topics: 'Topics',
    attempts: '{n, plural, one {Attempted # time} other {Attempted # times}}',
    startAria: '{retake, select, yes {Retake} other {Start}} {title}',
    history: 'History ({n})',
    historyAria: 'Attempts at {title}',
    resultBand: 'Band {band} ({raw})',
    resultWords: '{n} words',
    difficulty:
      '{level, select, Beginner {Beginner} Intermediate {Intermediate} Advanced {Advanced} other {{level}}}',
    taskBadge: 'Task {task} · {type}',
    essayType: '{type, select, Academic {Academic} other {{type}}}',
    task1Type:
      '{type, select, Opinion_Essay {Opinion Essay} Advantages_Disadvantages_Essay {Advantages/Disadvantages Essay} Problem_Solution_Essay {Problem-Solution Essay} Discussion_Essay {Discussion Essay} Two_Part_Question {Two-Part Question} Line_Graph {Line Graph} Bar_Chart {Bar Chart} Pie_Chart_and_Table {Pie Chart and Table} Process_Diagram {Process Diagram} Map {Map} other {{type}}}',
    topic:
      '{topic, select, Archaeology {Archaeology} Architecture {Architecture} Astronomy {Astronomy} Biology {Biology} Books {Books} Cities {Cities} Culture {Culture} Economics {Economics} Education {Education} Energy {Energy} Environment {Environment} Everyday_life {Everyday life} Food {Food} Health {Health} History {History} Home {Home} Housing {Housing} Linguistics {Linguistics} Media {Media} Ocean_Science {Ocean Science} People {People} Philosophy_of_Science {Philosophy of Science} Services {Services} Society {Society} Sport {Sport} Technology {Technology} Travel {Travel} Work {Work} other {{topic}}}',
  },
  result: {
    notFoundTitle: 'Result not found',
    notFoundBody: 'This result does not exist or does not belong to your account.',
    notFoundHome: 'Back to IELTS Practice',
    skillLink: 'IELTS {skill}',
    fallbackTitle: '{skill} Test {n}',
    timeTaken: ' · Time: {time}',
    selfRating: 'Self-rating',
    score: 'Score',
    wordCount: 'Words',
    paragraphs: 'Paragraphs',
    sentences: 'Sentences',
  },
  submit: {
    title: 'Submit?',
    allAnswered: 'You have answered all {total} questions. Submit now?',
    unanswered:
      '{n, plural, one {# question is} other {# questions are}} still unanswered (question {list}). Submit now?',
    confirm: 'Submit',
    busy: 'Submitting...',
    cancel: 'Keep working',
  },
  speakingNotice: {
    title: 'About the Speaking test',
    body: "The test uses your browser's speech recognition to turn your answers into text, shows band 8-9 sample answers and lets you rate your own fluency, vocabulary, grammar and pronunciation.",
    phone:
      'Speech recognition may be unreliable on a phone: use a computer with a headset and a microphone.',
  },
};
