/** English messages of the Listening start screen (same keys as messages/vi/listening-start.ts). */
import type { listeningStart as vi } from '../vi/listening-start.ts';
import type { Translation } from '../types.ts';

export const listeningStart: Translation<typeof vi> = {
  start: {
    eyebrow: 'IELTS Listening',
    facts: '4 parts · 40 questions · about {minutes} minutes of audio',
    keptTitle: 'You have this test in progress ({mode}).',
    keptChecking: 'Your answers are saved; you go back to checking with the time you had left.',
    keptPart: 'Your answers are saved; Part {n} plays again from the start.',
    resume: 'Resume the test',
    orRestart: 'Or choose a mode below to start again.',
    chooseMode: 'Choose how to take the test',
    exam1:
      'Like the computer-delivered exam: each part is heard <strong>once</strong>, with no pause or seek.',
    exam2:
      'Before each part you have {seconds} seconds to read its questions; the questions of the part being heard are shown below. The parts follow one another automatically.',
    exam3:
      'After the last part you have {minutes} minutes to check; when they run out the test is submitted (about {total} minutes in all).',
    practice1: 'Replay, pause and seek freely; no time limit.',
    practice2: 'Press <strong>Next part</strong> when you want to move on.',
    practice3: 'After submitting you can read each part’s transcript with the answers.',
    headphones:
      'Use <strong>headphones</strong> in a quiet place. Set the volume before you start: in Exam mode the audio plays as soon as each part begins. If you reload the page, your answers are kept but the part being heard starts again.',
    begin: 'Start {mode}',
  },
};
