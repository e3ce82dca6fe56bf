/** English messages: the six games' own screens (same keys as messages/vi/games-play.ts). */
import type { gamesPlay as vi } from '../vi/games-play.ts';
import type { Translation } from '../types.ts';

export const gamesPlay: Translation<typeof vi> = {
  quiz: {
    progress: 'Question {n} / {total}',
    askMeaning: 'Choose the meaning of',
    askWord: 'Choose the word for',
    options: 'Options',
    confirm: 'Confirm',
    nextQuestion: 'Next question',
    rightAnswer: 'Correct answer: {answer}',
    rules: {
      one: 'Up to 10 questions; each asks for the meaning of a word or the word for a meaning.',
      two: 'Choose one of four answers (keys 1-4); change your mind freely until you press Confirm (Enter).',
      three:
        'The score is the average of accuracy and a time score (100 minus the seconds divided by 3).',
    },
  },
  matching: {
    level: '{level} ({pairs, plural, one {# pair} other {# pairs}})',
    memorise: 'Memorise where the cards are...',
    status: '{matched} / {pairs} pairs · {attempts, plural, one {# attempt} other {# attempts}}',
    faceDown: 'Card {n} (face down)',
    rules: {
      one: 'All cards are shown face up for 3 seconds so you can memorise them, then turned face down.',
      two: 'Flip two cards: a word and its meaning make a pair and stay up; otherwise they turn back after 1 second.',
      three:
        'The score is the average of accuracy (pairs / attempts) and a time score (100 minus half the seconds).',
    },
  },
  spellingBee: {
    meaning: 'Meaning',
    input: 'Type the English word',
    hint: 'Hint (−{points} points)',
    rules: {
      one: 'Read the meaning and type the English word correctly; Enter checks, Enter again moves on.',
      two: 'Up to 15 words and 3 lives: each mistake costs a life.',
      three:
        'Each correct word scores 20 points, plus 5 for every correct word in a row before it. A hint (first letter and length) costs 10 points.',
    },
  },
  dictation: {
    input: 'Type the word you hear',
    replay: 'Replay ({left, plural, other {# left}}, −{points} points)',
    meaning: 'Meaning: {meaning}',
    noSpeech: 'This browser cannot read text aloud.',
    noVoice: 'This browser has no English voice, so you would not hear the words.',
    instead: 'Play Spelling bee with this set instead: read the meaning and type the word.',
    toSpellingBee: 'Play Spelling bee with this set',
    rules: {
      one: 'Listen to the word and type it; Enter checks, Enter again moves on.',
      two: 'Replay a word up to 2 times, 5 points each. Up to 15 words and 3 lives.',
      three:
        'Each correct word scores 25 points, plus 5 for every correct word in a row before it, minus the replays; at least 10 points.',
    },
  },
  wordBuilder: {
    meaning: 'Meaning',
    answer: 'Your answer',
    letters: 'Letters',
    emptySlot: 'Slot {n} empty',
    removeLetter: 'Remove letter {letter} from slot {n}',
    clear: 'Clear all',
    shuffle: 'Shuffle',
    hint: 'Hint (−{points} points)',
    rightAnswer: 'Correct answer:',
    gameOver: 'Out of lives!',
    rules: {
      one: 'Read the meaning and arrange the letters into the word: tap a letter to place it, tap a slot to return it (or type the letters, Backspace).',
      two: '15 shuffled words, 3 lives. Shuffling is free; a hint places one letter and costs 15 points.',
      three:
        'Each correct word scores 30 points plus 5 for every correct word in a row, minus 15 per hint; at least 10 points.',
    },
  },
  wordSearch: {
    level: '{level} ({size}×{size}, {words, plural, one {# word} other {# words}})',
    progress: '{found} / {total} words',
    omitted:
      'Some words were left out because they are too long or could not fit in the grid: {words}',
    modes: 'Selection mode',
    click: 'Tap to select',
    drag: 'Drag to select',
    cell: '{letter}, row {row}, column {col}',
    confirm: 'Confirm',
    clear: 'Clear selection',
    hint: 'Hint (−{points} points)',
    miss: 'Not one of the words',
    wordPoints: '(+{points})',
    wordsFound: 'Words',
    rules: {
      one: 'Find the set’s words in the letter grid: along rows, columns, or diagonals on harder levels, forwards or backwards.',
      two: 'Tap to select: tap each cell, then Confirm. Drag to select: drag across neighbouring cells.',
      three:
        'Each word: 10 points per letter plus a time bonus (100 minus the seconds), minus 20 per hint used.',
    },
  },
};
