/**
 * The browser's speech services for the Speaking runner (issue 11): speech recognition,
 * microphone recording and the recognition language (lib/speech-recognition.ts, shared with
 * shadowing), reading a question aloud (speechSynthesis), and the reasons of the typed fallback
 * (their messages: texts.ts).
 */

export {
  FATAL_RECOGNITION_ERRORS,
  readSpeechLang,
  recognitionConstructor,
  recordingSupported,
  SPEECH_LANGS,
  writeSpeechLang,
  type SpeechLang,
  type SpeechRecognitionLike,
} from '../../../../lib/speech-recognition.ts';
import type { SpeechLang } from '../../../../lib/speech-recognition.ts';

/** Why the test runs with typed answers. */
export type FallbackReason = 'no-recognition' | 'no-microphone' | 'recognition-failed';

/** True when the browser can read text aloud. */
export function synthesisSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** Reads `text` aloud in `lang` a little slower than normal, stopping anything still being read. */
export function readAloud(text: string, lang: SpeechLang): void {
  if (!synthesisSupported()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.rate = 0.95;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/** Stops reading aloud. */
export function stopReading(): void {
  if (synthesisSupported()) window.speechSynthesis.cancel();
}
