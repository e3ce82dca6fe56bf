/** English messages: shadowing, saying a transcript's sentences after the audio (issue 23 §4). */
import type { shadowing as vi } from '../vi/shadowing.ts';
import type { Translation } from '../types.ts';

export const shadowing: Translation<typeof vi> = {
  toggle: 'Shadowing',
  hint: 'Press the microphone next to a sentence: hear it, say it after the speaker, then see how each word was heard.',
  sentenceButton: 'Shadow the sentence: {sentence}',
  title: 'Shadowing',
  close: 'Close',
  playModel: 'Play the sentence',
  stopModel: 'Stop the sentence',
  record: 'Say it',
  again: 'Say it again',
  stop: 'Stop',
  starting: 'Turning on the microphone…',
  listening: 'Listening… It stops by itself when you finish (or press Stop).',
  recordingOnly: 'Recording… Press Stop when you finish.',
  heard: 'Heard: {text}',
  score: '{matched}/{total} words matched ({percent}%)',
  replayModel: 'Play the sentence again',
  replayOwn: 'Play your voice',
  stopOwn: 'Stop your voice',
  noRecognition:
    'This browser cannot recognise speech, so there is no word-by-word comparison. Play your voice back and compare it with the sentence yourself.',
  recognitionFailed:
    'Speech recognition is not working right now, so there is no word-by-word comparison. Play your voice back and compare it with the sentence yourself.',
  nothingHeard: 'No words were heard. Speak louder and more clearly, then try again.',
  micDenied:
    'This page may not use the microphone. Allow the microphone in your browser’s settings (the lock icon by the address) and try again.',
  noMicrophone: 'No microphone was found. Plug one in and try again.',
  unsupported: 'This browser can neither record nor recognise speech.',
  noRecording: 'This browser cannot record, so your voice cannot be played back.',
  result: 'Comparison',
  word: {
    matched: '(matched)',
    missed: '(missed)',
    substituted: '(heard as “{heard}”)',
  },
  extra: 'Extra words: {words}',
  legend:
    'Struck through on red: a missed word. Wavy underline: a word heard as another (shown beside it).',
};
