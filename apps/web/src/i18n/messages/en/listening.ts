/** English messages: listening (same keys as messages/vi/listening.ts). */
import type { listening as vi } from '../vi/listening.ts';
import type { Translation } from '../types.ts';
import { listeningStart } from './listening-start.ts';

export const listening: Translation<typeof vi> = {
  mode: '{mode, select, exam {Exam} other {Practice}}',
  runner: {
    checking: 'Check',
    elapsedAria: 'Time taken {time}',
    partTabs: 'Parts of the test',
    part: 'Part {n}',
    playingPart: '(playing)',
    partRange: 'Questions {first}–{last}',
    stillPlaying: 'The recording has not finished: submitting now stops the audio.',
  },
  audio: {
    readingTime: 'Read the Part {n} questions; the audio plays in <clock></clock>',
    listenNow: 'Listen now',
    progressAria: 'Progress of the part',
    volume: 'Volume',
    blocked: 'The browser has not allowed the audio to play yet.',
    playPart: 'Play Part {n}',
    pausePart: 'Pause Part {n}',
    failed: 'The audio of Part {n} could not be loaded.',
    checkNote:
      'All {n} parts heard. Check your answers; they are submitted automatically when time runs out.',
    loading: 'Loading audio...',
    playing: 'Playing Part {n}',
    onceOnly: ' · heard once only',
    seekAria: 'Position in Part {n}',
    previousPart: 'Previous part',
    nextPart: 'Next part',
    allHeard: 'All {n} parts heard. Check your answers, then press Submit.',
    speed: 'Speed',
  },
  review: {
    eyebrow: 'Listening result',
    modeLabel: 'Mode',
    bandNote:
      'The band is an estimate from the widely published Listening conversion table (for example 30/40 ≈ band 7): the number of correct answers needed for each band can differ slightly between real tests.',
    practiceNote:
      ' A Practice attempt (with replays) usually scores higher than the real exam would.',
    title: 'Answers, explanations and transcripts',
    partHeading: 'Part {n}: {title}',
    noWrong: 'No wrong answers in this part.',
    transcript: 'Transcript of Part {n}',
    listenAgain: 'Listen to Part {n} again',
    speaker:
      '{name} ({gender, select, female {woman} other {man}}, {accent, select, british {British accent} other {American accent}})',
  },
  map: 'Map',
  ...listeningStart,
};
