/** English messages: games (same keys as messages/vi/games.ts). */
import type { games as vi } from '../vi/games.ts';
import type { Translation } from '../types.ts';
import { gamesPlay } from './games-play.ts';

export const games: Translation<typeof vi> = {
  hub: {
    title: 'Vocabulary games',
    subtitle: 'Review the words in your flashcard sets through six games.',
    minCards: 'Needs a set with at least {n, plural, one {# card} other {# cards}}',
    best: 'Best score: {score}',
    comingSoon: 'Coming soon',
    play: 'Play',
    playGame: 'Play {game}',
    tipsTitle: 'Study tips',
    tips: {
      one: 'Play right after reviewing your cards: meeting a word again in another way helps it stick.',
      two: 'Mistakes are fine: read the answer comparison carefully, then play again.',
      three:
        'Short and regular beats long and rare: 10 minutes a day is better than an hour a week.',
      four: 'Say each word aloud as you answer to practise pronunciation too.',
    },
  },
  list: {
    matching: {
      title: 'Matching',
      description:
        'Flip cards and match each word with its meaning. Remember where they are to match faster.',
    },
    quiz: {
      title: 'Quiz',
      description:
        'Pick the right answer out of four, both English → Vietnamese and Vietnamese → English.',
    },
    spellingBee: {
      title: 'Spelling bee',
      description: 'Read the meaning and spell the word correctly. You have 3 lives.',
    },
    dictation: {
      title: 'Listening dictation',
      description: 'Listen to the word and type it. Train your ear and your spelling at once.',
    },
    wordBuilder: {
      title: 'Word builder',
      description: 'Put the scrambled letters in order to make the word.',
    },
    wordSearch: {
      title: 'Word search',
      description: 'Find the words of your set hidden in a grid of letters.',
    },
  },
  shell: {
    back: '← Games',
    notEnough: 'You need at least one set with {n} or more cards to play',
    createSet: 'Create a set →',
    pickSet: 'Choose a set',
    setCards: '{n, plural, one {# card} other {# cards}}',
    shared: '{cards} · Shared with you',
    difficulty: 'Difficulty',
    level: '{level, select, easy {Easy} medium {Medium} hard {Hard} other {Expert}}',
    howToPlay: 'How to play',
    start: 'Start',
    again: 'Play again',
    pickAnother: 'Choose another set',
    results: 'Results',
  },
  figures: {
    score: 'Score',
    accuracy: 'Accuracy',
    time: 'Time',
    timeScore: 'Time score',
    attempts: 'Attempts',
    bestStreak: 'Best streak',
  },
  units: {
    seconds: '{n, plural, one {# second} other {# seconds}}',
    points: '{n, plural, one {# point} other {# points}}',
  },
  lives: {
    progress: 'Word {n} / {total}',
    left: '{n, plural, one {# life} other {# lives}} left',
    success: 'Excellent!',
    gameOver: 'Game Over!',
  },
  answer: {
    check: 'Check',
    nextWord: 'Next word',
    finish: 'Finish',
    correct: 'Correct!',
    correctPoints: 'Correct! +{points}',
    wrong: 'Wrong!',
    diff: 'You typed {typed}, the answer is {expected}',
  },
  review: {
    title: 'Words to review ({n})',
    added: 'Added to your review list. Next time you study this set, these words come first.',
    studyNow: 'Study now',
    adding: 'Adding...',
    add: 'Add to review list',
  },
  ...gamesPlay,
};
