/** English messages of the Reading review and its word offer (same keys as messages/vi/reading-review.ts). */
import type { readingReview as vi } from '../vi/reading-review.ts';
import type { Translation } from '../types.ts';

export const readingReview: Translation<typeof vi> = {
  review: {
    eyebrow: 'Reading result',
    score: 'Correct answers',
    band: 'Band (estimated)',
    time: 'Time taken',
    bandNote:
      'The band is an estimate from the widely published Academic Reading conversion table: the number of correct answers needed for each band can differ slightly between real tests.',
    answersTitle: 'Answers and explanations',
    onlyWrong: 'Show only wrong answers',
    optionalNote: 'Words in brackets (…) may be left out of the answer.',
    passageHeading: 'Passage {n}: {title}',
    yourAnswer: 'Your answer: ',
    rightAnswer: 'Answer: ',
    correct: 'Correct',
    wrong: 'Wrong',
    or: ' or ',
    anyOrder: '{letters} (in any order)',
    and: ' and ',
  },
  offer: {
    title: 'Words to review from this test',
    intro:
      'The words you looked up with Quick Define and the key words of the questions you got wrong, each with its most common meaning; if the sentence in the passage uses another, choose that one. Untick the ones you do not need, then make one set.',
    looking: 'Looking the words up...',
    sourceLookedUp: 'looked up',
    sourceKeyword: 'wrong answer',
    sourceBlank: 'unanswered',
    blankTitle: 'Key words of unanswered questions',
    blankNote: 'You did not answer these questions; tick a word to add it to the set.',
    skipped:
      '{n, plural, one {# word has} other {# words have}} no Vietnamese meaning in the dictionary and {n, plural, one {was} other {were}} left out.',
    created: 'Created the set “{title}” with {n, plural, one {# card} other {# cards}}.',
    alreadyCreated: 'You have already made a set from this test.',
    study: 'Study now',
    viewSet: 'View set',
    creating: 'Creating...',
    create: 'Create a set from this test ({n})',
    setTitle: '{title} — words to review',
    setDescription: 'Words looked up and key words of the questions answered wrongly in the test.',
    inPassage: 'In the passage: “{sentence}”',
    meaningsOf: 'Choose the meaning of “{word}” in the passage',
    pos: '{pos, select, Noun {Noun} Verb {Verb} Adjective {Adjective} Adverb {Adverb} Phrase {Phrase} Idiom {Idiom} other {{pos}}}',
  },
};
